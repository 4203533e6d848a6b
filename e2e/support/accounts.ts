import { expect, type Page } from '@playwright/test';

// The demo accounts the development seed creates (README lists the same).
export const SHOPPER = { email: 'shopper@threadline.store', password: 'Shopper@1234', userName: 'Asha Verma' };
export const ADMIN = { email: 'admin@threadline.store', password: 'Admin@1234', userName: 'Store Admin' };

/** Signs in through the sign-in form, as a visitor does: for the journeys whose subject is signing in. */
export async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Signs `page` in the way the sign-in form leaves a browser, without the form: the same `login`
 * mutation, sent from the page's own browser context, whose answer sets the httpOnly `token`
 * cookie for the context, and the token kept in the tab's session storage under `token`,
 * JSON-encoded, as the app's AuthProvider stores it (frontend/src/features/auth/token-storage.ts).
 * Then opens `landing` (where the form would have sent this account). For journeys whose subject
 * is not signing in: the form itself is proved by guards.spec.ts, register.spec.ts and
 * password-reset.spec.ts, which keep using it.
 */
export async function signInDirectly(page: Page, account: { email: string; password: string }, landing: string): Promise<void> {
  const response = await page.request.post('/graphql', {
    data: {
      query: 'mutation ($input: LoginInput!) { login(input: $input) { token userErrors { message } } }',
      variables: { input: { email: account.email, password: account.password } },
    },
  });
  const { data } = (await response.json()) as { data: { login: { token: string | null; userErrors: Array<{ message: string }> } } };
  expect(data.login.userErrors, `signing in ${account.email}`).toEqual([]);
  const token = data.login.token;
  expect(token, `a token for ${account.email}`).toBeTruthy();
  // Session storage belongs to the tab and the store's origin: write it from a same-origin
  // document that is not a page of the store (the health check's JSON), then open the page.
  await page.goto('/healthz');
  await page.evaluate((value) => sessionStorage.setItem('token', JSON.stringify(value)), token);
  await page.goto(landing);
}

/**
 * A brand-new shopper, registered over the API with the same `register` mutation the sign-up form
 * sends, then signed in as signInDirectly does; ends on the shop's home. register.spec.ts proves
 * the form itself.
 */
export async function registerAndSignInDirectly(page: Page, account: { userName: string; email: string; password: string }): Promise<void> {
  const response = await page.request.post('/graphql', {
    data: { query: 'mutation ($input: RegisterInput!) { register(input: $input) { userErrors { message } } }', variables: { input: account } },
  });
  expect(((await response.json()) as { data: { register: { userErrors: unknown[] } } }).data.register.userErrors, `registering ${account.email}`).toEqual([]);
  await signInDirectly(page, account, '/shop/home');
  await expect(page).toHaveURL(/\/shop\/home$/);
}
