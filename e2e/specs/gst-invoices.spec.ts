import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, test } from '../support/test.js';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from '../support/a11y.js';
import { addProduct, choose, newShopperPage, openFromSearch, signInAdmin, toasts } from '../support/backoffice.js';

// Issue 27's journey, end to end. An admin gives the store a GSTIN in Store details (and sees the
// product form warn about a price in the GST band on the way); a shop owner orders with her
// business's GSTIN at checkout (a typo refused at its field first); the admin dispatches the
// order, sees each line's tax in the order dialog and downloads the invoice's PDF; the shopper
// downloads the same PDF from her order details; the admin rejects the order, and both see the
// credit note; the GST returns page lists the month's GSTR-1 files, the business's GSTIN in b2b.csv.
// The store keeps its GSTIN afterwards: the journeys after this one dispatch with invoices.

// Made-up registrations whose check characters are right (domain gstin.ts), and a typo of one.
const STORE_GSTIN = '19AABCT1234F1ZN';
const BUYER_GSTIN = '19AAMCM4321K1Z6';
const BUYER_TYPO = '19AAMCM4321K1Z7';
const BUSINESS = 'Mondal Garments';
const INVOICE_NUMBER = /^TL\/\d{4}\/\d{6}$/;

/**
 * Screenshots for people reviewing the change (test-results/), at a desktop and a phone width: of
 * `element` alone, of the viewport with `show` scrolled into it (a dialog's part), or the whole page.
 */
async function snapshot(page: Page, name: string, { element, show }: { element?: Locator; show?: Locator } = {}): Promise<void> {
  for (const width of [1280, 375] as const) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expectNoHorizontalScroll(page, `${name} at ${width} px`);
    const path = test.info().outputPath(`${name}-${width}.png`);
    if (show) await show.scrollIntoViewIfNeeded();
    if (element) await element.screenshot({ path });
    else await page.screenshot({ path, fullPage: !show });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Clicks a download link and returns the file the browser saved, with the name the server gave. */
async function download(page: Page, link: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const saved = await file.path();
  return { name: file.suggestedFilename(), bytes: await readFile(saved) };
}

/** Every page's text as pdf.js (Firefox's reader) extracts it, whitespace collapsed. */
async function pdfText(bytes: Buffer): Promise<string> {
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const loaded = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= loaded.numPages; n += 1) {
    const content = await (await loaded.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await loaded.destroy();
  return pages.join(' ').replace(/\s+/g, ' ');
}

/** The number a document link names: "Download tax invoice TL/2627/000001 (PDF)". */
async function documentNumber(link: Locator): Promise<string> {
  const label = (await link.getAttribute('aria-label')) ?? '';
  return label.replace(/^Download [a-z ]+ /, '').replace(/ \(PDF\)$/, '');
}

const adminNav = (page: Page, name: string) => page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name });

test('a business buyer’s order gets a GST invoice on dispatch and a credit note on rejection, both as PDFs, and the month’s GSTR-1 files list it', async ({ browser, page }) => {
  test.setTimeout(240_000);
  await signInAdmin(page);

  // The store's details, with its GSTIN: from now on a dispatched order gets an invoice.
  await adminNav(page, 'Store details').click();
  const storeForm = page.getByRole('form', { name: 'Store details' });
  await storeForm.getByRole('textbox', { name: 'Legal name' }).fill('Threadline Apparel Private Limited');
  await storeForm.getByRole('textbox', { name: 'Address' }).fill('12 Park Street\nKolkata 700016');
  await storeForm.getByRole('textbox', { name: 'GSTIN' }).fill(STORE_GSTIN);
  await page.getByRole('button', { name: 'Save store details' }).click();
  await expect(toasts(page).getByText('Store details saved')).toBeVisible();

  // The product form warns when a size's price falls in the band where neither rate fits.
  await adminNav(page, 'Products').click();
  await page.getByRole('button', { name: 'Add New Product' }).click();
  const sheet = page.getByRole('dialog', { name: 'Add New Product' });
  await choose(page, sheet, 'Type', 'Size');
  await sheet.getByRole('textbox', { name: 'Price (₹)', exact: true }).fill('2700');
  await sheet.getByRole('textbox', { name: 'Percentage Increment (%)', exact: true }).fill('5');
  const band = sheet.getByTestId('gst-band-warning');
  await expect(band).toContainText('XS, S, M: At ₹2,700.00 a piece is taxed at 18%');
  await expect(band).toContainText('L, XL: At ₹2,835.00');
  await band.scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(page, 'the product form with the GST band warning');
  await snapshot(page, 'product-form-gst-band', { element: sheet, show: band });
  await sheet.getByRole('textbox', { name: 'Price (₹)', exact: true }).fill('1299');
  await expect(band).toBeHidden();
  await sheet.getByRole('button', { name: 'Cancel' }).click();
  await expect(sheet).toBeHidden();

  const title = `E2E GST Polo ${Date.now()}`;
  await addProduct(page, { title, price: '1299', salePrice: '0', stock: { XS: '20' } });

  // The shop owner orders it with her business's GSTIN.
  const { page: shopper, email } = await newShopperPage(browser);
  const dialog = await openFromSearch(shopper, title);
  await dialog.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(dialog.getByTestId('dialog-quantity')).toHaveText('1');
  await shopper.keyboard.press('Escape');
  await shopper.getByRole('button', { name: 'Cart, 1 items' }).click();
  await shopper.getByRole('dialog', { name: 'Your Cart' }).getByRole('link', { name: 'Checkout', exact: true }).click();
  await expect(shopper).toHaveURL(/\/shop\/checkout$/);
  await shopper.getByRole('button', { name: 'Add New Address' }).click();
  const addressForm = shopper.getByRole('dialog', { name: 'Add New Address' });
  await addressForm.getByRole('textbox', { name: 'Address', exact: true }).fill('4 College Street, Near the Book Market');
  await addressForm.getByRole('textbox', { name: 'City', exact: true }).fill('Barasat');
  await addressForm.getByRole('textbox', { name: 'Pincode', exact: true }).fill('700124');
  await addressForm.getByRole('textbox', { name: 'Phone', exact: true }).fill('9876501234');
  await addressForm.getByRole('button', { name: 'Save Address' }).click();
  await expect(addressForm).toBeHidden();

  const business = shopper.getByRole('checkbox', { name: 'Add my business’s GSTIN to the tax invoice' });
  await business.locator('xpath=ancestor::label[1]').click();
  await expect(business).toBeChecked();
  const businessForm = shopper.getByRole('form', { name: 'Business details' });
  const gstin = businessForm.getByRole('textbox', { name: 'GSTIN' });
  await gstin.fill(BUYER_TYPO.toLowerCase());
  await businessForm.getByRole('textbox', { name: 'Business name' }).fill(BUSINESS);
  const place = shopper.getByRole('button', { name: 'Place Order (Cash on Delivery)' });
  await place.click();
  // Refused at its field before anything is sent; the shopper stays at checkout.
  await expect(gstin).toHaveAttribute('aria-invalid', 'true');
  await expect(gstin).toBeFocused();
  await expect(businessForm).toContainText('its last character does not match');
  await expect(shopper).toHaveURL(/\/shop\/checkout$/);
  await expectNoSeriousA11yViolations(shopper, 'checkout with a refused GSTIN');
  await snapshot(shopper, 'checkout-business-refused', { show: businessForm });
  await gstin.fill(BUYER_GSTIN.toLowerCase());
  await expect(gstin).not.toHaveAttribute('aria-invalid', 'true');
  await place.click();
  await expect(shopper).toHaveURL(/\/shop\/payment-success$/);

  // The admin dispatches it: the invoice is issued in the same step, and the dialog shows its tax.
  await adminNav(page, 'Orders').click();
  const row = page.getByRole('table', { name: 'All Orders' }).getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: 'Order Details' });
  await expect(details.getByRole('list', { name: 'Invoices and credit notes' })).toHaveCount(0);
  await expect(details).toContainText('No invoice yet');
  await choose(page, details, 'Order Status', 'In Shipping');
  await details.getByRole('button', { name: 'Update Status' }).click();
  await expect(toasts(page).getByText('Order status is updated successfully!')).toBeVisible();

  const documents = details.getByRole('list', { name: 'Invoices and credit notes' });
  const invoiceLink = documents.getByRole('link', { name: /^Download tax invoice / });
  await expect(invoiceLink).toHaveCount(1);
  const number = await documentNumber(invoiceLink);
  expect(number).toMatch(INVOICE_NUMBER);
  const tax = details.getByRole('table', { name: `Tax on invoice ${number}` });
  // ₹1,299 a piece is under ₹2,625: 5 %, inside West Bengal, so CGST and SGST.
  await expect(tax).toContainText('CGST and SGST');
  await expect(tax).toContainText(`Billed to ${BUSINESS} (GSTIN ${BUYER_GSTIN})`);
  const line = tax.getByRole('row').filter({ hasText: title });
  await expect(line).toContainText('5%');
  await expect(line).toContainText('₹1,237.14');
  await expect(line).toContainText('₹30.93');
  await expect(line).toContainText('₹30.93');
  await expect(line).toContainText('₹1,299.00');
  await invoiceLink.scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(page, 'the admin order dialog with its invoice');
  await snapshot(page, 'admin-order-invoice', { show: tax });

  const adminPdf = await download(page, invoiceLink);
  expect(adminPdf.name).toBe(`${number.replaceAll('/', '-')}.pdf`);
  const adminText = await pdfText(adminPdf.bytes);
  for (const expected of [number, STORE_GSTIN, BUYER_GSTIN, BUSINESS, title, '1,299.00']) expect(adminText).toContain(expected);

  // The shopper downloads the same invoice from her order details.
  await shopper.goto('/shop/account');
  const history = shopper.getByRole('table', { name: 'Order History' });
  await history.getByRole('row').filter({ hasText: 'In Shipping' }).getByRole('button', { name: 'View Details' }).click();
  const orderDetails = shopper.getByRole('dialog', { name: 'Order Details' });
  const shopperLink = orderDetails.getByRole('list', { name: 'Invoices and credit notes' }).getByRole('link', { name: `Download tax invoice ${number} (PDF)` });
  await expect(shopperLink).toHaveAttribute('download', '');
  await shopperLink.scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(shopper, 'the shopper’s order details with her invoice');
  await snapshot(shopper, 'shopper-order-invoice', { show: shopperLink });
  const shopperPdf = await download(shopper, shopperLink);
  expect(shopperPdf.bytes.equals(adminPdf.bytes) || (await pdfText(shopperPdf.bytes)).includes(number)).toBe(true);
  expect(await pdfText(shopperPdf.bytes)).toContain(BUYER_GSTIN);
  await shopper.keyboard.press('Escape');
  await expect(orderDetails).toBeHidden();

  // Rejected after dispatch: a credit note reverses the invoice, in its own series.
  await choose(page, details, 'Order Status', 'Rejected');
  await details.getByRole('button', { name: 'Update Status' }).click();
  await expect(toasts(page).getByText('Order status is updated successfully!').last()).toBeVisible();
  const noteLink = documents.getByRole('link', { name: /^Download credit note / });
  await expect(noteLink).toHaveCount(1);
  const noteNumber = await documentNumber(noteLink);
  expect(noteNumber).toMatch(/^TLCN\/\d{4}\/\d{6}$/);
  await expect(documents.getByRole('listitem').filter({ hasText: noteNumber })).toContainText(`against invoice ${number}`);
  const noteText = await pdfText((await download(page, noteLink)).bytes);
  for (const expected of [noteNumber, number, BUYER_GSTIN]) expect(noteText).toContain(expected);
  await details.getByRole('button', { name: 'Close' }).click();

  await shopper.reload();
  await shopper.getByRole('table', { name: 'Order History' }).getByRole('row').filter({ hasText: 'Rejected' }).getByRole('button', { name: 'View Details' }).click();
  await expect(shopper.getByRole('dialog', { name: 'Order Details' }).getByRole('link', { name: `Download credit note ${noteNumber} (PDF)` })).toBeVisible();

  // The month's GSTR-1 files: the invoice to a registered buyer is in b2b.csv, its credit note in cdnr.csv.
  await adminNav(page, 'GST returns').click();
  await expect(page.getByRole('heading', { level: 1, name: 'GST returns' })).toBeVisible();
  const files = page.getByRole('list', { name: /^GSTR-1 files for / });
  await expect(files.getByRole('listitem')).toHaveCount(8);
  const b2b = files.getByRole('listitem').filter({ hasText: 'b2b.csv' });
  await expect(b2b).toContainText(/[1-9]\d* rows?/);
  const csv = await download(page, b2b.getByRole('link', { name: 'Download b2b.csv' }));
  expect(csv.name).toBe('b2b.csv');
  expect(csv.bytes.toString('utf8')).toContain(BUYER_GSTIN);
  expect(csv.bytes.toString('utf8')).toContain(number);
  const cdnr = await download(page, files.getByRole('listitem').filter({ hasText: 'cdnr.csv' }).getByRole('link', { name: 'Download cdnr.csv' }));
  expect(cdnr.bytes.toString('utf8')).toContain(noteNumber);
  await expectNoSeriousA11yViolations(page, 'the GST returns page');
  await snapshot(page, 'gst-returns');

  // Another month, chosen in the form: its address says which, and Back returns to this one.
  const thisMonth = await page.getByRole('combobox', { name: 'Month' }).inputValue();
  const month = page.getByRole('combobox', { name: 'Month' });
  const earlier = await month.locator('option').nth(1).getAttribute('value');
  await month.selectOption(earlier!);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]month=${earlier}$`));
  await expect(page.getByText(/No invoice or credit note was issued in /)).toBeVisible();
  await page.goBack();
  await expect(month).toHaveValue(thisMonth);
  await expect(b2b).toContainText(/[1-9]\d* rows?/);
});
