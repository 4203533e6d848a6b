import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from '../support/a11y.js';
import { addProduct, adminCard, checkOutCashOnDelivery, choose, deleteProduct, newShopperPage, openFromSearch, signInAdmin, toasts } from '../support/backoffice.js';

// Issue 28's journey, through the UI only: a shopper receives an order (the admin marks it
// delivered), asks to exchange her S for an M; the admin approves (the M is kept for her at once),
// receives the S (back in stock) and ships the M. The shopper sees each step in her order details,
// and the store's e-mails about it are in the mailbox (the e2e server has no SMTP_URL, so the
// store keeps what it would send there, addressed to her). Screens are photographed at 1280 and
// 375 px for review (test-results/), and checked with axe.

/**
 * Screenshots for people reviewing the change, at a desktop and a phone width (back to desktop
 * after), with `focus` (the target when not given) scrolled into view at each width.
 */
async function snapshot(page: Page, target: Locator, name: string, focus: Locator = target): Promise<void> {
  for (const [label, width] of [['1280', 1280], ['375', 375]] as const) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expect(target).toBeVisible();
    await focus.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`${name}-${label}.png`), fullPage: false });
    if (width === 375) await expectNoHorizontalScroll(page, `${name} on a phone`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The admin's order dialog, status moved through the form, closed again. */
async function moveOrder(page: Page, email: string, status: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' }).click();
  const row = page.getByRole('table', { name: 'All Orders' }).getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: 'Order Details' });
  await choose(page, details, 'Order Status', status);
  await details.getByRole('button', { name: 'Update Status' }).click();
  await expect(toasts(page).getByText('Order status is updated successfully!')).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).first().click();
  await expect(details).toBeHidden();
}

/** The shopper's only order's details, freshly loaded. */
async function openMyOrder(shopper: Page): Promise<Locator> {
  await shopper.goto('/shop/account');
  await shopper.getByRole('table', { name: 'Order History' }).getByRole('button', { name: 'View Details' }).first().click();
  const details = shopper.getByRole('dialog', { name: 'Order Details' });
  await expect(details).toBeVisible();
  return details;
}

/** The request's card in the shopper's order details. */
const requestCard = (details: Locator) => details.getByRole('region', { name: 'Returns and exchanges' }).getByRole('listitem').filter({ hasText: /^Exchange asked on/ });

/** The admin's Returns screen, open on the shopper's request. */
async function openRequest(page: Page, email: string): Promise<Locator> {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Returns', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Returns', exact: true })).toBeVisible();
  const row = page.getByRole('table', { name: 'Return requests' }).getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: 'Open' }).click();
  const dialog = page.getByRole('dialog', { name: 'Return request' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function closeDialog(page: Page, dialog: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('a shopper swaps her S for an M: the admin approves, receives the S and ships the M, and the stock follows', async ({ browser, page }) => {
  test.setTimeout(300_000);
  const title = `E2E Exchange Polo ${Date.now()}`;
  await signInAdmin(page);
  await addProduct(page, { title, price: '999', salePrice: '0', stock: { S: '5', M: '3' } });
  await expect(adminCard(page, title)).toContainText('S 5');
  await expect(adminCard(page, title)).toContainText('M 3');

  // The shopper buys one S, cash on delivery.
  const { page: shopper, email } = await newShopperPage(browser);
  const product = await openFromSearch(shopper, title);
  const sizes = product.getByRole('radiogroup', { name: 'Size' });
  await sizes.getByRole('radio', { name: 'S', exact: true }).locator('xpath=ancestor::label[1]').click();
  await expect(sizes.getByRole('radio', { name: 'S', exact: true })).toBeChecked();
  await product.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(product.getByTestId('dialog-quantity')).toHaveText('1');
  await shopper.keyboard.press('Escape');
  await checkOutCashOnDelivery(shopper, '12 Lake Road, Near the Post Office');

  // Before delivery there is nothing to return.
  let details = await openMyOrder(shopper);
  await expect(details.getByRole('button', { name: 'Return or exchange' })).toHaveCount(0);
  await closeDialog(shopper, details);

  await moveOrder(page, email, 'In Shipping');
  await moveOrder(page, email, 'Order Delivered');

  // Delivered: the details offer a return or exchange, and say until when.
  details = await openMyOrder(shopper);
  const returns = details.getByRole('region', { name: 'Returns and exchanges' });
  await expect(returns).toContainText(/You can ask to return a piece or swap its size until \d{1,2}\/\d{1,2}\/\d{4}, 23:59 IST/);
  await details.getByRole('button', { name: 'Return or exchange' }).click();
  const form = shopper.getByRole('dialog', { name: 'Return or exchange' });
  await expect(form).toBeVisible();

  // The kind is a radio group, moved with the arrow keys. Asking with nothing picked is refused
  // in the domain's words.
  await form.getByRole('radio', { name: 'My money back' }).focus();
  await shopper.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: 'Another size' })).toBeChecked();
  await form.getByRole('button', { name: 'Request exchange' }).click();
  await expect(form.getByText('Please choose at least one piece to send back')).toBeVisible();

  await choose(shopper, form.getByRole('group', { name: title }), 'Pieces', '1 piece');
  // Only other sizes in stock are offered: M, not S (hers) and not XS (none made).
  await form.getByText('Size wanted', { exact: true }).locator('xpath=following-sibling::button[1]').click();
  await expect(shopper.getByRole('option', { name: /^M · ₹/ })).toBeVisible();
  await expect(shopper.getByRole('option', { name: /^S · / })).toHaveCount(0);
  await expect(shopper.getByRole('option', { name: /^XS · / })).toHaveCount(0);
  await shopper.getByRole('option', { name: /^M · ₹/ }).click();
  await choose(shopper, form, 'Reason', 'Too small');
  await form.getByRole('textbox', { name: /Anything we should know/ }).fill('Tight across the shoulders');
  await snapshot(shopper, form, 'return-request-form');
  await expectNoSeriousA11yViolations(shopper, 'the return or exchange form');
  await form.getByRole('button', { name: 'Request exchange' }).click();
  await expect(toasts(shopper).getByText('Exchange requested')).toBeVisible();
  await expect(form).toBeHidden();

  // Her details show the request, waiting; she could still cancel it.
  const card = requestCard(details);
  await expect(card).toContainText('Requested');
  await expect(card).toContainText(`${title}, size S → M × 1`);
  await expect(card).toContainText('Reason: Too small');
  await expect(card.getByRole('button', { name: 'Cancel request' })).toBeVisible();
  await expect(details.getByRole('list', { name: 'Order history' })).toContainText('Return or exchange asked by you');
  await snapshot(shopper, details, 'return-requested-order-details', card);
  await expectNoSeriousA11yViolations(shopper, 'the order details with a requested exchange');
  await closeDialog(shopper, details);

  // The admin finds it among the requests waiting for a decision, and approves it.
  let request = await openRequest(page, email);
  await expect(request).toContainText('Exchange for another size');
  await expect(request).toContainText('Too small');
  await expect(request).toContainText('Tight across the shoulders');
  await snapshot(page, request, 'admin-return-request');
  await expectNoSeriousA11yViolations(page, 'the admin return request dialog');
  await request.getByRole('button', { name: 'Approve' }).click();
  await expect(toasts(page).getByText('Request approved')).toBeVisible();
  await expect(request.getByRole('form', { name: 'Receive the pieces' })).toBeVisible();
  await closeDialog(page, request);
  const row = page.getByRole('table', { name: 'Return requests' }).getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Approved');
  await snapshot(page, page.getByRole('table', { name: 'Return requests' }), 'admin-returns-list');
  await expectNoSeriousA11yViolations(page, 'the admin returns screen');

  // The M is kept for her from approval: the product shows one fewer.
  await page.goto(`/admin/products?q=${encodeURIComponent(title)}`);
  await expect(adminCard(page, title)).toContainText('M 2');
  await expect(adminCard(page, title)).toContainText('S 4');

  details = await openMyOrder(shopper);
  await expect(requestCard(details)).toContainText('Approved');
  await expect(requestCard(details).getByRole('button', { name: 'Cancel request' })).toHaveCount(0);
  await closeDialog(shopper, details);

  // The S arrives, undamaged: it goes back to stock.
  request = await openRequest(page, email);
  const receive = request.getByRole('form', { name: 'Receive the pieces' });
  await expect(receive.getByRole('textbox', { name: 'Received' })).toHaveValue('1');
  await expect(receive.getByRole('textbox', { name: 'Damaged' })).toHaveValue('0');
  await receive.getByRole('button', { name: 'Mark received' }).click();
  await expect(toasts(page).getByText('Pieces received')).toBeVisible();
  await expect(request.getByRole('button', { name: 'Mark replacement shipped' })).toBeVisible();
  await snapshot(page, request, 'admin-return-received');

  details = await openMyOrder(shopper);
  await expect(requestCard(details)).toContainText('Received');
  await closeDialog(shopper, details);

  // The M ships.
  await request.getByRole('button', { name: 'Mark replacement shipped' }).click();
  await expect(toasts(page).getByText('Replacement shipped')).toBeVisible();
  await expect(request.getByRole('button', { name: 'Close request' })).toBeVisible();
  await expect(request.getByRole('list', { name: 'Order history' })).toContainText('New size shipped by');
  await closeDialog(page, request);

  details = await openMyOrder(shopper);
  const done = requestCard(details);
  await expect(done).toContainText('Exchanged');
  await expect(done.getByRole('list', { name: 'Progress' }).getByRole('listitem').filter({ hasText: 'New size sent' })).toHaveAttribute('aria-current', 'step');
  const history = details.getByRole('list', { name: 'Order history' });
  for (const step of ['Return or exchange asked by you', 'Return approved by the store', 'Returned pieces received by the store', 'New size shipped by the store']) {
    await expect(history.getByRole('listitem').filter({ hasText: step })).toHaveCount(1);
  }
  await snapshot(shopper, details, 'return-exchanged-order-details', done);
  await closeDialog(shopper, details);

  // Each step was e-mailed to her: the admin reads them in the mailbox, newest first.
  await page.goto('/mailbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();
  const mails = page.getByRole('navigation', { name: 'E-mails' }).getByRole('link').filter({ hasText: 'Return or exchange' }).filter({ hasText: email });
  await expect(mails).toHaveCount(4);
  for (const [index, state] of ['exchanged', 'received', 'approved', 'requested'].entries()) {
    await expect(mails.nth(index)).toContainText(new RegExp(`exchange for order #[0-9a-f]{8}: ${state}`));
  }
  await mails.first().click();
  const message = page.getByRole('article');
  await expect(message.frameLocator('iframe[sandbox=""]').getByText('Your replacement is on its way.').first()).toBeVisible();

  // The S is back (5), the M one down (2).
  await page.goto(`/admin/products?q=${encodeURIComponent(title)}`);
  await expect(adminCard(page, title)).toContainText('S 5');
  await expect(adminCard(page, title)).toContainText('M 2');

  // The dashboard counts the S that came back, and why.
  await page.goto('/admin/dashboard');
  const panel = page.getByRole('region', { name: 'Returns and exchanges' });
  await expect(panel.getByRole('table', { name: 'Return rate by size' }).getByRole('row').filter({ hasText: `${title}, S` })).toContainText(/100\s%/);
  await expect(panel.getByRole('table', { name: 'Reasons' }).getByRole('row').filter({ hasText: 'Too small' })).not.toContainText(/Too small\s*0/);
  await snapshot(page, panel, 'admin-dashboard-returns');

  await shopper.context().close();
  await deleteProduct(page, title);
});
