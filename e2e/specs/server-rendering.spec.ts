import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { ADMIN, SHOPPER } from '../support/accounts.js';
import { expect, test } from '../support/test.js';

// Issue 17: the storefront's pages come from the server with their content, and the guard answers
// with HTTP redirects before any HTML. Everything here reads what the server sent without running
// the page's JavaScript: API requests, or a browser with JavaScript turned off.

type Who = 'visitor' | 'shopper' | 'admin';

/** Signs `context` in over GraphQL; the API's session cookie then goes with every later request. */
async function signInOver(context: APIRequestContext, account: { email: string; password: string }): Promise<void> {
  const response = await context.post('/graphql', {
    data: {
      query: 'mutation ($input: LoginInput!) { login(input: $input) { token } }',
      variables: { input: { email: account.email, password: account.password } },
    },
  });
  expect(((await response.json()) as { data: { login: { token: string | null } } }).data.login.token).toBeTruthy();
}

/** A browser that runs no JavaScript, signed in as the shopper through its cookie. */
async function shopperWithoutJavaScript(browser: import('@playwright/test').Browser, baseURL: string | undefined): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await signInOver(context.request, SHOPPER);
  return context;
}

interface ListedProduct {
  slug: string;
  title: string;
  /** The card's price, "₹1,299.00". */
  price: string;
}

/** An API amount ("1299.50") as the store prints it: "₹1,299.50". */
function rupees(amount: string): string {
  const [whole = '', fraction = ''] = amount.split('.');
  return `₹${Number(whole).toLocaleString('en-IN')}.${fraction}`;
}

async function listed(request: APIRequestContext, args: string): Promise<ListedProduct[]> {
  const response = await request.post('/graphql', {
    data: { query: `{ products(${args}) { nodes { slug title priceRange { min { amount } } } } }` },
  });
  const body = (await response.json()) as { data: { products: { nodes: { slug: string; title: string; priceRange: { min: { amount: string } } }[] } } };
  return body.data.products.nodes.map((node) => ({ slug: node.slug, title: node.title, price: rupees(node.priceRange.min.amount) }));
}

// Spec section 2, "Guard rules" and the route table's redirects, as the server answers them.
const GUARD_TABLE: { who: Who; path: string; location: string | null }[] = [
  { who: 'visitor', path: '/', location: '/auth/login' },
  { who: 'shopper', path: '/', location: '/shop/home' },
  { who: 'admin', path: '/', location: '/admin/dashboard' },
  { who: 'visitor', path: '/shop/listing', location: '/auth/login' },
  { who: 'visitor', path: '/shop/home', location: '/auth/login' },
  { who: 'visitor', path: '/admin/dashboard', location: '/auth/login' },
  { who: 'visitor', path: '/auth', location: '/auth/login' },
  { who: 'visitor', path: '/auth/login', location: null },
  { who: 'visitor', path: '/auth/register', location: null },
  { who: 'visitor', path: '/unauth-page', location: null },
  { who: 'visitor', path: '/auth/forgot-password', location: null },
  { who: 'visitor', path: '/auth/reset-password?token=from-the-e-mail', location: null },
  // The mailbox is an admin's page, in development (as the e2e server runs) like everywhere.
  { who: 'visitor', path: '/mailbox', location: '/auth/login' },
  { who: 'shopper', path: '/mailbox', location: '/unauth-page' },
  { who: 'admin', path: '/mailbox', location: null },
  { who: 'shopper', path: '/auth/login', location: '/shop/home' },
  { who: 'shopper', path: '/auth/register', location: '/shop/home' },
  { who: 'admin', path: '/auth/login', location: '/admin/dashboard' },
  { who: 'admin', path: '/auth/register', location: '/admin/dashboard' },
  { who: 'shopper', path: '/auth/forgot-password', location: '/shop/home' },
  { who: 'admin', path: '/auth/reset-password?token=from-the-e-mail', location: '/admin/dashboard' },
  { who: 'shopper', path: '/admin/orders', location: '/unauth-page' },
  { who: 'shopper', path: '/admin', location: '/unauth-page' },
  { who: 'admin', path: '/shop/listing?category=male', location: '/admin/dashboard' },
  { who: 'admin', path: '/shop/home', location: '/admin/dashboard' },
  { who: 'shopper', path: '/shop', location: '/shop/home' },
  { who: 'admin', path: '/admin', location: '/admin/dashboard' },
  { who: 'shopper', path: '/shop/listing', location: null },
  { who: 'admin', path: '/admin/dashboard', location: null },
];

test('the guard answers every row of its table with a 302 and a Location before any HTML', async ({ playwright, baseURL }) => {
  const contexts: Record<Who, APIRequestContext> = {
    visitor: await playwright.request.newContext({ baseURL }),
    shopper: await playwright.request.newContext({ baseURL }),
    admin: await playwright.request.newContext({ baseURL }),
  };
  await signInOver(contexts.shopper, SHOPPER);
  await signInOver(contexts.admin, ADMIN);

  const answers = [];
  for (const row of GUARD_TABLE) {
    const response = await contexts[row.who].get(row.path, { maxRedirects: 0 });
    answers.push({ ...row, status: response.status(), location: response.headers()['location'] ?? null });
  }
  expect(answers).toEqual(GUARD_TABLE.map((row) => ({ ...row, status: row.location ? 302 : 200 })));

  // An unknown path is the not-found page, said as such to the browser too.
  const missing = await contexts.shopper.get('/no/such/page', { maxRedirects: 0 });
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Return to Homepage');
  for (const context of Object.values(contexts)) await context.dispose();
});

test('the first HTML of home holds the hero, the featured products and who is signed in', async ({ browser, baseURL }) => {
  const context = await shopperWithoutJavaScript(browser, baseURL);
  const page = await context.newPage();
  const featured = await listed(context.request, 'first: 8');
  await page.goto('/shop/home');

  await expect(page.getByRole('button', { name: `Logged in as ${SHOPPER.userName}` })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Cart, \d+ items$/ })).toBeVisible();
  // The hero's first banner is the page's largest paint: asked for first, in the size that fits.
  const hero = page.locator('img[fetchpriority="high"]');
  await expect(hero).toHaveCount(1);
  await expect(hero).toHaveAttribute('srcset', /-w640\.webp 640w/);
  await expect(hero).not.toHaveAttribute('loading', 'lazy');
  const grid = page.getByRole('region', { name: 'Featured Products' });
  for (const product of featured) await expect(grid.getByRole('link', { name: product.title, exact: true })).toBeVisible();
  await context.close();
});

test('without JavaScript a shopper reads the listing, opens a product by its link, closes it and reads the search results', async ({ browser, baseURL }) => {
  const context = await shopperWithoutJavaScript(browser, baseURL);
  const page = await context.newPage();
  const women = await listed(context.request, 'filter: { category: FEMALE }, first: 4');
  expect(women.length).toBeGreaterThan(0);

  await page.goto('/shop/listing?category=female');
  await expect(page.getByRole('button', { name: `Logged in as ${SHOPPER.userName}` })).toBeVisible();
  // Not hydrated (and never, here): the page's buttons say they are not working yet, and the
  // sort box, which would do nothing, is disabled.
  await expect(page.locator('html')).toHaveAttribute('data-hydrating', '');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeDisabled();
  for (const product of women) {
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: product.title, exact: true }) });
    await expect(card.getByText(product.price)).toBeVisible();
  }
  // A wide screen has its filter panel beside the grid in the first paint, not after hydration
  // (the page would shift sideways), and not the phone's Filters button.
  await expect(page.getByRole('complementary', { name: 'Filters' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();

  // The card's link is a real link: the product's details come from the server too.
  const first = women[0]!;
  await page.getByRole('link', { name: first.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]product=${first.slug}`));
  const dialog = page.getByRole('dialog', { name: first.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/₹[\d,]+\.\d{2}/).first()).toBeVisible();
  await expect(dialog.getByRole('radiogroup', { name: 'Size' }).getByRole('radio').first()).toBeAttached();
  // Its Close works before (and without) the page's JavaScript: a link back to the listing it was
  // opened on. (A button there did nothing while a busy phone was still hydrating.)
  await dialog.getByRole('link', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/shop\/listing\?category=female$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const polos = await context.request.post('/graphql', {
    data: { query: '{ searchProducts(keyword: "polo", first: 4) { nodes { title } } }' },
  });
  const found = ((await polos.json()) as { data: { searchProducts: { nodes: { title: string }[] } } }).data.searchProducts.nodes;
  expect(found.length).toBeGreaterThan(0);
  await page.goto('/shop/search?keyword=polo');
  for (const product of found) await expect(page.getByRole('link', { name: product.title, exact: true })).toBeVisible();
  await context.close();
});

test('a shared product link holds the product’s title, price and sizes in its first HTML', async ({ browser, baseURL }) => {
  const context = await shopperWithoutJavaScript(browser, baseURL);
  const page = await context.newPage();
  const response = await context.request.post('/graphql', {
    data: { query: '{ products(filter: { category: MALE }, first: 1) { nodes { slug title sizeOptions { size price { amount } } } } }' },
  });
  const [product] = ((await response.json()) as { data: { products: { nodes: { slug: string; title: string; sizeOptions: { size: string; price: { amount: string } }[] }[] } } }).data.products.nodes;
  expect(product).toBeDefined();
  const large = product!.sizeOptions.find((option) => option.size === 'L') ?? product!.sizeOptions[0]!;

  await page.goto(`/shop/listing?product=${product!.slug}&size=${large.size}`);
  const dialog = page.getByRole('dialog', { name: product!.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(rupees(large.price.amount)).first()).toBeVisible();
  await expect(dialog.getByRole('radiogroup', { name: 'Size' }).getByRole('radio')).toHaveCount(product!.sizeOptions.length);
  await context.close();
});

test('the page names the code it needs up front and hands the browser its data safely', async ({ playwright, baseURL }) => {
  const shopper = await playwright.request.newContext({ baseURL });
  await signInOver(shopper, SHOPPER);
  const html = await (await shopper.get('/shop/listing?category=female')).text();

  // The listing's own chunk is preloaded with the entry, not discovered after it runs. Scripts ask
  // for low priority: the first paint needs only the HTML and the first cards' images.
  expect(html).toMatch(/<link rel="modulepreload" crossorigin fetchpriority="low" href="\/assets\/ListingPage-[\w-]+\.js">/);
  expect(html).toMatch(/<script type="module" crossorigin fetchpriority="low" src="\/assets\/index-[\w-]+\.js"/);
  expect(html).toMatch(/<link rel="preload" as="image"[^>]*fetchPriority="high"/);
  // The state block cannot be closed early by anything in the data.
  const state = /<script type="application\/json" id="threadline-state" nonce="[^"]+">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(state).toBeDefined();
  expect(state).not.toContain('<');
  expect(JSON.parse(state!)).toMatchObject({ apollo: { ROOT_QUERY: expect.any(Object) } });

  // Hashed assets never change: a year, immutable.
  const asset = /href="(\/assets\/ListingPage-[\w-]+\.js)"/.exec(html)?.[1];
  const assetResponse = await shopper.get(asset!);
  expect(assetResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  await shopper.dispose();
});

test('two shoppers interleaved each get their own name, cart and nonce in a kept listing page, and a change shows at once', async ({ playwright, baseURL }) => {
  // Catalogue pages are kept once rendered (PAGE_CACHE_MB) and served again to whoever asks with
  // the same data: nothing of one shopper's may reach the other.
  const asha = await playwright.request.newContext({ baseURL });
  await signInOver(asha, SHOPPER);
  const other = { userName: 'Tara Sen', email: `ssr-cache-${test.info().project.name}-${Date.now()}@example.com`, password: 'Tara@20251' };
  const tara = await playwright.request.newContext({ baseURL });
  const registered = await tara.post('/graphql', {
    data: { query: 'mutation ($input: RegisterInput!) { register(input: $input) { userErrors { message } } }', variables: { input: other } },
  });
  expect(((await registered.json()) as { data: { register: { userErrors: unknown[] } } }).data.register.userErrors).toEqual([]);
  await signInOver(tara, other);

  const listingPath = '/shop/listing?category=male';
  const nonces = new Set<string>();
  const kept: string[] = [];
  async function pageOf(context: APIRequestContext): Promise<string> {
    const response = await context.get(listingPath, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    kept.push(response.headers()['x-page-cache'] ?? '');
    const html = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
    expect(nonce).toBeTruthy();
    // Every nonce in the page is this answer's, and no answer's nonce is another's.
    expect(new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]))).toEqual(new Set([nonce]));
    expect(nonces.has(nonce!)).toBe(false);
    nonces.add(nonce!);
    return html;
  }

  const [product] = await listed(asha, 'filter: { category: MALE }, first: 1');
  expect(product).toBeDefined();
  const productId = ((await (await asha.post('/graphql', { data: { query: `{ product(slug: "${product!.slug}") { id } }` } })).json()) as { data: { product: { id: string } } }).data.product.id;
  expect(await pageOf(tara)).toContain('Cart, 0 items');
  expect(await pageOf(asha)).toContain(`Logged in as ${SHOPPER.userName}`);
  // Data the page shows changes: the next page shows it at once, though the page was kept.
  const added = await tara.post('/graphql', {
    data: { query: 'mutation ($input: AddToCartInput!) { addToCart(input: $input) { userErrors { message } } }', variables: { input: { productId, quantity: 2 } } },
  });
  expect(((await added.json()) as { data: { addToCart: { userErrors: unknown[] } } }).data.addToCart.userErrors).toEqual([]);

  for (let round = 0; round < 3; round += 1) {
    const ashas = await pageOf(asha);
    const taras = await pageOf(tara);
    expect(ashas).toContain(`Logged in as ${SHOPPER.userName}`);
    expect(ashas).not.toContain(other.userName);
    expect(ashas).not.toContain(other.email);
    expect(taras).toContain(`Logged in as ${other.userName}`);
    expect(taras).toContain('Cart, 2 items');
    expect(taras).not.toContain(SHOPPER.userName);
    expect(taras).not.toContain(SHOPPER.email);
  }

  // The rounds above were served from kept pages, interleaved: what this test is about.
  expect(kept.filter((outcome) => outcome === 'hit').length).toBeGreaterThanOrEqual(4);
  await Promise.all([asha.dispose(), tara.dispose()]);
});
