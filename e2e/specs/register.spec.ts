import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { SHOPPER, signIn } from '../support/accounts.js';

const PASSWORD_RULE =
  'Password must be 8-24 characters and include uppercase, lowercase, number, and special character (except < > $ ? | / \\)';
const EMAIL_TAKEN = 'An account with this email already exists. Please sign in.';

async function register(page: Page, account: { userName: string; email: string; password: string }): Promise<void> {
  await page.goto('/auth/register');
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await page.getByLabel('User Name', { exact: true }).fill(account.userName);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

test('a visitor registers, is sent to sign in, and signs in with the new account', async ({ page }) => {
  const account = { userName: 'Meera Das', email: `shopper-${Date.now()}@example.com`, password: 'Fresh@2024' };
  await register(page, account);

  // Registering never signs in: the visitor lands on the sign-in page with the server's message.
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByText('Registration successful. Please sign in.')).toBeVisible();

  await signIn(page, account);
  await expect(page).toHaveURL(/\/shop\/home$/);
  await expect(page.getByRole('button', { name: `Logged in as ${account.userName}` })).toBeVisible();
});

test("registering the demo shopper's email again is refused under Email", async ({ page }) => {
  await register(page, { userName: 'Someone Else', email: SHOPPER.email, password: 'Another@123' });

  const email = page.getByLabel('Email', { exact: true });
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('form').getByText(EMAIL_TAKEN)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText(EMAIL_TAKEN)).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/register$/);
});

test('an invalid password shows the password rule before anything is sent', async ({ page }) => {
  const registerRequests: string[] = [];
  page.on('request', (request) => {
    const body: unknown = request.method() === 'POST' ? request.postDataJSON() : null;
    if (body && typeof body === 'object' && 'operationName' in body && body.operationName === 'Register') {
      registerRequests.push(request.url());
    }
  });
  await register(page, { userName: 'Meera Das', email: `weak-${Date.now()}@example.com`, password: 'password' });

  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(PASSWORD_RULE)).toBeVisible();
  await expect(page.getByText('Validation Error')).toBeVisible();
  await expect(page.getByText('Please check your inputs and try again')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/register$/);
  expect(registerRequests).toEqual([]);
});
