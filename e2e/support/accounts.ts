import { expect, type Page } from '@playwright/test';

// The demo accounts the development seed creates (README lists the same).
export const SHOPPER = { email: 'shopper@threadline.store', password: 'Shopper@1234', userName: 'Asha Verma' };
export const ADMIN = { email: 'admin@threadline.store', password: 'Admin@1234', userName: 'Store Admin' };

export async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Registers a brand-new shopper through the sign-up form, then signs them in; ends on the shop's home. */
export async function registerAndSignIn(page: Page, account: { userName: string; email: string; password: string }): Promise<void> {
  await page.goto('/auth/register');
  await page.getByLabel('User Name', { exact: true }).fill(account.userName);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await signIn(page, account);
  await expect(page).toHaveURL(/\/shop\/home$/);
}
