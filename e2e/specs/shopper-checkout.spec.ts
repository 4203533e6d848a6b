import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { registerAndSignInDirectly } from '../support/accounts.js';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from '../support/a11y.js';
import { addAProductToCart } from '../support/backoffice.js';

// The shopper's whole purchase: a fresh account (so no other spec's cart, addresses or orders
// matter), a product put in the cart through the product dialog, an address added at checkout,
// a cash-on-delivery order, and its cancellation from the account page.

// Long journeys (registration, several dialogs, axe runs): more time than a single-page test needs.
test.describe.configure({ timeout: 180_000 });

const PINCODE_RULE = 'Please enter a valid 6-digit pincode';
const PASSWORD = 'Fresh@2024';

interface Shopper {
  userName: string;
  email: string;
  password: string;
}

/** Registers a brand-new shopper and signs them in, without the forms (register.spec.ts proves those). */
async function newShopper(page: Page, name: string): Promise<Shopper> {
  const account = { userName: name, email: `checkout-${test.info().project.name}-${Date.now()}@example.com`, password: PASSWORD };
  await registerAndSignInDirectly(page, account);
  return account;
}

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

async function fillAddress(form: Locator, values: { address: string; city: string; pincode: string; phone: string; notes?: string }) {
  await form.getByRole('textbox', { name: 'Address' }).fill(values.address);
  await form.getByRole('textbox', { name: 'City' }).fill(values.city);
  await form.getByRole('textbox', { name: 'Pincode' }).fill(values.pincode);
  await form.getByRole('textbox', { name: 'Phone' }).fill(values.phone);
  if (values.notes) await form.getByRole('textbox', { name: /^Notes/ }).fill(values.notes);
}

test('a new shopper orders by cash on delivery, then finds and cancels the order @phone', async ({ page }) => {
  await newShopper(page, 'Ria Sen');

  // An empty cart cannot be ordered.
  await page.goto('/shop/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue shopping' })).toBeVisible();
  await page.getByRole('button', { name: 'Place Order (Cash on Delivery)' }).click();
  await expect(toasts(page).getByText('Your cart is empty. Please add items to proceed')).toBeVisible();

  const title = await addAProductToCart(page);

  // To checkout from the header's cart sheet.
  await page.getByRole('button', { name: 'Cart, 1 items' }).click();
  const sheet = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(sheet.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1);
  // The contract names a link; a button that navigates reads the same to the shopper.
  await sheet.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/shop\/checkout$/);
  await expect(page.getByRole('list', { name: 'Items in your order' })).toContainText(title);

  // No address yet: the order waits for one.
  await page.getByRole('button', { name: 'Place Order (Cash on Delivery)' }).click();
  const noAddress = toasts(page).getByRole('alertdialog').filter({ hasText: 'Please select one address to proceed.' });
  await expect(noAddress).toBeVisible();
  // Dismissed as a shopper would: left to time out, it can still lie over the address form's
  // heading on a phone when axe checks the form (the toasts-over-dialogs defect of issue 17).
  await noAddress.getByRole('button', { name: 'Close notification' }).click();
  await expect(noAddress).toBeHidden();

  await page.getByRole('button', { name: 'Add New Address' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Address' });
  await fillAddress(form, { address: '12 Rail Colony, Station Road', city: 'Birati', pincode: '7000', phone: '9876543210', notes: 'Ring twice' });
  await form.getByRole('textbox', { name: 'Phone' }).focus();
  const pincode = form.getByRole('textbox', { name: 'Pincode' });
  await expect(pincode).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(PINCODE_RULE)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the address form with an error');
  await pincode.fill('700051');
  await form.getByRole('button', { name: 'Save Address' }).click();
  await expect(form).toBeHidden();
  await expect(toasts(page).getByText('Address added successfully')).toBeVisible();
  const addresses = page.getByRole('radiogroup', { name: 'Delivery address' });
  await expect(addresses.getByRole('radio', { name: /12 Rail Colony/ })).toBeChecked();
  await expectNoSeriousA11yViolations(page, 'checkout with a cart line and an address');
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoHorizontalScroll(page, 'checkout with a cart line at 375 px');
  if (viewport) await page.setViewportSize(viewport);

  const total = (await page.getByTestId('checkout-total').innerText()).trim();
  expect(total).toMatch(/^₹[\d,]+\.\d{2}$/);
  await page.getByRole('button', { name: 'Place Order (Cash on Delivery)' }).click();
  await expect(toasts(page).getByText('Order placed successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/shop\/payment-success$/);
  await expect(page.getByRole('heading', { name: 'Order Placed successfull!' })).toBeVisible();
  // The order emptied the cart.
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();

  await page.getByRole('link', { name: 'View Orders' }).click();
  await expect(page).toHaveURL(/\/shop\/account$/);
  const history = page.getByRole('table', { name: 'Order History' });
  const rows = history.getByRole('row').filter({ has: page.getByRole('button', { name: 'View Details' }) });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(total);
  const placedBadge = rows.first().getByText('Order Placed', { exact: true });
  await expect(placedBadge).toHaveAttribute('data-color', 'blue');
  await expectNoSeriousA11yViolations(page, 'the account Orders tab');

  await rows.first().getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: 'Order Details' });
  await expect(details).toContainText(title);
  await expect(details).toContainText('Cash on Delivery');
  await expect(details).toContainText('12 Rail Colony, Station Road');
  await expectNoSeriousA11yViolations(page, 'the order details dialog');

  await details.getByRole('button', { name: 'Cancel Order' }).click();
  const cancel = page.getByRole('alertdialog', { name: 'Cancel this order?' });
  const confirm = cancel.getByRole('button', { name: 'Confirm Cancellation' });
  await expect(confirm).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'the cancel order dialog');
  await cancel.getByRole('textbox', { name: 'Reason for cancellation' }).fill('Ordered the wrong size');
  await confirm.click();
  await expect(toasts(page).getByText('Order Cancelled')).toBeVisible();
  await expect(cancel).toBeHidden();
  await expect(details).toContainText('Ordered the wrong size');
  await expect(details.getByText('Order Canceled', { exact: true })).toHaveAttribute('data-color', 'gray');
  // The title bar's Close: on a phone the toast sits over the footer.
  await details.getByRole('button', { name: 'Close' }).first().click();
  await expect(details).toBeHidden();
  await expect(rows.first().getByText('Order Canceled', { exact: true })).toBeVisible();

  // The Address tab is in the URL, so a reload keeps it.
  await page.getByRole('tab', { name: 'Address' }).click();
  await expect(page).toHaveURL(/\/shop\/account\?tab=address$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Address' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('list', { name: 'Saved Addresses' }).getByRole('listitem')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page, 'the account Address tab');
});

test('a shopper keeps at most three addresses, and the pages fit a 375 px phone', async ({ page }) => {
  await newShopper(page, 'Dev Roy');
  await page.goto('/shop/account?tab=address');
  const saved = page.getByRole('list', { name: 'Saved Addresses' }).getByRole('listitem');
  await expect(page.getByText('No saved addresses yet')).toBeVisible();

  const streets = ['1 Rail Colony', '2 Station Road', '3 Market Lane'];
  for (const [index, street] of streets.entries()) {
    await page.getByRole('button', { name: 'Add New Address' }).click();
    const form = page.getByRole('dialog', { name: 'Add New Address' });
    await fillAddress(form, { address: street, city: 'Barasat', pincode: '700124', phone: '8123456789' });
    await form.getByRole('button', { name: 'Save Address' }).click();
    await expect(form).toBeHidden();
    await expect(saved).toHaveCount(index + 1);
  }

  await page.getByRole('button', { name: 'Add New Address' }).click();
  await expect(toasts(page).getByText('You can add max 3 addresses')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Add New Address' })).toBeHidden();

  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoHorizontalScroll(page, 'the account Address tab at 375 px');
  await page.getByRole('tab', { name: 'Orders' }).click();
  await expect(page.getByText('No orders yet')).toBeVisible();
  await expectNoHorizontalScroll(page, 'the account Orders tab at 375 px');
  await page.goto('/shop/checkout');
  await expect(page.getByRole('radiogroup', { name: 'Delivery address' }).getByRole('radio')).toHaveCount(3);
  await expectNoHorizontalScroll(page, 'checkout at 375 px');
  await expectNoSeriousA11yViolations(page, 'checkout on a phone with three addresses');
});
