import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from '../support/a11y.js';
import { choose, newShopperPage, shopCard, signInAdmin, toasts } from '../support/backoffice.js';
import { runSql } from '../support/database.js';

// Issue 26's journey, end to end. An admin makes a "PUJA20" code (20 % off) and an automatic buy 2
// get 1 on crop tops in the back office's Promotions screen (a refusal shown at its field on the
// way), and sees them listed. Then a shopper sees the offer on the crop tops' cards, applies the
// code (after a refusal), sees every line's discount and the savings in the cart and at checkout,
// orders, and finds the very same figures in her order details and in the confirmation e-mail
// (read in the mailbox, as the admin). The second test continues from the first: serial.

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const CROP_OFFER = 'Crop top offer: buy 2 get 1 free';

// Other journeys of the run see the store without them (an order used them, so they stay, disabled).
test.afterAll(() => runSql("update promotion set enabled = false where name in ('Puja offer', 'Crop top offer')", []));

/** The IST wall-clock time `days` from now, as the form's date inputs take it ('YYYY-MM-DDTHH:mm'). */
function istFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000 + 330 * 60_000).toISOString().slice(0, 16);
}

const sheet = (page: Page, name: 'Add Promotion' | 'Edit Promotion') => page.getByRole('dialog', { name });
const row = (page: Page, name: string): Locator => page.getByRole('table', { name: 'Promotions' }).getByRole('row').filter({ hasText: name });

/** Ticks the checkbox named `name` (react-aria's input is hidden under its label). */
async function tick(scope: Locator, name: string): Promise<void> {
  const box = scope.getByRole('checkbox', { name, exact: true });
  await box.locator('xpath=ancestor::label[1]').click();
  await expect(box).toBeChecked();
}

/** Through the side menu (a wide screen's). */
async function openPromotions(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Promotions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
}

test('an admin creates the PUJA20 code and an automatic buy 2 get 1 on crop tops, and sees them listed', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signInAdmin(page);
  await openPromotions(page);

  // PUJA20: typed in lower case, kept upper-case; the sheet opens from the keyboard.
  const add = page.getByRole('button', { name: 'Add promotion' });
  await add.focus();
  await page.keyboard.press('Enter');
  let form = sheet(page, 'Add Promotion');
  await expect(form).toBeVisible();
  await form.getByRole('textbox', { name: 'Name' }).fill('Puja offer');
  await form.getByRole('textbox', { name: 'Code (optional)' }).fill('puja20');
  await form.getByLabel('Starts (IST)').fill(istFromNow(-1));
  await form.getByLabel('Ends (IST, optional)').fill(istFromNow(30));
  await form.getByRole('textbox', { name: 'Percent off' }).fill('20');
  await form.getByRole('textbox', { name: 'Total uses (optional)' }).fill('50');
  await form.getByRole('textbox', { name: 'Uses per shopper (optional)' }).fill('1');
  await expectNoSeriousA11yViolations(page, 'the Add Promotion sheet');
  await page.screenshot({ path: testInfo.outputPath('promotion-form-1280.png'), fullPage: false });
  await form.getByRole('button', { name: 'Add Promotion' }).click();
  await expect(toasts(page).getByText('Promotion added').last()).toBeVisible();
  await expect(form).toBeHidden();

  const puja = row(page, 'Puja offer');
  await expect(puja).toContainText('PUJA20');
  await expect(puja).toContainText('Puja offer: 20 % off');
  await expect(puja).toContainText('In force');
  await expect(puja).toContainText('0 / 50');
  await expect(puja).toContainText('₹0.00');
  await expect(puja).toContainText('IST');

  // The same code again is refused at the Code field, which gets the focus; nothing is added.
  await add.click();
  form = sheet(page, 'Add Promotion');
  await form.getByRole('textbox', { name: 'Name' }).fill('Puja copy');
  await form.getByRole('textbox', { name: 'Code (optional)' }).fill('PUJA20');
  await form.getByLabel('Starts (IST)').fill(istFromNow(-1));
  await form.getByRole('textbox', { name: 'Percent off' }).fill('150');
  await form.getByRole('button', { name: 'Add Promotion' }).click();
  const code = form.getByRole('textbox', { name: 'Code (optional)' });
  await expect(form.getByText('Please enter a whole percent from 1 to 100')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Percent off' })).toBeFocused();
  // The domain's rules are checked first; once they pass, the database's: the code is taken.
  await form.getByRole('textbox', { name: 'Percent off' }).fill('15');
  await form.getByRole('button', { name: 'Add Promotion' }).click();
  await expect(form.getByText('That code is already used by another promotion')).toBeVisible();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath('promotion-form-refused-1280.png') });
  await form.getByRole('button', { name: 'Cancel' }).click();
  // Gone before the next one opens: two sheets of one name, one sliding out, would be ambiguous.
  await expect(form).toBeHidden();
  await expect(row(page, 'Puja copy')).toHaveCount(0);

  // The automatic buy 2 get 1 on crop tops: no code, a product type, the action's own fields.
  await add.click();
  form = sheet(page, 'Add Promotion');
  await form.getByRole('textbox', { name: 'Name' }).fill('Crop top offer');
  await form.getByLabel('Starts (IST)').fill(istFromNow(-1));
  await form.getByRole('textbox', { name: 'Priority' }).fill('20');
  await tick(form, 'Crop Top');
  await choose(page, form, 'Discount', 'Buy X get Y');
  await form.getByRole('textbox', { name: 'Buy' }).fill('2');
  await form.getByRole('textbox', { name: 'Get' }).fill('1');
  await expect(form.getByRole('textbox', { name: 'Percent off the given pieces' })).toHaveValue('100');
  await form.getByRole('region', { name: 'Conditions' }).screenshot({ path: testInfo.outputPath('promotion-conditions-1280.png') });
  await form.getByRole('region', { name: 'What it gives' }).screenshot({ path: testInfo.outputPath('promotion-action-1280.png') });
  await form.getByRole('button', { name: 'Add Promotion' }).click();
  await expect(toasts(page).getByText('Promotion added').last()).toBeVisible();

  const crop = row(page, 'Crop top offer');
  await expect(crop).toContainText('Automatic');
  await expect(crop).toContainText(CROP_OFFER);
  await expect(crop).toContainText('In force');
  await expect(crop).toContainText('no limit');

  // Its form opens with what was saved.
  await crop.getByRole('button', { name: 'Edit Crop top offer' }).click();
  form = sheet(page, 'Edit Promotion');
  await expect(form.getByRole('checkbox', { name: 'Crop Top', exact: true })).toBeChecked();
  await expect(form.getByRole('textbox', { name: 'Buy' })).toHaveValue('2');
  await expect(form.getByRole('textbox', { name: 'Priority' })).toHaveValue('20');
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();

  await expectNoSeriousA11yViolations(page, 'the promotions list');
  await page.screenshot({ path: testInfo.outputPath('promotions-1280.png'), fullPage: true });

  // The dashboard has a place for what promotions gave; none has been used yet.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
  const panel = page.getByRole('region', { name: 'Promotions' });
  await expect(panel).toContainText('Discounts given');
  await expect(panel).toContainText('No order in this range used a promotion.');
  await panel.screenshot({ path: testInfo.outputPath('dashboard-promotions-1280.png') });
  await openPromotions(page);

  // On a phone the list is a column of cards and nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(puja).toBeVisible();
  await expectNoHorizontalScroll(page, 'the promotions list on a phone');
  await page.screenshot({ path: testInfo.outputPath('promotions-375.png'), fullPage: true });
  await puja.getByRole('button', { name: 'Edit Puja offer' }).click();
  await expect(sheet(page, 'Edit Promotion')).toBeVisible();
  await expectNoHorizontalScroll(page, 'the promotion form on a phone');
  await page.screenshot({ path: testInfo.outputPath('promotion-form-375.png'), fullPage: false });
});

/** Rupees as the store prints them ("₹1,099.00") in paise, and back. */
const paise = (text: string) => Math.round(Number(text.replace(/[₹,\s]/g, '')) * 100);
const rupees = (amount: number) => `₹${(amount / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

interface Figures {
  lineBefore: string;
  lineAfter: string;
  lineSaved: string;
  crop: string;
  puja: string;
  saved: string;
  total: string;
}

/** The figures a priced cart or order shows, read from its line and its totals. */
async function figures(line: Locator, totals: Locator, totalTestId: string): Promise<Figures> {
  const text = async (locator: Locator) => (await locator.innerText()).replace(/\s+/g, ' ').trim();
  const money = /₹[\d,]+\.\d{2}/g;
  const amounts = (await text(line)).match(money) ?? [];
  const row = (name: string) => totals.locator('div').filter({ hasText: name }).locator('dd');
  return {
    // Before, after, saved: the last three amounts of the line (its each-price comes first).
    lineBefore: amounts.at(-3)!,
    lineAfter: amounts.at(-2)!,
    lineSaved: amounts.at(-1)!,
    crop: (await text(row('Crop top offer'))).match(money)![0]!,
    puja: (await text(row('Puja offer'))).match(money)![0]!,
    saved: await text(totals.getByTestId(`${totalTestId}-saved`)),
    total: await text(totals.getByTestId(totalTestId)),
  };
}

async function look(page: Page, name: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    if (width === 375) await expectNoHorizontalScroll(page, `${name} at 375 px`);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a shopper sees the crop top offer, applies PUJA20, and finds the same savings in cart, checkout, order details and e-mail', async ({ browser }) => {
  const { page: shopper, email } = await newShopperPage(browser);
  await shopper.setViewportSize({ width: 1280, height: 900 });

  // The offer on the crop tops' cards and in the dialog; the code is no offer of its own.
  await shopper.goto('/shop/search?keyword=crop%20top');
  // A card is an article: the grid's list items would also match each card's own Offers items, and
  // behind a low-stock first card (the order of equal matches follows random ids) its offer came first.
  const cards = shopper.getByRole('list', { name: 'Products' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  const card = cards.filter({ hasNotText: /items left|Out Of Stock/i }).first();
  await expect(card.getByRole('list', { name: 'Offers' })).toHaveText(CROP_OFFER);
  const title = (await card.getByRole('link').first().innerText()).trim();
  await look(shopper, 'offer-cards');
  await shopCard(shopper, title).getByRole('link', { name: title }).click();
  const dialog = shopper.getByRole('dialog', { name: title });
  await expect(dialog.getByRole('list', { name: 'Offers' })).toHaveText(CROP_OFFER);
  await look(shopper, 'product-dialog');

  // Three pieces of one size: one of them free, then 20 % off what is left.
  const each = paise(await dialog.getByTestId('dialog-price').innerText());
  await dialog.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(dialog.getByTestId('dialog-quantity')).toHaveText('1');
  for (const quantity of ['2', '3']) {
    await dialog.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(dialog.getByTestId('dialog-quantity')).toHaveText(quantity);
  }
  await shopper.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The cart prices the automatic offer at once; the code box refuses a wrong code at the field.
  await shopper.getByRole('button', { name: 'Cart, 3 items' }).click();
  const sheet = shopper.getByRole('dialog', { name: 'Your Cart' });
  const box = sheet.getByRole('textbox', { name: 'Discount code' });
  await box.fill('PUJA2O');
  await box.press('Enter');
  await expect(box).toHaveAccessibleDescription('PUJA2O is not a valid code.');
  await expect(box).toBeFocused();
  await expect(sheet.getByLabel('Cart totals')).not.toContainText('Puja offer');
  await look(shopper, 'code-refused');
  await box.fill(' puja20 ');
  await sheet.getByRole('button', { name: 'Apply' }).click();
  await expect(sheet.getByRole('button', { name: 'Remove code PUJA20' })).toBeVisible();

  const cropSaves = each;
  const pujaSaves = Math.round((3 * each - cropSaves) * 0.2);
  const expected: Figures = {
    lineBefore: rupees(3 * each),
    lineAfter: rupees(3 * each - cropSaves - pujaSaves),
    lineSaved: rupees(cropSaves + pujaSaves),
    crop: rupees(cropSaves),
    puja: rupees(pujaSaves),
    saved: rupees(cropSaves + pujaSaves),
    total: rupees(3 * each - cropSaves - pujaSaves),
  };
  const cartLine = sheet.getByRole('list', { name: 'Cart items' }).getByRole('listitem').filter({ hasText: title });
  await expect(sheet.getByTestId('cart-total')).toHaveText(expected.total);
  expect(await figures(cartLine, sheet.getByLabel('Cart totals'), 'cart-total')).toEqual(expected);
  await expectNoSeriousA11yViolations(shopper, 'the cart sheet with a code and an offer');
  await look(shopper, 'cart-sheet');

  // Checkout shows the same, and the order keeps it.
  await sheet.getByRole('link', { name: 'Checkout', exact: true }).click();
  await expect(shopper).toHaveURL(/\/shop\/checkout$/);
  const summary = shopper.getByRole('region', { name: 'Order summary' });
  const checkoutLine = summary.getByRole('list', { name: 'Items in your order' }).getByRole('listitem').filter({ hasText: title });
  await expect(summary.getByTestId('checkout-total')).toHaveText(expected.total);
  expect(await figures(checkoutLine, summary.getByLabel('Order totals'), 'checkout-total')).toEqual(expected);
  await shopper.getByRole('button', { name: 'Add New Address' }).click();
  const form = shopper.getByRole('dialog', { name: 'Add New Address' });
  await form.getByRole('textbox', { name: 'Address', exact: true }).fill('26 Puja Pandal Road');
  await form.getByRole('textbox', { name: 'City', exact: true }).fill('Barasat');
  await form.getByRole('textbox', { name: 'Pincode', exact: true }).fill('700124');
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('9876501234');
  await form.getByRole('button', { name: 'Save Address' }).click();
  await expect(form).toBeHidden();
  await expectNoSeriousA11yViolations(shopper, 'checkout with a code and an offer');
  await look(shopper, 'checkout');
  await shopper.getByRole('button', { name: 'Place Order (Cash on Delivery)' }).click();
  await expect(shopper).toHaveURL(/\/shop\/payment-success$/);

  await shopper.goto('/shop/account');
  const row = shopper.getByRole('table', { name: 'Order History' }).getByRole('row').filter({ has: shopper.getByRole('button', { name: 'View Details' }) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(expected.total);
  await row.getByRole('button', { name: 'View Details' }).click();
  const details = shopper.getByRole('dialog', { name: 'Order Details' });
  const orderLine = details.getByRole('listitem').filter({ hasText: title });
  await expect(details.getByTestId('order-total')).toHaveText(expected.total);
  expect(await figures(orderLine, details.getByLabel('Order totals'), 'order-total')).toEqual(expected);
  await expect(details.getByLabel('Order totals')).toContainText('Puja offer code PUJA20');
  await expectNoSeriousA11yViolations(shopper, 'the order details with its discounts');
  await look(shopper, 'order-details');

  // The confirmation e-mail, as the admin reads it in the mailbox.
  const admin = await (await browser.newContext()).newPage();
  await signInAdmin(admin);
  await admin.goto('/mailbox');
  const entry = admin.getByRole('navigation', { name: 'E-mails' }).getByRole('link').filter({ hasText: 'Order confirmation' }).filter({ hasText: email }).first();
  await entry.click();
  const message = admin.getByRole('article');
  await expect(message.getByRole('definition').filter({ hasText: email })).toBeVisible();
  const mail = message.frameLocator('iframe[sandbox=""]').locator('body');
  for (const figure of [expected.lineBefore, expected.crop, expected.puja, expected.saved, expected.total]) await expect(mail).toContainText(figure);
  await expect(mail).toContainText('PUJA20');
});
