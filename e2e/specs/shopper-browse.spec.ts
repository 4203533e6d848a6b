import { expect, test, type Locator } from '@playwright/test';
import { SHOPPER, signIn } from '../support/accounts.js';

/** True once every image in the locator has really loaded (decoded with a width), not just rendered a tag. */
async function expectImagesLoaded(images: Locator): Promise<void> {
  await expect
    .poll(async () => images.evaluateAll((nodes) => nodes.every((node) => (node as HTMLImageElement).complete && (node as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
}

test('a signed-out visitor is sent to sign in', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
});

test('a shopper signs in and sees the product grid with images @phone', async ({ page }) => {
  await signIn(page, SHOPPER);
  await expect(page).toHaveURL(/\/shop\/home$/);

  await page.goto('/shop/listing');
  const grid = page.getByRole('list', { name: 'Products' });
  const cards = grid.getByRole('listitem');
  await expect(cards).toHaveCount(24);
  await expect(page.getByText(/^63 products$/)).toBeVisible();

  const firstImages = grid.getByRole('img').first();
  await firstImages.scrollIntoViewIfNeeded();
  await expectImagesLoaded(grid.getByRole('img').first());
  // Every card names its product and shows a price in rupees.
  for (const card of (await cards.all()).slice(0, 6)) {
    await expect(card.getByRole('heading')).not.toBeEmpty();
    await expect(card.getByText(/₹\d[\d,]*\.\d{2}/).first()).toBeVisible();
  }
});

test('a shopper filters by category from the navigation and loads more', async ({ page }) => {
  await signIn(page, SHOPPER);
  await expect(page).toHaveURL(/\/shop\/home$/);
  await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Kids' }).click();
  await expect(page).toHaveURL(/\/shop\/listing\?category=kids$/);
  const cards = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
  await expect(page.getByText(/^21 products$/)).toBeVisible();
  await expect(cards.first().getByRole('heading')).toContainText("Kids'");

  await page.goto('/shop/listing');
  await expect(cards).toHaveCount(24);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards).toHaveCount(48);
});

test('a product on sale shows its sale price and the regular price struck through', async ({ page }) => {
  await signIn(page, SHOPPER);
  await expect(page).toHaveURL(/\/shop\/home$/);
  await page.goto('/shop/listing');
  const struck = page.getByRole('list', { name: 'Products' }).locator('s').first();
  await expect(struck).toBeVisible();
  await expect(struck).toHaveCSS('text-decoration-line', 'line-through');
});

test('a deep link survives a reload for a signed-in shopper', async ({ page }) => {
  await signIn(page, SHOPPER);
  await expect(page).toHaveURL(/\/shop\/home$/);
  await page.goto('/shop/listing?category=female');
  await page.reload();
  await expect(page).toHaveURL(/\/shop\/listing\?category=female$/);
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toContainText("Women's");
});
