import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from '../support/a11y.js';
import { addProduct, checkOutCashOnDelivery, deleteProduct, newShopperPage, openFromSearch, signInAdmin, toasts } from '../support/backoffice.js';

// Stock is kept per size: the admin sets each size's stock, a shopper buys the last XL, and the
// next shopper sees XL sold out in the size picker while M can still be bought. The admin's sheet,
// open since before the sale, cannot put the sold piece back: its save is refused.

/** Screenshots for people reviewing the change (test-results/), at a desktop and a phone width. */
async function snapshot(page: Page, target: Locator, name: string): Promise<void> {
  for (const [label, width] of [['1280', 1280], ['375', 375]] as const) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expect(target).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`${name}-${label}.png`), fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an admin sets XL to 1, a shopper buys it, and the next shopper sees XL sold out while M still sells', async ({ browser, page }) => {
  test.setTimeout(240_000);
  const title = `E2E Last XL Polo ${Date.now()}`;
  await signInAdmin(page);
  await addProduct(page, { title, price: '999', salePrice: '0', stock: { M: '5', XL: '1' } });

  // The grid shows the stock of each size, compactly.
  const card = page.getByRole('list', { name: 'Products' }).getByRole('listitem').filter({ hasText: title });
  await expect(card).toContainText('Stock 6');
  await expect(card).toContainText('M 5');
  await expect(card).toContainText('XL 1');

  // The sheet opens with a stock field per offered size and the total.
  await card.getByRole('button', { name: `Edit ${title}` }).click();
  const sheet = page.getByRole('dialog', { name: 'Edit Product' });
  const stock = sheet.getByRole('group', { name: /Stock per size/ });
  await expect(stock.getByRole('textbox', { name: 'XL', exact: true })).toHaveValue('1');
  await expect(stock.getByText('Total stock: 6')).toBeVisible();
  await stock.scrollIntoViewIfNeeded();
  await snapshot(page, sheet, 'admin-product-sheet');
  await expectNoSeriousA11yViolations(page, 'the admin product sheet with stock per size');

  // While the admin's sheet stays open, the first shopper buys the last XL.
  const { page: first } = await newShopperPage(browser);
  const firstDialog = await openFromSearch(first, title);
  const sizes = firstDialog.getByRole('radiogroup', { name: 'Size' });
  // The dialog opens on the first size in stock: M (XS and S have none).
  await expect(sizes.getByRole('radio', { name: 'M', exact: true })).toBeChecked();
  await sizes.getByRole('radio', { name: 'XL', exact: true }).locator('xpath=ancestor::label[1]').click();
  await expect(sizes.getByRole('radio', { name: 'XL', exact: true })).toBeChecked();
  // "Only {n} items left" follows the chosen size.
  await expect(firstDialog.getByText('Only 1 items left in XL')).toBeVisible();
  await firstDialog.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(firstDialog.getByTestId('dialog-quantity')).toHaveText('1');
  await expect(firstDialog.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  await first.keyboard.press('Escape');
  await checkOutCashOnDelivery(first, '9 Station Road, Near Platform 1');
  await first.context().close();

  // The admin raises M, her sheet still showing the XL she read. Saving it would have put the sold
  // piece back; the save is refused, nothing changes, and XL shows its figure now.
  await stock.getByRole('textbox', { name: 'M', exact: true }).fill('6');
  await sheet.getByRole('button', { name: 'Save Changes' }).click();
  await expect(stock.getByRole('alert')).toHaveText('The stock of size XL changed to 0 while you were editing (a sale or another admin). Check it and save again.');
  await expect(stock.getByRole('textbox', { name: 'XL', exact: true })).toHaveValue('0');
  await expect(stock.getByRole('textbox', { name: 'M', exact: true })).toHaveValue('6');
  for (const [label, width] of [['1280', 1280], ['375', 375]] as const) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await stock.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`admin-product-sheet-stock-changed-${label}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSeriousA11yViolations(page, 'the product sheet refusing a stale save');
  // Saved again from the figures she now sees, it goes through.
  await sheet.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toasts(page).getByText('Product updated successfully')).toBeVisible();
  await expect(sheet).toBeHidden();
  await expect(card).toContainText('M 6');
  await expect(card).toContainText('XL 0');

  // The admin's sheet says why XL is at 0: its stock ledger, newest first, opened by keyboard.
  await card.getByRole('button', { name: `Edit ${title}` }).click();
  const ledger = sheet.getByRole('region', { name: 'Stock movements' });
  const xl = ledger.locator('details').filter({ has: page.locator('summary', { hasText: /^XL: 0 in stock/ }) });
  await xl.locator('summary').focus();
  await page.keyboard.press('Enter');
  const rows = xl.getByRole('row');
  await expect(rows.nth(1)).toContainText(/Sold, Order [0-9a-f]{8}/);
  await expect(rows.nth(1)).toContainText('−1');
  await expect(rows.nth(2)).toContainText('Opening stock, by');
  await expect(rows.nth(2)).toContainText('+1');
  for (const [label, width] of [['1280', 1280], ['375', 375]] as const) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await rows.last().scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`admin-product-stock-ledger-${label}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSeriousA11yViolations(page, 'the admin product sheet with the stock ledger');
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoHorizontalScroll(page, 'the stock ledger on a phone');
  await page.setViewportSize({ width: 1280, height: 900 });
  await sheet.getByRole('button', { name: 'Cancel' }).click();

  // The next shopper sees XL, sold out: listed, not selectable, named so for screen readers.
  const { page: second } = await newShopperPage(browser);
  const dialog = await openFromSearch(second, title);
  const picker = dialog.getByRole('radiogroup', { name: 'Size' });
  const soldOut = picker.getByRole('radio', { name: 'XL, sold out', exact: true });
  await expect(soldOut).toBeVisible();
  await expect(soldOut).toBeDisabled();
  await expect(picker.getByRole('radio', { name: 'XS, sold out', exact: true })).toBeDisabled();
  await expect(picker.getByRole('radio', { name: 'M', exact: true })).toBeChecked();
  // The card is not "Out Of Stock": M is still there.
  await expect(dialog.getByText('Out Of Stock')).toHaveCount(0);
  await snapshot(second, dialog, 'product-dialog-sold-out-size');
  await expectNoSeriousA11yViolations(second, 'the product dialog with a sold-out size');
  await second.setViewportSize({ width: 375, height: 812 });
  await expectNoHorizontalScroll(second, 'the product dialog on a phone');
  await second.setViewportSize({ width: 1280, height: 900 });
  // Wide again, the page is laid out for a wide screen: the header's own navigation shows (the
  // open dialog hides the header from the accessibility tree, hence CSS). One CI run found the page
  // still laid out for a phone here, the picture lying over Add to Cart; the message says at what width.
  const width = await second.evaluate(() => `${window.innerWidth} px, (min-width: 768px) ${window.matchMedia('(min-width: 768px)').matches}`);
  await expect(second.locator('header nav[aria-label="Main"]'), `the header's navigation at ${width}`).toBeVisible();

  await dialog.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toasts(second).getByText('Product is added to cart')).toBeVisible();
  await expect(dialog.getByTestId('dialog-quantity')).toHaveText('1');
  await second.context().close();

  await deleteProduct(page, title);
});
