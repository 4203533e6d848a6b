import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from '../support/a11y.js';
import { signInAdmin, toasts } from '../support/backoffice.js';

// The store's details for GST invoices (issue 27): the dashboard says no invoice is issued while
// no GSTIN is set and links to the Store details page, where an admin (by keyboard here) sets the
// legal name, address and GSTIN; a GSTIN with a wrong check character is refused at its field.
// The journey clears the GSTIN first, so it holds whatever ran before it.

// A made-up West Bengal registration whose check character is right ('N'), and the same with a typo.
const GSTIN = '19AABCT1234F1ZN';
const TYPO = '19AABCT1234F1ZP';

/** Screenshots for people reviewing the change (test-results/), at a desktop and a phone width. */
async function snapshot(page: Page, name: string): Promise<void> {
  for (const [label, width] of [['1280', 1280], ['375', 375]] as const) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expectNoHorizontalScroll(page, `${name} at ${label} px`);
    await page.screenshot({ path: test.info().outputPath(`${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save store details' }).click();
  await expect(toasts(page).getByText('Store details saved')).toBeVisible();
}

test('the dashboard warns that no invoice is issued without a GSTIN, and an admin sets it on Store details by keyboard', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAdmin(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Store details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Store details' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Store details' });
  const legalName = form.getByRole('textbox', { name: 'Legal name' });
  const gstin = form.getByRole('textbox', { name: 'GSTIN' });

  // Start from a store without a GSTIN (name and address are needed to save at all).
  await legalName.fill('Threadline Apparel Private Limited');
  await form.getByRole('textbox', { name: 'Address' }).fill('12 Park Street\nKolkata 700016');
  await gstin.fill('');
  await save(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
  const warning = page.getByRole('status', { name: 'No GSTIN: invoices are not issued' });
  await expect(warning).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the dashboard with the GSTIN warning');
  await snapshot(page, 'dashboard-no-gstin');

  // The warning's link leads to the page; everything from here is done with the keyboard.
  await warning.getByRole('link', { name: 'Store details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Store details' })).toBeVisible();
  await legalName.focus();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('textbox', { name: 'Address' })).toBeFocused();
  await page.keyboard.press('Tab');
  const state = form.getByRole('button', { name: /State$/ });
  await expect(state).toBeFocused();
  await expect(state).toContainText('West Bengal (19)');
  await page.keyboard.press('Tab');
  await expect(gstin).toBeFocused();
  await page.keyboard.type(TYPO);
  await page.keyboard.press('Enter');
  await expect(gstin).toHaveAttribute('aria-invalid', 'true');
  await expect(gstin).toBeFocused();
  await expect(form).toContainText('its last character does not match');
  await expectNoSeriousA11yViolations(page, 'the store details page with a refused GSTIN');
  await snapshot(page, 'store-details-refused');

  await page.keyboard.press('Backspace');
  await page.keyboard.type('N');
  // An HSN code changed from its default, then the form sent with Enter from that field.
  const polo = form.getByRole('textbox', { name: /^Polo Neck T-Shirt/ });
  await polo.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('6105');
  await page.keyboard.press('Enter');
  await expect(toasts(page).getByText('Store details saved')).toBeVisible();
  await expect(gstin).toHaveValue(GSTIN);
  await page.reload();
  await expect(form.getByRole('textbox', { name: /^Polo Neck T-Shirt/ })).toHaveValue('6105');
  await expect(form.getByRole('textbox', { name: 'GSTIN' })).toHaveValue(GSTIN);
  await expectNoSeriousA11yViolations(page, 'the store details page');
  await snapshot(page, 'store-details-saved');

  // Back to the default, so later journeys meet the codes Threadline ships with.
  await form.getByRole('textbox', { name: /^Polo Neck T-Shirt/ }).fill('6109');
  await save(page);

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('table', { name: 'Orders and revenue per day' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'No GSTIN: invoices are not issued' })).toHaveCount(0);
});
