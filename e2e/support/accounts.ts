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
