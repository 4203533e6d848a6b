import type { Locator } from '@playwright/test';
import { ADMIN, SHOPPER, signInDirectly } from '../support/accounts.js';
import { chooseFile, stripedPng, toasts } from '../support/backoffice.js';
import { expect, test } from '../support/test.js';

// Issue 17's second defect: at 1280 px a toast sat in the bottom-right corner, over a right-hand
// sheet's primary action, and took its click for five seconds. A toast may cover no sheet's or
// dialog's primary action at any width.

/** Whether two elements' boxes on screen share any pixel. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [first, second] = [await a.boundingBox(), await b.boundingBox()];
  if (!first || !second) throw new Error('both elements must be on screen');
  return first.x < second.x + second.width && second.x < first.x + first.width && first.y < second.y + second.height && second.y < first.y + first.height;
}

for (const width of [1280, 768, 375]) {
  test(`at ${width} px the cart sheet's Checkout stays clickable while a toast shows`, async ({ page }) => {
    await page.setViewportSize({ width, height: width >= 768 ? 800 : 740 });
    await signInDirectly(page, SHOPPER, '/shop/home');
    await expect(page).toHaveURL(/\/shop\/home$/);

    // One piece in an otherwise empty cart, through the API with the page's own session cookie:
    // what earlier runs (the other widths, other journeys) left in the demo shopper's cart would
    // add up past the size's stock, and the increase below would be refused.
    const cart = await page.request.post('/graphql', { data: { query: '{ cart { lines { id } } }' } });
    for (const line of ((await cart.json()) as { data: { cart: { lines: { id: string }[] } } }).data.cart.lines) {
      await page.request.post('/graphql', {
        data: { query: 'mutation ($input: RemoveFromCartInput!) { removeFromCart(input: $input) { userErrors { message } } }', variables: { input: { lineId: line.id } } },
      });
    }
    const listing = await page.request.post('/graphql', { data: { query: '{ products(first: 1) { nodes { id title defaultSize } } }' } });
    const [product] = ((await listing.json()) as { data: { products: { nodes: { id: string; title: string; defaultSize: string }[] } } }).data.products.nodes;
    const added = await page.request.post('/graphql', {
      data: {
        query: 'mutation ($input: AddToCartInput!) { addToCart(input: $input) { userErrors { message } } }',
        variables: { input: { productId: product!.id, size: product!.defaultSize, quantity: 1 } },
      },
    });
    expect(((await added.json()) as { data: { addToCart: { userErrors: unknown[] } } }).data.addToCart.userErrors).toEqual([]);
    await page.reload();

    await page.getByRole('button', { name: /^Cart, \d+ items$/ }).click();
    const sheet = page.getByRole('dialog', { name: /cart/i });
    await sheet.getByRole('button', { name: `Increase quantity of ${product!.title}` }).click();
    const toast = toasts(page).getByText('Cart quantity updated successfully');
    await expect(toast).toBeVisible();

    const checkout = sheet.getByRole('link', { name: 'Checkout' });
    expect(await overlap(toasts(page).getByRole('alertdialog').filter({ hasText: 'Cart quantity updated successfully' }), checkout)).toBe(false);
    // Pressed while the toast still shows, Checkout is what gets the click.
    await checkout.click({ timeout: 2000 });
    await expect(page).toHaveURL(/\/shop\/checkout$/);
  });
}

test('at 1280 px the admin product sheet’s Add Product button stays clear of its toasts', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInDirectly(page, ADMIN, '/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/products');
  await page.getByRole('button', { name: 'Add New Product' }).click();
  const sheet = page.getByRole('dialog', { name: 'Add New Product' });
  const submit = sheet.getByRole('button', { name: 'Add Product' });
  await expect(submit).toBeVisible();

  // The sheet's own toast: its image is uploaded while it stays open.
  await chooseFile(page, sheet, 'swatch.png', stripedPng(120, 150));
  const toast = toasts(page).getByRole('alertdialog').filter({ hasText: 'Image uploaded successfully' });
  await expect(toast).toBeVisible();
  expect(await overlap(toast, submit)).toBe(false);
  expect(await overlap(toast, sheet.getByRole('button', { name: 'Cancel' }))).toBe(false);
});
