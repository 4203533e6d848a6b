import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LISTING_VIEW_STORAGE_KEY, RESUME_LISTING_STATE } from './listing-view';
import { ListingPage } from './ListingPage';
import { LISTING_PAGE_SIZE } from './operations';
import { fakeListingApi, renderRoute, setScreenWidth, type FakeProduct } from './test-catalog';

const url = () => screen.getByTestId('url').textContent;
const grid = () => screen.getByRole('list', { name: 'Products' });
const titles = () => within(grid()).getAllByRole('heading').map((heading) => heading.textContent);
const option = (group: string, name: RegExp) =>
  within(screen.getByRole('group', { name: group })).getByRole('checkbox', { name });

function renderListing(entry: Parameters<typeof renderRoute>[1], catalogue?: readonly FakeProduct[]) {
  const api = fakeListingApi(catalogue);
  renderRoute(<ListingPage />, entry, [api.mock]);
  return api;
}

// react-aria widgets and the cache make these slower than a unit test; the first warms jsdom up.
describe('ListingPage', { timeout: 20_000 }, () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the category heading, the product count and a card per product that opens the product dialog', async () => {
    renderListing('/shop/listing?category=kids');

    expect(screen.getByRole('heading', { level: 1, name: 'Kids' })).toBeInTheDocument();
    expect(await screen.findByText('3 products')).toBeInTheDocument();
    expect(within(grid()).getAllByRole('listitem')).toHaveLength(3);
    const card = within(grid()).getByRole('article', { name: "Kids' Polo" });
    // Cheapest first by default; the title links to this very page with the dialog open.
    expect(titles()).toEqual(["Kids' Dino Tee", "Kids' Rocket Tee", "Kids' Polo"]);
    expect(within(card).getByRole('link', { name: "Kids' Polo" })).toHaveAttribute(
      'href',
      '/shop/listing?category=kids&product=kids-polo',
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows each option with its count, and the chosen product type narrows the grid to that count', async () => {
    const api = renderListing('/shop/listing?category=kids');
    await screen.findByText('3 products');

    expect(option('Category', /^Men/)).toHaveAccessibleName('Men (3 products)');
    expect(option('Category', /^Kids/)).toBeChecked();
    expect(option('Product Type', /^Polo Neck/)).toHaveAccessibleName('Polo Neck T-Shirt (1 product)');
    // Nothing to show for it within Kids: not offered.
    expect(option('Product Type', /^Crop Top/)).toBeDisabled();

    await userEvent.click(option('Product Type', /^Polo Neck/));
    expect(url()).toBe('/shop/listing?category=kids&productType=polo_neck');
    expect(await screen.findByText('1 product')).toBeInTheDocument();
    expect(titles()).toEqual(["Kids' Polo"]);
    expect(api.calls.at(-1)).toEqual({ filter: { category: 'KIDS', productTypes: ['POLO_NECK'] }, first: LISTING_PAGE_SIZE });
  });

  it('keeps category and age exclusive and single, and clears an option pressed again', async () => {
    const api = renderListing('/shop/listing');
    await screen.findByText('8 products');

    await userEvent.click(option('Category', /^Men/));
    expect(url()).toBe('/shop/listing?category=male');
    await userEvent.click(option('Category', /^Women/));
    expect(url()).toBe('/shop/listing?category=female');
    expect(option('Category', /^Men/)).not.toBeChecked();

    await userEvent.click(option('Age', /^6-8 Years/));
    expect(url()).toBe('/shop/listing?age=6-8yr');
    expect(option('Category', /^Women/)).not.toBeChecked();
    expect(option('Age', /^6-8 Years/)).toBeChecked();
    expect(screen.getByRole('heading', { level: 1, name: 'Kids · 6-8 Years' })).toBeInTheDocument();
    expect(await screen.findByText('1 product')).toBeInTheDocument();
    expect(api.calls.at(-1)).toEqual({ filter: { age: 'AGE_6_8' }, first: LISTING_PAGE_SIZE });

    await userEvent.click(option('Age', /^6-8 Years/));
    expect(url()).toBe('/shop/listing');
    expect(option('Age', /^6-8 Years/)).not.toBeChecked();
    expect(await screen.findByText('8 products')).toBeInTheDocument();
  });

  it('lets product types add up, and writes them sorted so one view has one URL', async () => {
    renderListing('/shop/listing');
    await screen.findByText('8 products');

    await userEvent.click(option('Product Type', /^Polo Neck/));
    await userEvent.click(option('Product Type', /^Crop Top/));
    expect(url()).toBe('/shop/listing?productType=crop_top,polo_neck');
    expect(await screen.findByText('4 products')).toBeInTheDocument();

    await userEvent.click(option('Product Type', /^Polo Neck/));
    expect(url()).toBe('/shop/listing?productType=crop_top');
  });

  it('repairs a hand-edited URL into its canonical form instead of failing', async () => {
    const api = renderListing(
      '/shop/listing?productType=polo_neck%2Cbogus,crop_top&sort=price-lowtohigh&category=aliens&product=p4',
    );

    await waitFor(() => expect(url()).toBe('/shop/listing?productType=crop_top,polo_neck&product=p4'));
    expect(screen.getByRole('heading', { level: 1, name: 'All Products' })).toBeInTheDocument();
    expect(await screen.findByText('4 products')).toBeInTheDocument();
    expect(api.calls.every((call) => call.sort === undefined && call.filter?.category === undefined)).toBe(true);
  });

  it('sorts from the menu, keeping the sort in the URL and leaving the default out', async () => {
    const api = renderListing('/shop/listing?category=male');
    await screen.findByText('3 products');
    expect(titles()).toEqual(["Men's Grey Tee", "Men's Navy Polo", "Men's Sweatshirt"]);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: High to Low');
    expect(url()).toBe('/shop/listing?category=male&sort=price-hightolow');
    await waitFor(() => expect(titles()).toEqual(["Men's Sweatshirt", "Men's Navy Polo", "Men's Grey Tee"]));
    expect(api.calls.at(-1)).toEqual({ filter: { category: 'MALE' }, sort: 'PRICE_HIGH_TO_LOW', first: LISTING_PAGE_SIZE });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: Low to High');
    expect(url()).toBe('/shop/listing?category=male');
  });

  it('makes every change a history entry, so Back and Forward restore each view', async () => {
    renderListing('/shop/listing');
    await screen.findByText('8 products');

    await userEvent.click(option('Category', /^Kids/));
    await screen.findByText('3 products');
    await userEvent.click(option('Product Type', /^Round Neck T-Shirt \(Half/));
    await screen.findByText('2 products');

    await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(url()).toBe('/shop/listing?category=kids');
    expect(await screen.findByText('3 products')).toBeInTheDocument();
    expect(option('Product Type', /^Round Neck T-Shirt \(Half/)).not.toBeChecked();
    expect(option('Category', /^Kids/)).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Browser forward' }));
    expect(url()).toBe('/shop/listing?category=kids&productType=round_neck_half');
    expect(await screen.findByText('2 products')).toBeInTheDocument();
    expect(option('Product Type', /^Round Neck T-Shirt \(Half/)).toBeChecked();
  });

  it('remembers the view in session storage and reopens it for a "back to shopping" link', async () => {
    const first = renderListing('/shop/listing?category=female&sort=price-hightolow');
    await screen.findByText('2 products');
    expect(sessionStorage.getItem(LISTING_VIEW_STORAGE_KEY)).toBe('category=female&sort=price-hightolow');
    expect(first.calls).toHaveLength(1);

    // A new page (as after visiting checkout) reached through Shop Now: the stored view, with no
    // detour through the unfiltered listing.
    cleanup();
    const resumed = renderListing({ pathname: '/shop/listing', state: RESUME_LISTING_STATE });
    await waitFor(() => expect(url()).toBe('/shop/listing?category=female&sort=price-hightolow'));
    expect(await screen.findByText('2 products')).toBeInTheDocument();
    expect(titles()).toEqual(["Women's Polo", "Women's Crop Top"]);
    expect(resumed.calls.every((call) => call.filter?.category === 'FEMALE')).toBe(true);
  });

  it('uses a resume request once: Back to that entry shows what it showed then', async () => {
    // Nothing stored yet: Shop Now shows everything.
    renderListing({ pathname: '/shop/listing', state: RESUME_LISTING_STATE });
    expect(await screen.findByText('8 products')).toBeInTheDocument();

    await userEvent.click(option('Category', /^Men/));
    expect(await screen.findByText('3 products')).toBeInTheDocument();
    expect(sessionStorage.getItem(LISTING_VIEW_STORAGE_KEY)).toBe('category=male');

    await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(url()).toBe('/shop/listing');
    expect(await screen.findByText('8 products')).toBeInTheDocument();
    expect(option('Category', /^Men/)).not.toBeChecked();
  });

  it('shows exactly what the URL says when the link does not ask to resume (All Products)', async () => {
    sessionStorage.setItem(LISTING_VIEW_STORAGE_KEY, 'category=female');
    renderListing('/shop/listing');

    expect(await screen.findByText('8 products')).toBeInTheDocument();
    expect(url()).toBe('/shop/listing');
    expect(screen.getByRole('heading', { level: 1, name: 'All Products' })).toBeInTheDocument();
    // The view shown becomes the remembered one.
    expect(sessionStorage.getItem(LISTING_VIEW_STORAGE_KEY)).toBe('');
  });

  it('shows the empty state with a way out when nothing matches', async () => {
    renderListing('/shop/listing?category=female', [FAKE_MEN_ONLY]);

    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters')).toBeInTheDocument();
    expect(screen.getByText('0 products')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();

    const notice = screen.getByText('No products found').parentElement!;
    await userEvent.click(within(notice).getByRole('button', { name: 'Clear filters' }));
    expect(url()).toBe('/shop/listing');
    expect(await screen.findByText('1 product')).toBeInTheDocument();
  });

  it('loads the next page into the same grid', async () => {
    const many = Array.from({ length: LISTING_PAGE_SIZE + 3 }, (_, i) => ({ ...FAKE_MEN_ONLY, title: `Tee ${i + 1}`, price: `${100 + i}.00` }));
    renderListing('/shop/listing?category=male', many);

    expect(await screen.findByText(`${many.length} products`)).toBeInTheDocument();
    expect(screen.getByText(`Showing ${LISTING_PAGE_SIZE} of ${many.length}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

    // The grid's HTML is made again when its products change (ServerHtml), so it is looked up anew on each try.
    await waitFor(() => expect(within(grid()).getByRole('article', { name: `Tee ${many.length}` })).toBeInTheDocument());
    expect(within(grid()).getAllByRole('listitem')).toHaveLength(many.length);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('loads the first cards at once and the first two with high priority, the rest lazily', async () => {
    renderListing('/shop/listing');
    await screen.findByText('8 products');
    const images = within(grid()).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy', 'lazy', 'lazy']);
    expect(images.slice(0, 3).map((image) => image.getAttribute('fetchpriority'))).toEqual(['high', 'high', 'auto']);
  });
});

describe('ListingPage on a phone', { timeout: 20_000 }, () => {
  beforeEach(() => setScreenWidth(375));
  afterEach(() => vi.unstubAllGlobals());

  it('opens the filters in a sheet that shows the live count and closes onto the results', async () => {
    renderListing('/shop/listing');
    await screen.findByText('8 products');
    expect(screen.queryByRole('group', { name: 'Category' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(sheet).getByRole('checkbox', { name: /^Women/ }));
    await userEvent.click(within(sheet).getByRole('checkbox', { name: /^Polo Neck/ }));
    expect(url()).toBe('/shop/listing?category=female&productType=polo_neck');

    await userEvent.click(await within(sheet).findByRole('button', { name: 'Show 1 product' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(titles()).toEqual(["Women's Polo"]);
    expect(screen.getByRole('button', { name: 'Filters (2 active)' })).toBeInTheDocument();
  });
});

const FAKE_MEN_ONLY: FakeProduct = { title: "Men's Tee", category: 'MALE', productType: 'ROUND_NECK_HALF', price: '499.00' };
