import { createHash } from 'node:crypto';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { signIn } from '../support/accounts.js';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from '../support/a11y.js';
import { addAProductToCart, checkOutCashOnDelivery, choose, newShopperPage, signInAdmin, toasts } from '../support/backoffice.js';
import { runSql } from '../support/database.js';

// Issue 19 in the browser: the e-mails the store writes, read where a developer reads them (the
// server runs without SMTP_URL, so they are kept for /mailbox), and the password reset they carry.
// The mailbox is an admin's page in every mode (issue 24): a signed-out visitor and a shopper are
// turned away from it, and the admin reads the shoppers' e-mails. Words the API and the pages share
// come from the domain package, as the pages use them.

test.describe.configure({ timeout: 180_000 });

const REQUESTED = 'If an account exists for that e-mail, we have sent a link';
const LINK_USED = 'This reset link is not valid or has already been used. Ask for a new one.';
const LINK_EXPIRED = 'This reset link has expired. Ask for a new one.';
const PASSWORD_RULE =
  'Password must be 8-24 characters and include uppercase, lowercase, number, and special character (except < > $ ? | / \\)';
/** The password newShopperPage registers its shoppers with. */
const FIRST_PASSWORD = 'Backoffice@2024';
const NEW_PASSWORD = 'Renewed@2025';

/** A visitor with no session, in a browser context of their own. */
async function anonymousPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** The admin, signed in in a browser context of their own (`options`: a phone's, say), to read the mailbox. */
async function adminPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const admin = await (await browser.newContext(options)).newPage();
  await signInAdmin(admin);
  return admin;
}

/** "Forgot password?" from the sign-in page, as a visitor finds it. */
async function askForResetLink(page: Page, email: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password?' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toContainText(REQUESTED);
}

/**
 * Opens the newest e-mail of `kind` to `email` in the mailbox and returns the open message (the
 * list is newest first, and every journey writes to an address of its own).
 */
async function openInMailbox(page: Page, kind: string, email: string) {
  await page.goto('/mailbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();
  const entry = page.getByRole('navigation', { name: 'E-mails' }).getByRole('link').filter({ hasText: kind }).filter({ hasText: email }).first();
  const href = await entry.getAttribute('href');
  await entry.click();
  await expect(page).toHaveURL(href!);
  // On a phone the list gives way to the message; either way it is the chosen one, in a titled
  // frame that may do nothing (sandbox="").
  const message = page.getByRole('article');
  await expect(message.getByRole('definition').filter({ hasText: email })).toBeVisible();
  await expect(message.locator('iframe')).toHaveAttribute('sandbox', '');
  await expect(message.locator('iframe')).toHaveAttribute('title', /^E-mail: /);
  return message;
}

/** The reset link of the newest reset e-mail to `email`, as the reader clicks it in the rendered e-mail. */
async function resetLinkFromMailbox(page: Page, email: string): Promise<string> {
  const message = await openInMailbox(page, 'Password reset', email);
  const rendered = message.frameLocator('iframe[sandbox=""]');
  const link = await rendered.getByRole('link', { name: 'Choose a new password' }).getAttribute('href');
  expect(link, 'the e-mail links to the store the browser is on').toMatch(/^http:\/\/127\.0\.0\.1:\d+\/auth\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
  // The text part carries the same link, for mail clients that show no HTML.
  await expect(message.getByText(link!, { exact: false }).first()).toBeVisible();
  return link!;
}

/** Chooses `password` (twice) on the reset page the link opened. */
async function chooseNewPassword(page: Page, password: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a New Password' })).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Change Password' }).click();
}

test('a shopper resets a forgotten password from the e-mailed link: the old password and every old session stop working, and the link works once', async ({ browser, page }) => {
  // Signed in before the reset, in a browser of its own: the session that must end.
  const { page: oldSession, email } = await newShopperPage(browser);
  const oldToken = await oldSession.evaluate(() => JSON.parse(sessionStorage.getItem('token') ?? 'null') as string | null);
  expect(oldToken).toBeTruthy();

  await askForResetLink(page, email);
  await expectNoSeriousA11yViolations(page, 'the forgot-password answer');
  // An address with no account gets the very same answer, so the page reveals no accounts.
  await askForResetLink(page, `nobody-${Date.now()}@example.com`);

  // Whoever asked for the link cannot read it from the mailbox: signed out, it is the sign-in page.
  await page.goto('/mailbox');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mailbox' })).toHaveCount(0);

  // The shopper clicks the link in the e-mail: here, the admin reads it from the mailbox.
  const admin = await adminPage(browser);
  const link = await resetLinkFromMailbox(admin, email);
  await expectNoSeriousA11yViolations(admin, 'the mailbox with the reset e-mail open');
  await admin.context().close();

  await page.goto(link);
  // Registration's rule and words, before anything is sent.
  await chooseNewPassword(page, 'password');
  await expect(page.getByLabel('New Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(PASSWORD_RULE)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the reset form with the password rule');
  await chooseNewPassword(page, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(toasts(page).getByText('Password changed')).toBeVisible();

  // The old password is refused, the new one signs in.
  await signIn(page, { email, password: FIRST_PASSWORD });
  await expect(toasts(page).getByText('Invalid email or password')).toBeVisible();
  await signIn(page, { email, password: NEW_PASSWORD });
  await expect(page).toHaveURL(/\/shop\/home$/);

  // The session from before the reset is over: its tab is sent to sign in, and its token is refused.
  await oldSession.reload();
  await expect(oldSession).toHaveURL(/\/auth\/login$/);
  const answer = await oldSession.request.post('/graphql', {
    headers: { Authorization: `Bearer ${oldToken}` },
    data: { query: '{ cart { id } }' },
  });
  const body = (await answer.json()) as { errors?: { extensions?: { code?: string } }[] };
  expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  await oldSession.context().close();

  // The link has done its work: used again, it says so and offers a new one.
  const again = await anonymousPage(browser);
  await again.goto(link);
  await chooseNewPassword(again, 'Another@2026');
  const refusal = again.getByRole('alert').filter({ hasText: LINK_USED });
  await expect(refusal).toBeVisible();
  await refusal.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(again).toHaveURL(/\/auth\/forgot-password$/);
  // And the password it would have set is not the account's.
  await signIn(again, { email, password: 'Another@2026' });
  await expect(toasts(again).getByText('Invalid email or password')).toBeVisible();
  await again.context().close();
});

test('a reset link past its 30 minutes says it has expired, on a phone too @phone', async ({ browser, page, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor }) => {
  const { page: shopper, email } = await newShopperPage(browser);
  await shopper.context().close();

  await askForResetLink(page, email);
  await expectNoHorizontalScroll(page, 'the forgot-password answer');
  // The admin reads the mailbox on the same kind of device.
  const admin = await adminPage(browser, { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor });
  const link = await resetLinkFromMailbox(admin, email);
  await expectNoHorizontalScroll(admin, 'the mailbox with a message open');
  await admin.context().close();

  // Thirty minutes cannot pass in a browser test: the stored token (kept by its SHA-256 only) is
  // aged in the server's database instead, and the server's own rule then judges it.
  const token = new URL(link).searchParams.get('token')!;
  const aged = await runSql(`update password_reset_token set expires_at = now() - interval '1 minute' where token_hash = $1`, [
    createHash('sha256').update(token).digest('hex'),
  ]);
  expect(aged).toBe(1);

  await page.goto(link);
  await chooseNewPassword(page, NEW_PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: LINK_EXPIRED })).toBeVisible();
  await expectNoHorizontalScroll(page, 'the expired-link answer');
  await expectNoSeriousA11yViolations(page, 'the expired-link answer');
  // Nothing changed: the first password still signs in.
  await signIn(page, { email, password: FIRST_PASSWORD });
  await expect(page).toHaveURL(/\/shop\/home$/);
});

test('a cash-on-delivery order is confirmed by e-mail: the admin reads it in the mailbox (a shopper cannot), and the order dialog lists it and the next one', async ({ browser, page }) => {
  const { page: shopper, email } = await newShopperPage(browser);
  const title = await addAProductToCart(shopper);
  await checkOutCashOnDelivery(shopper, '9 Lake View Road, Salt Lake');
  // A shopper is turned away from the mailbox, her own e-mails and everyone else's alike.
  await shopper.goto('/mailbox');
  await expect(shopper).toHaveURL(/\/unauth-page$/);
  await expect(shopper.getByRole('heading', { level: 1, name: 'Mailbox' })).toHaveCount(0);
  await expect(shopper.getByText(email)).toHaveCount(0);
  await shopper.context().close();

  // What the shopper was sent, read by the admin: the line, the address, the payment method, as rendered.
  const admin = page;
  await signInAdmin(admin);
  const message = await openInMailbox(admin, 'Order confirmation', email);
  const rendered = message.frameLocator('iframe[sandbox=""]');
  await expect(rendered.getByText(title).first()).toBeVisible();
  await expect(rendered.getByText('9 Lake View Road, Salt Lake').first()).toBeVisible();
  await expect(rendered.getByText('Cash on Delivery').first()).toBeVisible();
  await expect(message.getByText('Kept', { exact: true }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(admin, 'the mailbox with an order confirmation open');

  // The dashboard says e-mail is not configured, and the order's dialog lists the e-mail.
  await admin.goto('/admin/dashboard');
  await expect(admin.getByRole('status').filter({ hasText: 'E-mail is not configured' })).toContainText(/\d+ e-mails? waits? in the mailbox/);
  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' }).click();
  const row = admin.getByRole('table', { name: 'All Orders' }).getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: 'View Details' }).click();
  const details = admin.getByRole('dialog', { name: 'Order Details' });
  const emails = details.getByRole('list', { name: 'E-mails about this order' });
  await expect(emails.getByRole('listitem')).toHaveCount(1);
  await expect(emails.getByRole('listitem').first()).toContainText(`Order confirmation`);
  await expect(emails.getByRole('listitem').first()).toContainText(`To ${email}`);
  await expect(emails.getByRole('listitem').first()).toContainText('Kept');
  await expectNoSeriousA11yViolations(admin, 'the order details dialog with its e-mails');

  // A status change writes its e-mail in the same transaction: the dialog shows it at once.
  await choose(admin, details, 'Order Status', 'In Shipping');
  await details.getByRole('button', { name: 'Update Status' }).click();
  await expect(toasts(admin).getByText('Order status is updated successfully!')).toBeVisible();
  await expect(emails.getByRole('listitem')).toHaveCount(2);
  await expect(emails.getByRole('listitem').nth(1)).toContainText('In shipping');
});
