import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { SHOPPER, signIn, signInDirectly } from '../support/accounts.js';

// Issue 29: hydration runs what a shopper touches and keeps what she only reads (the grid's cards,
// the footer) as the server's HTML (frontend/src/ui/ServerHtml.tsx). Whether React rendered or
// hydrated a node shows on the node itself: React keeps its fiber under a `__reactFiber$…` key.

async function isReactNode(locator: Locator): Promise<boolean> {
  return locator.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')));
}

async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrating');
}

/** Marks the document, so a later check can tell a navigation in the page from a new page load. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
}

async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
}

const grid = (page: Page, name: string) => page.getByRole('list', { name });

test('a server-rendered page hydrates its controls and keeps its cards and footer as the server sent them, their links working in the page', async ({ page }) => {
  await signIn(page, SHOPPER);
  await expect(page).toHaveURL(/\/shop\/home$/);
  // Rendered in the browser after signing in: every part is React's.
  await expect(grid(page, 'Featured Products').getByRole('article').first()).toBeVisible();
  expect(await isReactNode(grid(page, 'Featured Products').getByRole('article').first())).toBe(true);

  await page.goto('/shop/home');
  await hydrated(page);
  const firstCard = grid(page, 'Featured Products').getByRole('article').first();
  const helpLinks = page.getByRole('navigation', { name: 'Help' });
  expect(await isReactNode(page.getByRole('button', { name: /^Cart, / }))).toBe(true);
  expect(await isReactNode(firstCard)).toBe(false);
  expect(await isReactNode(helpLinks)).toBe(false);

  // A card's link, from the keyboard, opens the product dialog in the page, titled at once.
  await markDocument(page);
  const title = (await firstCard.getByRole('heading').textContent()) ?? '';
  await firstCard.getByRole('link').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
  await expect(page).toHaveURL(/\/shop\/home\?product=/);
  expect(await isSameDocument(page)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL(/\/shop\/home$/);
  // Opening and closing the dialog changed nothing the cards show: they are still the server's.
  expect(await isReactNode(firstCard)).toBe(false);

  // A footer link navigates in the page too.
  await helpLinks.getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/shop\/about#faq$/);
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
});

test('a kept grid becomes React’s own when its products change', async ({ page }) => {
  await signInDirectly(page, SHOPPER, '/shop/home');
  await expect(page).toHaveURL(/\/shop\/home$/);
  await page.goto('/shop/listing?category=female');
  await hydrated(page);
  const products = grid(page, 'Products');
  expect(await isReactNode(products)).toBe(false);
  await expect(products.getByText(/^Women ·/).first()).toBeVisible();

  // On its label, as a shopper presses it: react-aria keeps the real checkbox visually hidden under it.
  await page.getByRole('checkbox', { name: /^Men/ }).locator('xpath=ancestor::label[1]').click();
  await expect(page).toHaveURL(/category=male/);
  await expect(products.getByText(/^Men ·/).first()).toBeVisible();
  await expect(products.getByText(/^Women ·/)).toHaveCount(0);
  expect(await isReactNode(products)).toBe(true);
});

test('hydration finds the styles the server sent and keeps their element: the browser compiles and inserts no rule of its own for them', async ({ page }) => {
  await signInDirectly(page, SHOPPER, '/shop/home');
  await expect(page).toHaveURL(/\/shop\/home$/);
  for (const path of ['/shop/home', '/shop/listing?category=female']) {
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    await hydrated(page);
    // Each styled component's class names, as the server's <style data-styled> defined them and as
    // the browser's styled-components sheet holds them once the page has hydrated. With another
    // componentId on each side (vite.config.ts, styledComponentIds) the browser's names differed.
    const classNames = (css: string) => new Set([...css.matchAll(/\.([A-Za-z][\w-]*)/g)].map((match) => match[1]));
    const serverCss = [...html.matchAll(/<style[^>]*data-styled[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
    const served = classNames(serverCss);
    const browserCss = await page.evaluate(() =>
      Array.from(document.querySelectorAll('style[data-styled]'))
        .flatMap((element) => Array.from((element as HTMLStyleElement).sheet?.cssRules ?? [], (rule) => rule.cssText))
        .join('\n'),
    );
    expect(served.size, path).toBeGreaterThan(20);
    expect([...classNames(browserCss)].filter((name) => !served.has(name)), path).toEqual([]);
    // And they are in the very element the server sent (frontend/src/app/server-styles.ts): the
    // browser copied no rule into an element of its own, and the viewer's slots' element was merged in.
    const elements = await page.evaluate(() => Array.from(document.querySelectorAll('style[data-styled]'), (element) => element.getAttribute('data-server-styles')));
    expect(elements, path).toEqual(['kept']);
    // The global style (ui/GlobalStyle.ts) came in that element too: the browser does not mount
    // GlobalStyle over a page it hydrates, and its rules apply, once.
    const globalStyle = await page.evaluate(() => ({
      boxSizing: getComputedStyle(document.querySelector('main')!).boxSizing,
      rules: Array.from((document.querySelector('style[data-styled]') as HTMLStyleElement).sheet!.cssRules).filter(
        (rule) => rule instanceof CSSStyleRule && rule.selectorText.startsWith('*') && rule.style.boxSizing === 'border-box',
      ).length,
    }));
    expect(globalStyle, path).toEqual({ boxSizing: 'border-box', rules: 1 });
  }
});

test('a button pressed in the server’s HTML before the page’s script has run answers once it has: the cart opens', async ({ page }) => {
  await signInDirectly(page, SHOPPER, '/shop/home');
  await hydrated(page);
  // The page's script held back, as a slow phone's network would: the entry module and nothing else
  // (routing makes Chromium fetch it again rather than from its cache).
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const entry = /\/assets\/index-[\w-]+\.js$/;
  await page.route(entry, async (route) => {
    await held;
    await route.continue();
  });
  const stillServerHtml = async () => {
    await expect(page.locator('html')).toHaveAttribute('data-hydrating');
    expect(await isReactNode(page.getByRole('button', { name: /^Cart, / }))).toBe(false);
  };

  await page.goto('/shop/listing', { waitUntil: 'commit' });
  await page.getByRole('button', { name: /^Cart, / }).click();
  await stillServerHtml();
  await expect(page.getByRole('dialog', { name: 'Your Cart' })).toHaveCount(0);
  release();
  await hydrated(page);
  await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeHidden();
  await page.unroute(entry);
});
