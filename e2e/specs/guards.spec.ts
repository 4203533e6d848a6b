import { expect, test } from '../support/test.js';
import { ADMIN, SHOPPER, signIn } from '../support/accounts.js';

test('a shopper on an admin page is refused', async ({ page }) => {
  await signIn(page, SHOPPER);
  await expect(page).toHaveURL(/\/shop\/home$/);
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/unauth-page$/);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});

test('an admin lands on the dashboard and is kept out of the shop', async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/shop/listing');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('wrong credentials keep the visitor signed out with the server message', async ({ page }) => {
  await signIn(page, { email: SHOPPER.email, password: 'Wrong@12345' });
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('signing out returns to sign in and the shop is closed again', async ({ page }) => {
  await signIn(page, SHOPPER);
  await expect(page).toHaveURL(/\/shop\/home$/);
  await page.getByRole('button', { name: /Logged in as/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto('/shop/listing');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await signIn(page, SHOPPER);
  await expect(page).toHaveURL(/\/shop\/home$/);
  await page.goto('/no/such/page');
  await page.getByRole('link', { name: 'Return to Homepage' }).click();
  await expect(page).toHaveURL(/\/shop\/home$/);
});
