import { deflateSync } from 'node:zlib';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './test.js';
import { ADMIN, registerAndSignInDirectly, SHOPPER, signInDirectly } from './accounts.js';

// The back office's steps as an admin takes them through the UI, and the shoppers beside them in
// their own browser contexts: shared by the journeys that need a product made for them.

export const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** A small but real PNG (a striped swatch), made here so the test needs no fixture file. */
export function stripedPng(width = 160, height = 200, colors: [number, number, number][] = [[31, 90, 140], [232, 226, 214]]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let crc = 0xffffffff;
    for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
    return (crc ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const [r, g, b] = colors[Math.floor(y / 20) % colors.length]!;
    for (let x = 0; x < width; x++) rows.set([r, g, b], y * (width * 3 + 1) + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * An uploaded image's address: `/media/…` on the store's own origin, written absolute because the
 * e2e server has PUBLIC_URL (the links in its e-mails need it), as a production store does.
 */
export function storeMedia(page: Page): RegExp {
  const origin = new URL(page.url()).origin.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`^${origin}/media/`);
}

/** Picks a file through the widget's "Choose a file" button, as a person would. */
export async function chooseFile(page: Page, scope: Locator, name: string, buffer: Buffer): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await scope.getByRole('button', { name: 'Choose a file' }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer });
}

/** Chooses `option` in the react-aria select labelled `label` (its trigger follows the label). */
export async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByText(label, { exact: true }).locator('xpath=following-sibling::button[1]').click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export interface NewProduct {
  title: string;
  price: string;
  salePrice: string;
  /** The stock typed per size (XS to XXL); sizes not named get 0. */
  stock: Partial<Record<'XS' | 'S' | 'M' | 'L' | 'XL' | 'XXL', string>>;
}

const LETTER_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;

/** Products → Add New Product → the form with an uploaded image → the product in the grid. */
export async function addProduct(page: Page, product: NewProduct): Promise<void> {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await page.getByRole('button', { name: 'Add New Product' }).click();
  const sheet = page.getByRole('dialog', { name: 'Add New Product' });
  const submit = sheet.getByRole('button', { name: 'Add Product' });
  await expect(submit).toBeDisabled();

  await chooseFile(page, sheet, 'linen-polo.png', stripedPng());
  await expect(toasts(page).getByText('Image uploaded successfully')).toBeVisible();
  await expect(sheet.getByRole('img', { name: 'Product image preview' })).toHaveAttribute('src', storeMedia(page));

  await sheet.getByRole('textbox', { name: 'Title', exact: true }).fill(product.title);
  await sheet.getByRole('textbox', { name: 'Description', exact: true }).fill('Breathable linen blend polo, regular fit. Made for the e2e journey.');
  await choose(page, sheet, 'Category', 'Men');
  await choose(page, sheet, 'Product Type', 'Polo Neck T-Shirt');
  await choose(page, sheet, 'Type', 'Size');
  // Choosing type Size brings size XS and measurement 36in (spec section 4).
  await expect(sheet.getByText('Size', { exact: true }).locator('xpath=following-sibling::button[1]')).toHaveText(/XS/);
  await expect(sheet.getByText('Measurement', { exact: true }).locator('xpath=following-sibling::button[1]')).toHaveText(/36"/);
  // A stock field per size the polo is made in; submit waits until each is filled.
  const stock = sheet.getByRole('group', { name: /Stock per size/ });
  for (const size of LETTER_SIZES) await stock.getByRole('textbox', { name: size, exact: true }).fill(product.stock[size] ?? '0');
  const total = LETTER_SIZES.reduce((sum, size) => sum + Number(product.stock[size] ?? 0), 0);
  await expect(stock.getByText(`Total stock: ${total}`)).toBeVisible();
  await sheet.getByRole('textbox', { name: 'Price (₹)', exact: true }).fill(product.price);
  await sheet.getByRole('textbox', { name: 'Sale Price (₹)', exact: true }).fill(product.salePrice);
  await expect(submit).toBeDisabled();
  await sheet.getByRole('textbox', { name: 'Percentage Increment (%)', exact: true }).fill('5');
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(toasts(page).getByText('Product add successfully')).toBeVisible();
  await expect(sheet).toBeHidden();
  // The grid shows it at once (newest first), without a reload.
  await expect(adminCard(page, product.title)).toBeVisible();
}

export const adminCard = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Products' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** Deletes a product from the back office grid, confirming in the dialog that names it. */
export async function deleteProduct(page: Page, title: string): Promise<void> {
  await page.goto('/admin/products');
  await page.getByRole('searchbox', { name: 'Search by title' }).fill(title);
  await expect(page).toHaveURL(/q=/);
  const card = adminCard(page, title);
  await card.getByRole('button', { name: `Delete ${title}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete product?' });
  await expect(confirm).toContainText(title);
  await confirm.getByRole('button', { name: 'Delete product' }).click();
  await expect(toasts(page).getByText('Product deleted successfully')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No products match' })).toBeVisible();
}

/** The admin, signed in without the form (accounts.ts, signInDirectly), on the dashboard. */
export async function signInAdmin(page: Page): Promise<void> {
  await signInDirectly(page, ADMIN, '/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** A shopper in their own browser context, beside the admin's. */
export async function shopperPage(browser: Browser, account: { email: string; password: string } = SHOPPER): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInDirectly(page, account, '/shop/home');
  await expect(page).toHaveURL(/\/shop\/home$/);
  return page;
}

/** Registers a brand-new shopper (their orders are theirs alone) and signs them in, without the forms (accounts.ts). */
export async function newShopperPage(browser: Browser): Promise<{ page: Page; email: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = { userName: 'Mira Das', email: `backoffice-${test.info().project.name}-${Date.now()}@example.com`, password: 'Backoffice@2024' };
  await registerAndSignInDirectly(page, account);
  return { page, email: account.email };
}

export const shopCard = (page: Page, title: string) => page.getByRole('list', { name: 'Products' }).getByRole('listitem').filter({ hasText: title });

/** The shopper's search, opened on the product's dialog. */
export async function openFromSearch(page: Page, title: string): Promise<Locator> {
  await page.goto(`/shop/search?keyword=${encodeURIComponent(title)}`);
  await shopCard(page, title).getByRole('link', { name: title }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Opens, from the listing, the first product that is comfortably in stock, and adds it to the cart. */
export async function addAProductToCart(page: Page): Promise<string> {
  await page.goto('/shop/listing');
  // Articles, not list items: a card's offers are list items of their own.
  const cards = page.getByRole('list', { name: 'Products' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  // A low-stock or sold-out card could run out under another spec; take one without a stock badge.
  let chosen: Locator | null = null;
  for (const card of await cards.all()) {
    const text = await card.innerText();
    if (!/items left|Out Of Stock/i.test(text)) {
      chosen = card;
      break;
    }
  }
  expect(chosen, 'a product comfortably in stock').not.toBeNull();
  const titleLink = chosen!.getByRole('link').first();
  const title = (await titleLink.innerText()).trim();
  await titleLink.click();

  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radiogroup', { name: /^(Size|Age Group)$/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(dialog.getByTestId('dialog-quantity')).toHaveText('1');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return title;
}

/** From the header's cart through checkout with a new delivery address, paying cash on delivery. */
export async function checkOutCashOnDelivery(shopper: Page, address: string): Promise<void> {
  await shopper.getByRole('button', { name: /^Cart, \d+ items$/ }).click();
  const cart = shopper.getByRole('dialog', { name: 'Your Cart' });
  await cart.getByRole('link', { name: 'Checkout', exact: true }).click();
  await expect(shopper).toHaveURL(/\/shop\/checkout$/);
  await shopper.getByRole('button', { name: 'Add New Address' }).click();
  const form = shopper.getByRole('dialog', { name: 'Add New Address' });
  await form.getByRole('textbox', { name: 'Address', exact: true }).fill(address);
  await form.getByRole('textbox', { name: 'City', exact: true }).fill('Barasat');
  await form.getByRole('textbox', { name: 'Pincode', exact: true }).fill('700124');
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('9876501234');
  await form.getByRole('button', { name: 'Save Address' }).click();
  await expect(form).toBeHidden();
  await shopper.getByRole('button', { name: 'Place Order (Cash on Delivery)' }).click();
  await expect(shopper).toHaveURL(/\/shop\/payment-success$/);
}
