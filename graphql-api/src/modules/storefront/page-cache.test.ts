import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProducts, createUser, productInput } from '../../../test/factories.js';
import { createTestDatabase, startTestServer, type TestDatabase, type TestServer } from '../../../test/harness.js';
import { Role } from '../users/user.entity.js';
import { createPromotion } from '../../../test/promotions.js';
import { Promotion } from '../promotions/promotion.entity.js';

// Two instances on one PostgreSQL, each keeping rendered catalogue pages: whatever changes the
// catalogue, through whichever instance (or straight in the database), the very next page on either
// instance shows it. The renderer here is a stand-in beside a bare index.html: a page that shows
// one product's price and stock, kept through the page cache as the storefront's renderer keeps
// its catalogue pages (frontend/src/app/entry-server.tsx). What is under test is the API's side:
// what a kept page is valid for.

const INDEX_HTML = '<!doctype html><html lang="en"><head><title>Threadline</title><!--app-head--></head><body><div id="root"><!--app-body--></div></body></html>';

/** A renderer that shows `?id=`'s price, stock and offers, from the page cache when it may. */
const RENDERER = `
const PRODUCT = 'query ($id: ID!) { product(id: $id) { id basePrice { amount } totalStock offers } }';
const HERO_IMAGES = '{ featureImages { image } }';
const VIEWER = '{ me { userName } cart { itemCount lines { quantityAvailable product { id } } } }';
export function createRenderer() {
  return async ({ url, execute, pageCache }) => {
    const { pathname, search, searchParams } = new URL(url);
    if (pathname === '/shop/viewer-page') {
      // The shopper's own parts, kept for her alone (as entry-server.tsx keeps her slots and state).
      const lookup = pageCache ? await pageCache.viewer() : null;
      if (lookup && 'kept' in lookup) return { kind: 'page', status: 200, head: '', body: lookup.kept.html, viewerKept: true };
      const { data } = await execute({ query: VIEWER, variables: {} });
      const lines = data?.cart?.lines ?? [];
      const html = '<p id="viewer">' + (data?.me ? data.me.userName + ' / ' + (data.cart?.itemCount ?? 0) + ' / ' + lines.map((line) => line.quantityAvailable).join(',') : 'nobody') + '</p>';
      lookup?.keep({ size: html.length, html }, lines.map((line) => line.product.id));
      return { kind: 'page', status: 200, head: '', body: html, ...(lookup ? { viewerKept: false } : {}) };
    }
    const lookup = pageCache ? await pageCache.lookup(pathname + search) : null;
    if (lookup && 'kept' in lookup) return { kind: 'page', status: 200, head: '', body: lookup.kept.html, kept: true };
    if (pathname === '/shop/hero-page') {
      // The home page's carousel, as the storefront's home shows it.
      const { data } = await execute({ query: HERO_IMAGES, variables: {} });
      const html = '<p id="heroes">' + data.featureImages.map((hero) => hero.image).sort().join(', ') + '</p>';
      lookup?.keep({ size: html.length, html });
      return { kind: 'page', status: 200, head: '', body: html, ...(lookup ? { kept: false } : {}) };
    }
    const { data } = await execute({ query: PRODUCT, variables: { id: searchParams.get('id') } });
    const html = '<p id="shown">' + data.product.basePrice.amount + ' / ' + data.product.totalStock + '</p><p id="offers">' + data.product.offers.join('; ') + '</p>';
    lookup?.keep({ size: html.length, html });
    return { kind: 'page', status: 200, head: '', body: html, ...(lookup ? { kept: false } : {}) };
  };
}
`;
const PRODUCT = 'query ($id: ID!) { product(id: $id) { id basePrice { amount } totalStock } }';
const UPDATE_PRODUCT = 'mutation ($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { userErrors { code message } } }';

async function writeDist(): Promise<string> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'threadline-page-cache-'));
  const dist = path.join(root, 'dist');
  await fs.mkdir(path.join(dist, '.vite'), { recursive: true });
  await fs.mkdir(path.join(root, 'dist-server'));
  await fs.writeFile(path.join(dist, 'index.html'), INDEX_HTML);
  await fs.writeFile(path.join(dist, '.vite', 'manifest.json'), '{}');
  await fs.writeFile(path.join(root, 'dist-server', 'entry-server.js'), RENDERER);
  return dist;
}

describe('kept storefront pages, across two instances', () => {
  let database: TestDatabase;
  let dist: string;
  let a: TestServer;
  let b: TestServer;
  let adminToken: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    dist = await writeDist();
    // One signing key: a shopper signed in on one instance is signed in on the other.
    const env = { FRONTEND_DIST: dist, JWT_SECRET: 'two-instances-share-this-signing-key-0123456789' };
    a = await startTestServer(env, { database });
    b = await startTestServer(env, { database });
    adminToken = await a.tokenFor(await createUser(a.em(), { role: Role.ADMIN }));
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await database?.drop();
    if (dist) await fs.rm(path.dirname(dist), { recursive: true, force: true });
  });

  /** What `path` on `server` shows in its paragraph `id`, and whether the page cache answered. */
  async function paragraphOn(server: TestServer, path: string, id: string): Promise<{ text: string; cache: string | null }> {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status).toBe(200);
    const text = new RegExp(`<p id="${id}">([^<]*)</p>`).exec(await response.text())?.[1] ?? '';
    return { text, cache: response.headers.get('x-page-cache') };
  }

  /** The offers the product's page on `server` shows, and whether the page cache answered. */
  async function offersOn(server: TestServer, productId: string): Promise<{ offers: string; cache: string | null }> {
    const { text, cache } = await paragraphOn(server, `/shop/product-page?id=${productId}`, 'offers');
    return { offers: text, cache };
  }

  /** The page of the product on `server`: what it shows, and whether the page cache answered. */
  async function pageOn(server: TestServer, productId: string): Promise<{ shown: string; cache: string | null }> {
    const { text, cache } = await paragraphOn(server, `/shop/product-page?id=${productId}`, 'shown');
    return { shown: text, cache };
  }

  /** The hero images the home page's stand-in on `server` shows, and whether the page cache answered. */
  async function heroesOn(server: TestServer): Promise<{ shown: string; cache: string | null }> {
    const { text, cache } = await paragraphOn(server, '/shop/hero-page', 'heroes');
    return { shown: text, cache };
  }

  it('serves a kept page again, and a price changed on the other instance at once', async () => {
    const [product] = await createProducts(a.em(), [{ title: 'Kept Polo', pricePaise: 59_900, salePricePaise: 0, percentageIncrement: 0, totalStock: 12 }]);
    expect(await pageOn(b, product!.id)).toEqual({ shown: '599.00 / 12', cache: 'miss' });
    expect(await pageOn(b, product!.id)).toEqual({ shown: '599.00 / 12', cache: 'hit' });

    const updated = await a.gql<{ updateProduct: { userErrors: unknown[] } }>(
      UPDATE_PRODUCT,
      { id: product!.id, input: productInput({ title: 'Kept Polo', price: 799, sizeStock: [{ size: 'M', quantity: 12 }] }) },
      { token: adminToken },
    );
    expect(updated.body.data?.updateProduct.userErrors).toEqual([]);
    // No wait and no retry: the page right after the edit's answer shows the new price.
    expect(await pageOn(b, product!.id)).toEqual({ shown: '799.00 / 12', cache: 'miss' });
    expect(await pageOn(b, product!.id)).toEqual({ shown: '799.00 / 12', cache: 'hit' });
  });

  it('shows a hero image added on the other instance, or deleted in the database, at once', async () => {
    const before = (await heroesOn(b)).shown;
    expect((await heroesOn(b)).cache).toBe('hit');

    const added = await a.gql<{ addFeatureImage: { featureImage?: { id: string } | null; userErrors: unknown[] } }>(
      'mutation ($input: AddFeatureImageInput!) { addFeatureImage(input: $input) { featureImage { id } userErrors { code message } } }',
      { input: { image: '/media/features/festive-banner.webp' } },
      { token: adminToken },
    );
    expect(added.body.errors).toBeUndefined();
    expect(added.body.data?.addFeatureImage.userErrors).toEqual([]);
    const withBanner = [...before.split(', ').filter(Boolean), '/media/features/festive-banner.webp'].sort().join(', ');
    // No wait and no retry: the very next page shows it.
    expect(await heroesOn(b)).toEqual({ shown: withBanner, cache: 'miss' });
    expect(await heroesOn(b)).toEqual({ shown: withBanner, cache: 'hit' });

    await a.em().getConnection().execute("delete from feature_image where image = '/media/features/festive-banner.webp'");
    expect(await heroesOn(b)).toEqual({ shown: before, cache: 'miss' });
  });

  it("forgets a page when the stock of a product it shows changes, and keeps it through another product's", async () => {
    const [shown, other] = await createProducts(a.em(), [
      { title: 'Stocked Tee', totalStock: 9 },
      { title: 'Bystander Tee', totalStock: 5 },
    ]);
    // The product's answer is in B's catalogue cache before the page is rendered: a page made from
    // a remembered answer knows the products it shows all the same.
    expect((await b.gql<{ product: { totalStock: number } }>(PRODUCT, { id: shown!.id })).body.data?.product.totalStock).toBe(9);
    expect(await pageOn(b, shown!.id)).toEqual({ shown: '499.00 / 9', cache: 'miss' });
    expect((await pageOn(b, shown!.id)).cache).toBe('hit');

    // A sale elsewhere (any write of the size's stock, here straight in the database).
    await a.em().getConnection().execute("update product_size_stock set quantity = 4 where product_id = ? and size = 'M'", [other!.id]);
    expect(await pageOn(b, shown!.id)).toEqual({ shown: '499.00 / 9', cache: 'hit' });
    await a.em().getConnection().execute("update product_size_stock set quantity = 8 where product_id = ? and size = 'M'", [shown!.id]);
    expect(await pageOn(b, shown!.id)).toEqual({ shown: '499.00 / 8', cache: 'miss' });
    expect(await pageOn(a, shown!.id)).toEqual({ shown: '499.00 / 8', cache: 'miss' });
  });

  it('shows each stock change at once to every reader of the moment', async () => {
    const [product] = await createProducts(a.em(), [{ title: 'Busy Tee', totalStock: 30 }]);
    for (let stock = 29; stock >= 20; stock -= 1) {
      // Concurrent readers on B while A's write lands: none may see the old figure afterwards.
      const before = await Promise.all(Array.from({ length: 8 }, () => pageOn(b, product!.id)));
      expect(new Set(before.map((page) => page.shown))).toEqual(new Set([`499.00 / ${stock + 1}`]));
      await a.em().getConnection().execute("update product_size_stock set quantity = ? where product_id = ? and size = 'M'", [stock, product!.id]);
      const after = await Promise.all(Array.from({ length: 8 }, () => pageOn(b, product!.id)));
      expect(new Set(after.map((page) => page.shown))).toEqual(new Set([`499.00 / ${stock}`]));
    }
  });

  it('keeps a page only until an offer it could show starts or ends, with nothing written meanwhile', async () => {
    const HOUR = 60 * 60 * 1000;
    const now = Date.now();
    const [product] = await createProducts(a.em(), [{ title: 'Midnight Tee', totalStock: 5 }]);
    await createPromotion(a.em(), { name: 'Midnight sale', startsAt: new Date(now + HOUR), endsAt: new Date(now + 2 * HOUR) });
    // The page's own read catches up with the write; after that only Date moves (timers and sockets run as usual).
    expect(await offersOn(b, product!.id)).toEqual({ offers: '', cache: 'miss' });
    vi.useFakeTimers({ toFake: ['Date'], now });
    try {
      expect(await offersOn(b, product!.id)).toEqual({ offers: '', cache: 'hit' });
      vi.setSystemTime(now + HOUR - 1);
      expect(await offersOn(b, product!.id)).toEqual({ offers: '', cache: 'hit' });
      vi.setSystemTime(now + HOUR);
      expect(await offersOn(b, product!.id)).toEqual({ offers: 'Midnight sale: 10 % off', cache: 'miss' });
      expect(await offersOn(b, product!.id)).toEqual({ offers: 'Midnight sale: 10 % off', cache: 'hit' });
      vi.setSystemTime(now + 2 * HOUR);
      expect(await offersOn(b, product!.id)).toEqual({ offers: '', cache: 'miss' });
    } finally {
      vi.useRealTimers();
      await a.em().nativeDelete(Promotion, {});
    }
  });

  /** What the viewer page on `server` shows `token`'s shopper, and whether her parts were kept. */
  async function viewerOn(server: TestServer, token: string): Promise<{ shown: string; cache: string | null }> {
    const response = await fetch(`${server.url}/shop/viewer-page`, { headers: { cookie: `token=${token}` } });
    expect(response.status).toBe(200);
    const shown = /<p id="viewer">([^<]*)<\/p>/.exec(await response.text())?.[1] ?? '';
    return { shown, cache: response.headers.get('x-viewer-cache') };
  }

  const ADD_TO_CART = 'mutation ($input: AddToCartInput!) { addToCart(input: $input) { userErrors { code message } } }';

  it("keeps each shopper's own parts for her alone, interleaved, and forgets them when her cart changes on the other instance", async () => {
    const [product] = await createProducts(a.em(), [{ title: 'Cart Tee', totalStock: 7 }]);
    const asha = await createUser(a.em(), { userName: 'Asha Kept' });
    const tara = await createUser(a.em(), { userName: 'Tara Kept' });
    const ashaToken = await a.tokenFor(asha);
    const taraToken = await a.tokenFor(tara);
    // A shopper's cart is made the first time it is read: a change of hers like any other.
    await Promise.all([ashaToken, taraToken].map((token) => a.gql('{ cart { id } }', {}, { token })));
    expect(await viewerOn(b, ashaToken)).toEqual({ shown: 'Asha Kept / 0 / ', cache: 'miss' });
    expect(await viewerOn(b, taraToken)).toEqual({ shown: 'Tara Kept / 0 / ', cache: 'miss' });
    // Interleaved, many at once: each gets her own kept parts, never the other's.
    const pages = await Promise.all(Array.from({ length: 16 }, (_, i) => viewerOn(b, i % 2 === 0 ? ashaToken : taraToken)));
    pages.forEach((page, i) => expect(page).toEqual({ shown: i % 2 === 0 ? 'Asha Kept / 0 / ' : 'Tara Kept / 0 / ', cache: 'hit' }));

    // Asha's cart changes through A: B's very next page for her shows it; Tara's stays kept.
    const added = await a.gql<{ addToCart: { userErrors: unknown[] } }>(ADD_TO_CART, { input: { productId: product!.id, size: 'M', quantity: 2 } }, { token: ashaToken });
    expect(added.body.data?.addToCart.userErrors).toEqual([]);
    expect(await viewerOn(b, ashaToken)).toEqual({ shown: 'Asha Kept / 2 / 7', cache: 'miss' });
    expect(await viewerOn(b, ashaToken)).toEqual({ shown: 'Asha Kept / 2 / 7', cache: 'hit' });
    expect(await viewerOn(b, taraToken)).toEqual({ shown: 'Tara Kept / 0 / ', cache: 'hit' });

    // The stock of a product in her cart (a sale elsewhere, straight in the database): forgotten for her only.
    await a.em().getConnection().execute("update product_size_stock set quantity = 6 where product_id = ? and size = 'M'", [product!.id]);
    expect(await viewerOn(b, ashaToken)).toEqual({ shown: 'Asha Kept / 2 / 6', cache: 'miss' });
    expect(await viewerOn(b, taraToken)).toEqual({ shown: 'Tara Kept / 0 / ', cache: 'hit' });

    // Her account renamed straight in SQL, and a line removed with its cart: each shows at once.
    await a.em().getConnection().execute("update app_user set user_name = 'Asha Renamed' where id = ?", [asha.id]);
    expect(await viewerOn(b, ashaToken)).toEqual({ shown: 'Asha Renamed / 2 / 6', cache: 'miss' });
    await a.em().getConnection().execute('delete from cart where user_id = ?', [asha.id]);
    expect((await viewerOn(b, ashaToken)).shown).toBe('Asha Renamed / 0 / ');
    expect(await viewerOn(b, taraToken)).toEqual({ shown: 'Tara Kept / 0 / ', cache: 'hit' });
  });

  it("forgets every shopper's parts when a promotion is used up or available again, and keeps none for a session signed out or an admin", async () => {
    const shopper = await createUser(a.em(), { userName: 'Uma Uses' });
    const token = await a.tokenFor(shopper);
    await a.gql('{ cart { id } }', {}, { token });
    expect((await viewerOn(b, token)).cache).toBe('miss');
    expect((await viewerOn(b, token)).cache).toBe('hit');
    // A promotion used up leaves every cart it was in: its count is everyone's change.
    const promotion = await createPromotion(a.em(), { name: 'Counted sale', usageLimit: 2 });
    expect((await viewerOn(b, token)).cache).toBe('miss');
    expect((await viewerOn(b, token)).cache).toBe('hit');
    // A use that leaves it available changes no cart: her parts stay kept through a sale's orders.
    await a.em().getConnection().execute('update promotion set uses = uses + 1 where id = ?', [promotion.id]);
    expect((await viewerOn(b, token)).cache).toBe('hit');
    await a.em().getConnection().execute('update promotion set uses = uses + 1 where id = ?', [promotion.id]);
    expect((await viewerOn(b, token)).cache).toBe('miss');
    expect((await viewerOn(b, token)).cache).toBe('hit');
    // Available again (an order canceled gave its use back): every cart may show it again.
    await a.em().getConnection().execute('update promotion set uses = uses - 1 where id = ?', [promotion.id]);
    expect((await viewerOn(b, token)).cache).toBe('miss');

    // Signed out on A: B keeps and serves nothing of hers, and shows nobody.
    expect((await viewerOn(b, token)).cache).toBe('hit');
    const loggedOut = await a.gql<{ logout: { success: boolean } }>('mutation { logout { success } }', {}, { token });
    expect(loggedOut.body.data?.logout.success).toBe(true);
    expect(await viewerOn(b, token)).toEqual({ shown: 'nobody', cache: null });

    const adminToken = await a.tokenFor(await createUser(a.em(), { role: Role.ADMIN, userName: 'Ada Admin' }));
    expect((await viewerOn(b, adminToken)).cache).toBeNull();
    await a.em().nativeDelete(Promotion, {});
  });
});
