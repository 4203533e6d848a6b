import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { SHOPPER, signInDirectly } from '../support/accounts.js';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from '../support/a11y.js';

// Counts here are read from the page (the filter's facet count, the listing's total), never fixed:
// another spec may add or delete a product before this one runs.

/** True once every image in the locator has really loaded (decoded with a width), not just rendered a tag. */
async function expectImagesLoaded(images: Locator): Promise<void> {
  await expect
    .poll(async () => images.evaluateAll((nodes) => nodes.every((node) => (node as HTMLImageElement).complete && (node as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
}

const grid = (page: Page) => page.getByRole('list', { name: 'Products' });
const cards = (page: Page) => grid(page).getByRole('listitem');

/** The price a card shows first: the sale price when on sale, else the price. */
async function shownPrice(card: Locator): Promise<number> {
  const text = await card.locator('p', { hasText: '₹' }).first().textContent();
  const match = /₹([\d,]+\.\d{2})/.exec(text ?? '');
  if (!match) throw new Error(`No price on the card: ${text}`);
  return Number(match[1]!.replace(/,/g, ''));
}

/** The listing's "N products" line, once it has settled on `expected` (it reads "Updating…" between views). */
async function expectListedCount(page: Page, expected: number): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: /^\d+ products?$|^Updating/ })).toHaveText(
    `${expected} ${expected === 1 ? 'product' : 'products'}`,
  );
}

/** The listing's "N products" number, polled (it reads "Updating…" between views). */
async function listedCount(page: Page): Promise<number> {
  const status = page.getByRole('status').filter({ hasText: /^\d+ products?$/ });
  await expect(status).toBeVisible();
  return Number.parseInt((await status.textContent()) ?? '', 10);
}

/** The count an option's accessible name carries: "Polo Neck T-Shirt (3 products)" → 3. */
async function facetCount(option: Locator): Promise<number> {
  const name = (await option.getAttribute('aria-label')) ?? '';
  const match = /\((\d+) products?\)$/.exec(name);
  if (!match) throw new Error(`No count in the option's name: ${name}`);
  return Number(match[1]);
}

/**
 * Presses a filter option as a shopper does, on its label: react-aria keeps the real checkbox
 * input visually hidden under it.
 */
async function press(option: Locator): Promise<void> {
  await option.locator('xpath=ancestor::label[1]').click();
}

async function goToNavLink(page: Page, name: string, isPhone: boolean): Promise<void> {
  if (isPhone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name, exact: true }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
  }
}

test('a signed-out visitor is sent to sign in', async ({ page }) => {
  await page.goto('/shop/listing?category=kids');
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
});

test('a shopper filters and sorts the listing, and Back, Forward, reload and Shop Now keep each view @phone', async ({ page }, testInfo) => {
  // A long journey with axe runs: more than the default 30 s on a busy machine.
  test.slow();
  const isPhone = testInfo.project.name === 'phone';
  await signInDirectly(page, SHOPPER, '/shop/home');
  await expect(page).toHaveURL(/\/shop\/home$/);

  await goToNavLink(page, 'Kids', isPhone);
  await expect(page).toHaveURL(/\/shop\/listing\?category=kids$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kids' })).toBeVisible();
  await expect(cards(page).first().getByRole('heading')).toContainText("Kids'");
  await expectImagesLoaded(grid(page).getByRole('img').first());
  // Every card names its product, links to its dialog and shows a price in rupees.
  for (const card of (await cards(page).all()).slice(0, 4)) {
    await expect(card.getByRole('link')).toHaveAttribute('href', /\/shop\/listing\?category=kids&product=/);
    await expect(card.getByText(/₹\d[\d,]*\.\d{2}/).first()).toBeVisible();
  }

  // Choose a product type: in the side panel, or on a phone in the Filters sheet.
  let panel: Locator = page.getByRole('complementary', { name: 'Filters' });
  if (isPhone) {
    await page.getByRole('button', { name: /^Filters/ }).click();
    panel = page.getByRole('dialog', { name: 'Filters' });
    await expectNoSeriousA11yViolations(page, 'the open filter sheet');
  }
  const polo = panel.getByRole('group', { name: 'Product Type' }).getByRole('checkbox', { name: /^Polo Neck T-Shirt/ });
  const expected = await facetCount(polo);
  expect(expected).toBeGreaterThan(1);
  await press(polo);
  await expect(page).toHaveURL(/\/shop\/listing\?category=kids&productType=polo_neck$/);
  await expect(panel.getByRole('checkbox', { name: /^Kids/ })).toBeChecked();
  if (isPhone) {
    await panel.getByRole('button', { name: `Show ${expected} products` }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters (2 active)' })).toBeVisible();
  }
  // The facet count shown for the option is what the listing then holds.
  await expectListedCount(page, expected);
  await expect(cards(page)).toHaveCount(Math.min(expected, 24));

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: High to Low' });
  await expect(page).toHaveURL(/\/shop\/listing\?category=kids&productType=polo_neck&sort=price-hightolow$/);
  await expect.poll(async () => (await shownPrice(cards(page).nth(0))) >= (await shownPrice(cards(page).nth(1)))).toBe(true);
  const dearest = await cards(page).first().getByRole('heading').textContent();

  // Each change was a history entry.
  await page.goBack();
  await expect(page).toHaveURL(/\/shop\/listing\?category=kids&productType=polo_neck$/);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-lowtohigh');
  await page.goBack();
  await expect(page).toHaveURL(/\/shop\/listing\?category=kids$/);
  await expect(cards(page).first().getByRole('heading')).toContainText("Kids'");
  await page.goForward();
  await page.goForward();
  await expect(page).toHaveURL(/\/shop\/listing\?category=kids&productType=polo_neck&sort=price-hightolow$/);
  await expect(cards(page).first().getByRole('heading')).toHaveText(dearest ?? '');

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-hightolow');
  await expectListedCount(page, expected);
  expect(await shownPrice(cards(page).nth(0))).toBeGreaterThanOrEqual(await shownPrice(cards(page).nth(1)));
  await expectNoHorizontalScroll(page, 'the filtered listing');
  if (!isPhone) await expectNoSeriousA11yViolations(page, 'the filtered listing');

  // Shop Now is "back to shopping": the view left behind, from session storage.
  await goToNavLink(page, 'Home', isPhone);
  await page.getByRole('link', { name: 'Shop Now', exact: true }).click();
  await expect(page).toHaveURL(/\/shop\/listing\?category=kids&productType=polo_neck&sort=price-hightolow$/);
  // All Products means all products.
  await goToNavLink(page, 'All Products', isPhone);
  await expect(page).toHaveURL(/\/shop\/listing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  await expect.poll(() => listedCount(page)).toBeGreaterThan(expected);
});

test('search finds products, says which words it corrected, and when nothing matches @phone', async ({ page }) => {
  test.slow();
  await signInDirectly(page, SHOPPER, '/shop/home');
  await expect(page).toHaveURL(/\/shop\/home$/);
  await page.goto('/shop/search');
  const box = page.getByRole('searchbox', { name: 'Search products' });

  await box.fill('polo');
  await expect(page).toHaveURL(/\/shop\/search\?keyword=polo$/);
  await expect(page.getByText(/^\d+ results?$/)).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  await expect(cards(page).first().getByRole('link')).toHaveAttribute('href', /\/shop\/search\?keyword=polo&product=/);
  await expect(page.getByText('Showing results for')).toBeHidden();

  await box.fill('pollo');
  await expect(page).toHaveURL(/\/shop\/search\?keyword=pollo$/);
  await expect(page.getByText('Showing results for')).toHaveText('Showing results for "polo"');
  await expect(cards(page).first()).toBeVisible();
  await page.reload();
  await expect(box).toHaveValue('pollo');
  await expect(page.getByText('Showing results for')).toHaveText('Showing results for "polo"');
  await expectNoHorizontalScroll(page, 'search results');
  await expectNoSeriousA11yViolations(page, 'search results');

  await box.fill('zzqxvw');
  await expect(page.getByRole('heading', { name: 'No products found matching "zzqxvw"' })).toBeVisible();
  await expect(grid(page)).toBeHidden();

  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page).toHaveURL(/\/shop\/search$/);
  await expect(page.getByRole('heading', { name: /No products found/ })).toBeHidden();
  // Typing replaced the history entry each time: Back leaves the search page.
  await page.goBack();
  await expect(page).toHaveURL(/\/shop\/home$/);
});

test('search results sort by price, kept in the URL, and Relevance returns to the best matches', async ({ page }) => {
  await signInDirectly(page, SHOPPER, '/shop/home');
  await expect(page).toHaveURL(/\/shop\/home$/);
  await page.goto('/shop/search?keyword=polo');
  const sortMenu = page.getByRole('combobox', { name: 'Sort by' });
  await expect(sortMenu).toHaveValue('relevance');
  // Hydrated: the sort box works and the page no longer says it is not ready.
  await expect(sortMenu).toBeEnabled();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrating');
  await expect(cards(page).nth(1)).toBeVisible();

  await sortMenu.selectOption({ label: 'Price: High to Low' });
  await expect(page).toHaveURL(/\/shop\/search\?keyword=polo&sort=price-hightolow$/);
  await expect.poll(async () => (await shownPrice(cards(page).nth(0))) >= (await shownPrice(cards(page).nth(1)))).toBe(true);
  await page.reload();
  await expect(sortMenu).toHaveValue('price-hightolow');

  await sortMenu.selectOption({ label: 'Relevance' });
  await expect(page).toHaveURL(/\/shop\/search\?keyword=polo$/);
  await expect(sortMenu).toHaveValue('relevance');
});

test('on a 375 px phone the filters open in a sheet, and no page scrolls sideways', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 812 });
  await signInDirectly(page, SHOPPER, '/shop/home');
  await expect(page).toHaveURL(/\/shop\/home$/);
  await expect(page.getByRole('list', { name: 'Featured Products' }).getByRole('listitem')).toHaveCount(8);
  await expectNoHorizontalScroll(page, 'home at 375 px');

  await page.goto('/shop/listing');
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
  await page.getByRole('button', { name: 'Filters' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  const women = sheet.getByRole('checkbox', { name: /^Women/ });
  const expected = await facetCount(women);
  await press(women);
  await expect(page).toHaveURL(/\/shop\/listing\?category=female$/);
  await expectNoSeriousA11yViolations(page, 'the open filter sheet at 375 px');
  await sheet.getByRole('button', { name: `Show ${expected} products` }).click();
  await expect(sheet).toBeHidden();
  await expectListedCount(page, expected);
  await expect(cards(page).first().getByRole('heading')).toContainText("Women's");
  await expectNoHorizontalScroll(page, 'the listing at 375 px');

  await page.goto('/shop/search?keyword=sweatshirt');
  await expect(cards(page).first()).toBeVisible();
  await expectNoHorizontalScroll(page, 'search at 375 px');
});

test('home: the tiles open the filtered listing and featured cards open the product dialog', async ({ page }) => {
  test.slow();
  await signInDirectly(page, SHOPPER, '/shop/home');
  await expect(page).toHaveURL(/\/shop\/home$/);
  const featured = page.getByRole('list', { name: 'Featured Products' });
  await expect(featured.getByRole('listitem')).toHaveCount(8);
  await expect(featured.getByRole('link').first()).toHaveAttribute('href', /^\/shop\/home\?product=/);

  const carousel = page.getByRole('region', { name: 'Featured collections' });
  await expect(carousel.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(carousel.getByRole('button', { name: /^Show slide 2 of/ })).toHaveAttribute('aria-current', 'true');
  await expectNoSeriousA11yViolations(page, 'home');

  await page.getByRole('region', { name: 'Shop by Category' }).getByRole('link', { name: 'Men', exact: true }).click();
  await expect(page).toHaveURL(/\/shop\/listing\?category=male$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Men' })).toBeVisible();
  await page.goBack();

  await page.getByRole('region', { name: 'Shop by Product Type' }).getByRole('link', { name: /^Polo Neck T-Shirt/ }).click();
  await expect(page).toHaveURL(/\/shop\/listing\?productType=polo_neck$/);
  await expect(page.getByRole('checkbox', { name: /^Polo Neck T-Shirt/ })).toBeChecked();
  await expect(cards(page).first()).toContainText('Polo Neck T-Shirt');
});

test('the listing loads more, strikes through regular prices on sale, and a deep link survives a reload', async ({ page }) => {
  test.slow();
  await signInDirectly(page, SHOPPER, '/shop/home');
  await expect(page).toHaveURL(/\/shop\/home$/);
  await page.goto('/shop/listing');
  await expect(cards(page)).toHaveCount(24);
  const struck = grid(page).locator('s').first();
  await expect(struck).toBeVisible();
  await expect(struck).toHaveCSS('text-decoration-line', 'line-through');
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards(page)).toHaveCount(48);

  await page.goto('/shop/listing?category=female');
  await page.reload();
  await expect(page).toHaveURL(/\/shop\/listing\?category=female$/);
  await expect(cards(page).first()).toContainText("Women's");
});
