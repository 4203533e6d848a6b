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
  // So are the entry's own imports, React's chunk the largest: each chunk the start needs is named
  // in the page, none found only once the entry has arrived.
  const { chunks, preloaded } = await neededAndPreloaded(shopper, html);
  expect(chunks.length).toBeGreaterThan(5);
  expect(chunks.filter((chunk) => !preloaded.includes(chunk))).toEqual([]);
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

/**
 * The chunks the entry of a page imports statically (read from the entry and from each chunk in
 * turn, as the browser finds them), and the chunks the page preloads.
 */
async function neededAndPreloaded(request: APIRequestContext, html: string): Promise<{ chunks: string[]; preloaded: string[] }> {
  const preloaded = Array.from(html.matchAll(/<link rel="modulepreload"[^>]* href="(\/assets\/[\w.-]+\.js)">/g), (match) => match[1]!);
  const entry = /<script type="module"[^>]* src="(\/assets\/index-[\w-]+\.js)"/.exec(html)![1]!;
  const chunks = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const chunk = pending.pop()!;
    const code = await (await request.get(chunk)).text();
    // Static imports only, as Vite writes them (`import{a as b}from"./x.js"`, `import"./y.js"`); a
    // dynamic `import("./z.js")` is a route loaded later.
    for (const [, file] of code.matchAll(/(?:^|[;}\n])\s*import\s*(?:[\w${}\s,*]+from\s*)?["']\.\/([\w.-]+\.js)["']/g)) {
      const path = `/assets/${file}`;
      if (!chunks.has(path)) {
        chunks.add(path);
        pending.push(path);
      }
    }
  }
  return { chunks: [...chunks], preloaded };
}

/** A product's fields as its edit takes them back (ProductInput), read as the admin. */
const PRODUCT_FOR_EDIT = `query ($id: ID!) { product(id: $id) {
  image title description category productType type size measurement percentageIncrement basePrice { amount } baseSalePrice { amount }
  sizeOptions { size quantityAvailable } } }`;
const UPDATE_PRODUCT = 'mutation ($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { userErrors { code message } } }';

interface ProductForEdit {
  image: string;
  title: string;
  description: string;
  category: string;
  productType: string;
  type: string;
  size: string;
  measurement: string;
  percentageIncrement: number;
  basePrice: { amount: string };
  baseSalePrice: { amount: string } | null;
  sizeOptions: { size: string; quantityAvailable: number }[];
}

/** The admin's edit of one product: its price, or one size's stock, the rest as it is. */
async function editProduct(admin: APIRequestContext, id: string, change: { price?: string; stock?: { size: string; quantity: number } }): Promise<void> {
  const read = await admin.post('/graphql', { data: { query: PRODUCT_FOR_EDIT, variables: { id } } });
  const { basePrice, baseSalePrice, sizeOptions, ...fields } = ((await read.json()) as { data: { product: ProductForEdit } }).data.product;
  const input = {
    ...fields,
    price: change.price ?? basePrice.amount,
    salePrice: baseSalePrice?.amount ?? null,
    ...(change.stock
      ? {
          sizeStock: sizeOptions.map((option) => ({
            size: option.size,
            quantity: option.size === change.stock!.size ? change.stock!.quantity : option.quantityAvailable,
            expectedStock: option.quantityAvailable,
          })),
        }
      : {}),
  };
  const saved = await admin.post('/graphql', { data: { query: UPDATE_PRODUCT, variables: { id, input } } });
  expect(((await saved.json()) as { data: { updateProduct: { userErrors: unknown[] } } }).data.updateProduct.userErrors).toEqual([]);
}

test('two shoppers interleaved share one kept listing page, each with their own name, cart and nonce, and a price or stock change shows at once', async ({ playwright, baseURL }) => {
  // A catalogue page is rendered once and kept for every shopper (PAGE_CACHE_MB), with each
  // response's viewer parts (the header's name and cart count, the footer's greeting, the viewer's
  // Apollo state) and nonce put in: nothing of one shopper's may reach the other.
  const asha = await playwright.request.newContext({ baseURL });
  await signInOver(asha, SHOPPER);
  const other = { userName: 'Tara Sen', email: `ssr-cache-${test.info().project.name}-${Date.now()}@example.com`, password: 'Tara@20251' };
  const tara = await playwright.request.newContext({ baseURL });
  const registered = await tara.post('/graphql', {
    data: { query: 'mutation ($input: RegisterInput!) { register(input: $input) { userErrors { message } } }', variables: { input: other } },
  });
  expect(((await registered.json()) as { data: { register: { userErrors: unknown[] } } }).data.register.userErrors).toEqual([]);
  await signInOver(tara, other);
  const admin = await playwright.request.newContext({ baseURL });
  await signInOver(admin, ADMIN);

  // Its own listing, so that no other test's visit has kept it already.
  const listingPath = `/shop/listing?category=male&sort=price-hightolow&kept=${Date.now()}`;
  const nonces = new Set<string>();
  const kept: string[] = [];
  // Each shopper's own parts are kept for her alone too (X-Viewer-Cache), until her data changes.
  const viewerKept = new Map<APIRequestContext, string[]>();
  async function pageOf(context: APIRequestContext): Promise<{ html: string; state: { apollo: Record<string, Record<string, unknown>> } }> {
    const response = await context.get(listingPath, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    kept.push(response.headers()['x-page-cache'] ?? '');
    viewerKept.set(context, [...(viewerKept.get(context) ?? []), response.headers()['x-viewer-cache'] ?? '']);
    const html = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
    expect(nonce).toBeTruthy();
    // Every nonce in the page is this answer's, and no answer's nonce is another's.
    expect(new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]))).toEqual(new Set([nonce]));
    expect(nonces.has(nonce!)).toBe(false);
    nonces.add(nonce!);
    const state = /<script type="application\/json" id="threadline-state"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
    return { html, state: JSON.parse(state!) as { apollo: Record<string, Record<string, unknown>> } };
  }
  function expectOwn(page: { html: string; state: { apollo: Record<string, Record<string, unknown>> } }, own: { userName: string; email: string }, others: { userName: string; email: string }, cartCount: number): void {
    expect(page.html).toContain(`Logged in as ${own.userName}`);
    expect(page.html).toContain(`Cart, ${cartCount} items`);
    // The footer's WhatsApp greeting names its shopper.
    expect(page.html).toContain(encodeURIComponent(own.userName));
    expect(page.html).not.toContain(others.userName);
    expect(page.html).not.toContain(encodeURIComponent(others.userName));
    expect(page.html).not.toContain(others.email);
    const users = Object.values(page.state.apollo).filter((entry) => entry['__typename'] === 'User');
    expect(users.map((user) => user['email'])).toEqual([own.email]);
  }

  // A product near the top of the page and not on sale (its card shows its regular price).
  const candidates = await asha.post('/graphql', {
    data: { query: '{ products(filter: { category: MALE }, sort: PRICE_HIGH_TO_LOW, first: 8) { nodes { id title onSale basePrice { amount } } } }' },
  });
  const product = ((await candidates.json()) as { data: { products: { nodes: { id: string; title: string; onSale: boolean; basePrice: { amount: string } }[] } } }).data.products.nodes.find(
    (node) => !node.onSale,
  );
  expect(product).toBeDefined();
  const productId = product!.id;
  const taraPage = await pageOf(tara);
  expectOwn(taraPage, other, SHOPPER, 0);
  // Rendered for Tara, served to Asha: one page for every shopper.
  expectOwn(await pageOf(asha), SHOPPER, other, 0);
  expect(kept).toEqual(['miss', 'hit']);

  // Tara's cart changes: her next page shows it, Asha's does not, and the page stays kept.
  const added = await tara.post('/graphql', {
    data: { query: 'mutation ($input: AddToCartInput!) { addToCart(input: $input) { userErrors { message } } }', variables: { input: { productId, quantity: 2 } } },
  });
  expect(((await added.json()) as { data: { addToCart: { userErrors: unknown[] } } }).data.addToCart.userErrors).toEqual([]);
  for (let round = 0; round < 3; round += 1) {
    expectOwn(await pageOf(asha), SHOPPER, other, 0);
    expectOwn(await pageOf(tara), other, SHOPPER, 2);
  }
  expect(kept.slice(2)).toEqual(['hit', 'hit', 'hit', 'hit', 'hit', 'hit']);
  // Tara's parts were made again after her cart changed, then kept, and so were Asha's (whose first
  // page may have made her cart, a change of hers, when this test runs alone).
  expect(viewerKept.get(tara)!.slice(-3)).toEqual(['miss', 'hit', 'hit']);
  expect(viewerKept.get(asha)!.slice(-2)).toEqual(['hit', 'hit']);

  // The admin changes the product's price: the very next page shows it, for either shopper.
  const oldPrice = product!.basePrice.amount;
  const newPrice = `${Number(oldPrice.split('.')[0]) + 1000}.${oldPrice.split('.')[1] ?? '00'}`;
  await editProduct(admin, productId, { price: newPrice });
  const repriced = await pageOf(asha);
  expect(repriced.html).toContain(rupees(newPrice));
  expect(kept.at(-1)).toBe('miss');
  expectOwn(repriced, SHOPPER, other, 0);
  const repricedForTara = await pageOf(tara);
  expect(repricedForTara.html).toContain(rupees(newPrice));
  expectOwn(repricedForTara, other, SHOPPER, 2);
  expect(kept.at(-1)).toBe('hit');

  // And a size's stock: the next page's data (what the browser hydrates from) holds the new figure.
  const stockOf = (page: { state: { apollo: Record<string, Record<string, unknown>> } }) => page.state.apollo[`Product:${productId}`]?.['totalStock'];
  const stockBefore = stockOf(await pageOf(tara)) as number;
  const read = await admin.post('/graphql', { data: { query: PRODUCT_FOR_EDIT, variables: { id: productId } } });
  const size = ((await read.json()) as { data: { product: ProductForEdit } }).data.product.sizeOptions.find((option) => option.quantityAvailable > 0)!;
  await editProduct(admin, productId, { stock: { size: size.size, quantity: size.quantityAvailable - 1 } });
  expect(stockOf(await pageOf(asha))).toBe(stockBefore - 1);
  expect(stockOf(await pageOf(tara))).toBe(stockBefore - 1);

  // The store as the other journeys know it.
  await editProduct(admin, productId, { price: oldPrice, stock: { size: size.size, quantity: size.quantityAvailable } });
  await Promise.all([asha.dispose(), tara.dispose(), admin.dispose()]);
});

test('a listing kept from another shopper’s visit hydrates as this shopper’s page, name and cart count included', async ({ browser, playwright, baseURL }) => {
  // The page is rendered for Asha and kept; Tara's browser gets it with her own parts put in, and
  // React takes the HTML over as it is (the journey's guard fails on any hydration error).
  const listingPath = `/shop/listing?category=female&kept=${Date.now()}`;
  const asha = await playwright.request.newContext({ baseURL });
  await signInOver(asha, SHOPPER);
  expect((await asha.get(listingPath, { maxRedirects: 0 })).headers()['x-page-cache']).toBe('miss');

  const tara = { userName: 'Tara Bose', email: `ssr-hydrate-${test.info().project.name}-${Date.now()}@example.com`, password: 'Tara@20251' };
  const context = await browser.newContext({ baseURL });
  const registered = await context.request.post('/graphql', {
    data: { query: 'mutation ($input: RegisterInput!) { register(input: $input) { userErrors { message } } }', variables: { input: tara } },
  });
  expect(((await registered.json()) as { data: { register: { userErrors: unknown[] } } }).data.register.userErrors).toEqual([]);
  await signInOver(context.request, tara);
  const [product] = await listed(context.request, 'filter: { category: FEMALE }, first: 1');
  const productId = ((await (await context.request.post('/graphql', { data: { query: `{ product(slug: "${product!.slug}") { id } }` } })).json()) as { data: { product: { id: string } } }).data.product.id;
  const added = await context.request.post('/graphql', {
    data: { query: 'mutation ($input: AddToCartInput!) { addToCart(input: $input) { userErrors { message } } }', variables: { input: { productId, quantity: 1 } } },
  });
  expect(((await added.json()) as { data: { addToCart: { userErrors: unknown[] } } }).data.addToCart.userErrors).toEqual([]);

  const page = await context.newPage();
  const answer = await page.goto(listingPath);
  expect(answer?.headers()['x-page-cache']).toBe('hit');
  // Hydrated: the page's buttons work.
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrating', '');
  await expect(page.getByRole('button', { name: `Logged in as ${tara.userName}` })).toBeVisible();
  await page.getByRole('button', { name: 'Cart, 1 items' }).click();
  await expect(page.getByRole('dialog').getByText(product!.title)).toBeVisible();
  await expect(page.getByText(SHOPPER.userName)).toHaveCount(0);
  await asha.dispose();
  await context.close();
});
