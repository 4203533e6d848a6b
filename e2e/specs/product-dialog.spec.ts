import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from '../support/a11y.js';
import { registerAndSignInDirectly, SHOPPER, signInDirectly } from '../support/accounts.js';

interface SizePricedProduct {
  /** What the shareable dialog link names the product by. */
  slug: string;
  title: string;
  /** What one piece in L costs, from the API: an exact decimal string, "1299.50". */
  priceOfL: string;
}

/** An API amount ("1299.50") as the store prints it: "₹1,299.50". */
function rupees(amount: string): string {
  const [whole = '', fraction = ''] = amount.split('.');
  return `₹${Number(whole).toLocaleString('en-IN')}.${fraction}`;
}

/**
 * A men's product on the first page of /shop/listing?category=male whose price rises with size
 * (L dearer than the size the dialog opens on) and with plenty of L in stock, so this journey never runs it out. Only
 * finding the product uses the API; everything the shopper does goes through the UI.
 */
async function findSizePricedProduct(request: APIRequestContext): Promise<SizePricedProduct> {
  const response = await request.post('/graphql', {
    data: {
      query: `{ products(filter: { category: MALE }, first: 24) { nodes {
        slug title type percentageIncrement sizeOptions { size quantityAvailable price { amount } } } } }`,
    },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as {
    data: {
      products: {
        nodes: {
          slug: string;
          title: string;
          type: string;
          percentageIncrement: number;
          sizeOptions: { size: string; quantityAvailable: number; price: { amount: string } }[];
        }[];
      };
    };
  };
  for (const node of body.data.products.nodes) {
    const optionL = node.sizeOptions.find((option) => option.size === 'L');
    // The dialog opens on the first size in stock; L must cost more than that one, and be well stocked.
    const opening = node.sizeOptions.find((option) => option.quantityAvailable > 0);
    if (node.type === 'SIZE' && node.percentageIncrement > 0 && optionL && optionL.quantityAvailable >= 5 && opening && optionL.price.amount !== opening.price.amount) {
      const priceOfL = optionL.price.amount;
      return { slug: node.slug, title: node.title, priceOfL };
    }
  }
  throw new Error('No size-priced men’s product with stock on the first listing page');
}

/** Chooses a react-aria radio the way a shopper does: by pressing its visible label (the input itself is visually hidden). */
async function choose(radio: Locator): Promise<void> {
  await radio.locator('xpath=ancestor::label[1]').click();
  await expect(radio).toBeChecked();
}

/** Registers a brand-new shopper and signs in, without the forms (other journeys share the demo shopper’s cart). */
async function signInAsNewShopper(page: Page): Promise<void> {
  const account = { userName: 'Ritu Sen', email: `dialog-${Date.now()}@example.com`, password: 'Dialog@2024' };
  await registerAndSignInDirectly(page, account);
}

test('a shopper picks a size in the product dialog, keeps its cart line in step, and is told who may review', async ({ page, request }) => {
  // A long journey (register, sign in, a dozen cart and review round trips): more than the default 30 s.
  test.slow();
  const product = await findSizePricedProduct(request);
  await signInAsNewShopper(page);
  const toasts = page.getByRole('region', { name: 'Notifications' });

  // Opened from the listing by its card, the dialog keeps the listing (and its filter) behind it.
  await page.goto('/shop/listing?category=male');
  await page.getByRole('link', { name: product.title, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: product.title });
  await expect(dialog).toBeVisible();
  // The link names the product by its slug, readable and shareable.
  await expect(page).toHaveURL(new RegExp(`[?&]product=${product.slug}(&|$)`));
  expect(product.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  await expect(dialog.getByRole('heading', { name: 'Reviews' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'product dialog');

  // L costs what the API says L costs, and the link now names the size.
  const sizes = dialog.getByRole('radiogroup', { name: 'Size' });
  await choose(sizes.getByRole('radio', { name: 'L', exact: true }));
  await expect(dialog.getByTestId('dialog-price')).toHaveText(rupees(product.priceOfL));
  await expect(page).toHaveURL(/[?&]size=L(&|$)/);

  await dialog.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toasts.getByText('Product is added to cart')).toBeVisible();
  const quantity = dialog.getByTestId('dialog-quantity');
  await expect(quantity).toHaveText('1');
  // The header's count follows from the same cached cart (it sits behind the modal, hidden from assistive technology).
  const cartButton = (count: number) => page.getByRole('button', { name: `Cart, ${count} items`, includeHidden: true });
  await expect(cartButton(1)).toBeAttached();

  await dialog.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(quantity).toHaveText('2');
  await expect(cartButton(2)).toBeAttached();
  await expect(toasts.getByText('Cart quantity updated successfully')).toBeVisible();
  await dialog.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(quantity).toHaveText('1');
  await dialog.getByRole('button', { name: 'Remove from cart' }).click();
  await expect(toasts.getByText('Item removed from cart')).toBeVisible();
  await expect(quantity).toBeHidden();
  await dialog.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(quantity).toHaveText('1');

  // Only a shopper who received the product may review it; the server says so.
  await choose(dialog.getByRole('radio', { name: '4 stars' }));
  await dialog.getByRole('textbox', { name: 'Review' }).fill('Lovely fabric, true to size.');
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(toasts.getByText('You need to purchase product to review it')).toBeVisible();

  // Back closes the dialog and leaves the listing as it was.
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/shop\/listing\?category=male$/);

  // A shared link opens the dialog on its size, with the cart line of that size.
  await page.goto(`/shop/listing?product=${product.slug}&size=L`);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'L', exact: true })).toBeChecked();
  await expect(dialog.getByTestId('dialog-price')).toHaveText(rupees(product.priceOfL));
  await expect(quantity).toHaveText('1');
  // Opened from outside, closing stays in the store on the page behind the dialog.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/shop\/listing$/);
});

test('the product dialog fits the screen and scrolls inside without sideways scrolling @phone', async ({ page, request }) => {
  const product = await findSizePricedProduct(request);
  await signInDirectly(page, SHOPPER, '/shop/home');
  await expect(page).toHaveURL(/\/shop\/home$/);

  await page.goto(`/shop/listing?product=${product.slug}`);
  const dialog = page.getByRole('dialog', { name: product.title });
  await expect(dialog.getByTestId('dialog-price')).toBeVisible();
  await expectNoHorizontalScroll(page, 'product dialog');

  // Keyboard focus starts inside the dialog, and Tab and Shift+Tab keep it there. The dialog in the
  // server's HTML is readable at once; focus moves into it when the page comes alive (hydration),
  // and the dialog becomes modal where it stands.
  const focusIsInDialog = () => dialog.evaluate((node) => node.contains(document.activeElement));
  await expect.poll(focusIsInDialog).toBe(true);
  for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await focusIsInDialog(), `focus after ${key}`).toBe(true);
  }
  // Hydrated, its Close is a button (a link until then, see server-rendering.spec.ts).
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();

  const review = dialog.getByRole('button', { name: 'Submit Review' });
  await review.scrollIntoViewIfNeeded();
  await expect(review).toBeInViewport();
  await expectNoHorizontalScroll(page, 'product dialog scrolled to its reviews');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/shop\/listing$/);
});
