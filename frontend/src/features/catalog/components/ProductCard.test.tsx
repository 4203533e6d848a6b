import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductCard_ProductFragment } from '../../../graphql/generated/graphql';
import { money } from '../../../test/money';
import { renderWithProviders } from '../../../test/render';
import { ProductCard, type ProductCardProps } from './ProductCard';

function product(overrides: Partial<ProductCard_ProductFragment> = {}): ProductCard_ProductFragment {
  return {
    id: 'p1',
    slug: 'navy-round-neck-t-shirt',
    title: 'Navy Round Neck T-Shirt',
    image: '/media/products/navy.webp',
    onSale: false,
    priceRange: { min: money('999.00') },
    compareAtPriceRange: null,
    totalStock: 40,
    category: 'MALE',
    productType: 'ROUND_NECK_HALF',
    offers: [],
    ...overrides,
  };
}

function renderCard(
  overrides?: Partial<ProductCard_ProductFragment>,
  { route = '/shop/listing', ...props }: Omit<ProductCardProps, 'product'> & { route?: string } = {},
) {
  renderWithProviders(<ProductCard product={product(overrides)} {...props} />, { route });
  return screen.getByRole('article', { name: overrides?.title ?? 'Navy Round Neck T-Shirt' });
}

describe('ProductCard', () => {
  it('shows the title as a heading and the image described by the title', () => {
    const card = renderCard();
    expect(within(card).getByRole('heading', { name: 'Navy Round Neck T-Shirt' })).toBeInTheDocument();
    const image = within(card).getByRole('img', { name: 'Navy Round Neck T-Shirt' });
    expect(image).toHaveAttribute('src', '/media/products/navy.webp');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
  });

  it("links its title to the product dialog over the page it is on, by the product's slug, keeping the page's view", () => {
    const card = renderCard({ id: 'p42', slug: 'navy-round-neck-t-shirt-2' }, { route: '/shop/search?keyword=navy' });
    const links = within(card).getAllByRole('link');
    // One tab stop per card: the title's link, stretched over the card.
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Navy Round Neck T-Shirt');
    expect(links[0]).toHaveAttribute('href', '/shop/search?keyword=navy&product=navy-round-neck-t-shirt-2');
  });

  it('loads its image at once with high priority when it is a likely largest paint', () => {
    const card = renderCard({}, { imagePriority: 'high' });
    const image = within(card).getByRole('img');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows the regular price with the rupee sign and two decimals when not on sale', () => {
    const card = renderCard({ priceRange: { min: money('1299.00') } });
    expect(within(card).getByText('₹1,299.00')).toBeInTheDocument();
    expect(card.querySelector('s')).toBeNull();
    expect(within(card).queryByText('Sale')).not.toBeInTheDocument();
    expect(within(card).queryByText(/regular price/i)).not.toBeInTheDocument();
  });

  it('shows the sale price as the price and strikes through the regular price', () => {
    const card = renderCard({ onSale: true, priceRange: { min: money('799.50') }, compareAtPriceRange: { min: money('999.00') } });
    const salePrice = within(card).getByText('₹799.50');
    expect(salePrice.closest('s')).toBeNull();

    const struck = card.querySelector('s');
    expect(struck).not.toBeNull();
    expect(struck).toHaveTextContent('Regular price ₹999.00');
    expect(within(card).getByText('Sale')).toBeInTheDocument();
  });

  it("lists the automatic promotions covering the product in the server's words, beside the spec's Sale badge", () => {
    const card = renderCard({
      onSale: true,
      priceRange: { min: money('799.50') },
      compareAtPriceRange: { min: money('999.00') },
      offers: ['Crop top offer: buy 2 get 1 free', 'Puja offer: 20 % off'],
    });
    const offers = within(card).getByRole('list', { name: 'Offers' });
    expect(within(offers).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Crop top offer: buy 2 get 1 free', 'Puja offer: 20 % off']);
    expect(within(card).getByText('Sale')).toBeInTheDocument();
    // The card shows the size's price as the server gives it: no discount is worked out here.
    expect(within(card).getByText('₹799.50')).toBeInTheDocument();
  });

  it('shows no offers list when no promotion covers the product', () => {
    const card = renderCard();
    expect(within(card).queryByRole('list', { name: 'Offers' })).not.toBeInTheDocument();
  });

  it('warns when fewer than 10 items are left', () => {
    const card = renderCard({ totalStock: 3 });
    expect(within(card).getByText('Only 3 items left')).toBeInTheDocument();
    expect(within(card).queryByText('Out Of Stock')).not.toBeInTheDocument();
  });

  it('says out of stock at 0', () => {
    const card = renderCard({ totalStock: 0 });
    expect(within(card).getByText('Out Of Stock')).toBeInTheDocument();
    expect(within(card).queryByText(/items left/)).not.toBeInTheDocument();
  });

  it('shows no stock badge when stock is comfortable', () => {
    const card = renderCard({ totalStock: 10 });
    expect(within(card).queryByText(/items left|Out Of Stock/)).not.toBeInTheDocument();
  });
});
