import { GraphQLError } from 'graphql';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProductDialogDocument } from '../../graphql/generated/graphql';
import {
  cartMock,
  kidsProduct,
  letterSizedProduct,
  oversizeProduct,
  productMock,
  renderDialog,
  slugOf,
  xxlOnlyProduct,
} from './test-fixtures';

function radioNames(group: HTMLElement): string[] {
  return within(group)
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent ?? '');
}

// Each test walks the whole dialog (query, sizes, cart) in jsdom; allow for a busy machine.
describe('ProductDialogHost', { timeout: 20_000 }, () => {
  it('is closed when the URL names no product', () => {
    renderDialog('/shop/listing', [cartMock()]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers an oversized tee in M to XXL with M chosen, and shows the price of the size chosen', async () => {
    const product = oversizeProduct();
    renderDialog(`/shop/listing?product=${slugOf(product)}`, [productMock(product), cartMock()]);

    const dialog = await screen.findByRole('dialog', { name: product.title });
    const sizes = within(dialog).getByRole('radiogroup', { name: 'Size' });
    expect(radioNames(sizes)).toEqual(['M', 'L', 'XL', 'XXL']);
    expect(within(sizes).getByRole('radio', { name: 'M' })).toBeChecked();
    expect(within(dialog).getByTestId('dialog-price')).toHaveTextContent('₹789.00');
    // On sale: the regular price of the chosen size is struck through.
    expect(within(dialog).getByText('₹989.00').closest('s')).not.toBeNull();
    expect(within(dialog).getByText('Sale')).toBeInTheDocument();
    expect(within(dialog).queryByRole('list', { name: 'Offers' })).not.toBeInTheDocument();

    await userEvent.click(within(sizes).getByRole('radio', { name: 'L' }));
    expect(within(sizes).getByRole('radio', { name: 'L' })).toBeChecked();
    expect(within(dialog).getByTestId('dialog-price')).toHaveTextContent('₹848.18');
    expect(screen.getByTestId('location')).toHaveTextContent(`/shop/listing?product=${slugOf(product)}&size=L`);
  });

  it('says which automatic promotions cover the product, as the server words them', async () => {
    const product = { ...oversizeProduct(), offers: ['Puja offer: 20 % off'] };
    renderDialog(`/shop/listing?product=${slugOf(product)}`, [productMock(product), cartMock()]);

    const dialog = await screen.findByRole('dialog', { name: product.title });
    const offers = within(dialog).getByRole('list', { name: 'Offers' });
    expect(within(offers).getByRole('listitem')).toHaveTextContent('Puja offer: 20 % off');
    expect(within(dialog).getByText('Sale')).toBeInTheDocument();
  });

  it('still opens a link shared before slugs, which named the product by its id', async () => {
    const product = { ...xxlOnlyProduct(), id: '0b6f3c1e-5d2a-4c8e-9f17-2a4b6c8d0e1f' };
    const byId = { request: { query: ProductDialogDocument, variables: { id: product.id } }, result: { data: { product } } };
    renderDialog(`/shop/listing?product=${product.id}`, [byId, cartMock()]);

    const dialog = await screen.findByRole('dialog', { name: product.title });
    expect(within(dialog).getByTestId('dialog-price')).toHaveTextContent('₹619.00');
  });

  it('offers only XXL for a product whose own size is XXL', async () => {
    const product = xxlOnlyProduct();
    renderDialog(`/shop/listing?product=${slugOf(product)}`, [productMock(product), cartMock()]);

    const sizes = await screen.findByRole('radiogroup', { name: 'Size' });
    expect(radioNames(sizes)).toEqual(['XXL']);
    expect(within(sizes).getByRole('radio', { name: 'XXL' })).toBeChecked();
    expect(screen.getByTestId('dialog-price')).toHaveTextContent('₹619.00');
  });

  it('chooses a kids product by age group', async () => {
    const product = kidsProduct();
    renderDialog(`/shop/listing?product=${slugOf(product)}`, [productMock(product), cartMock()]);

    const ages = await screen.findByRole('radiogroup', { name: 'Age Group' });
    expect(radioNames(ages)).toEqual(['3-5yr', '6-8yr', '9-13yr']);
    expect(within(ages).getByRole('radio', { name: '3-5yr' })).toBeChecked();
    expect(screen.queryByRole('radiogroup', { name: 'Size' })).not.toBeInTheDocument();
    expect(screen.getByText('Kids · Crop Top')).toBeInTheDocument();
  });

  it('opens a shared link on its size', async () => {
    const product = letterSizedProduct();
    renderDialog(`/shop/listing?product=${slugOf(product)}&size=XL`, [productMock(product), cartMock()]);
    const sizes = await screen.findByRole('radiogroup', { name: 'Size' });
    expect(within(sizes).getByRole('radio', { name: 'XL' })).toBeChecked();
    expect(screen.getByTestId('dialog-price')).toHaveTextContent('₹1,100.00');
  });

  it('falls back to the default size, and drops it from the URL, when the product does not offer the size asked for', async () => {
    const product = letterSizedProduct();
    renderDialog(`/shop/listing?category=male&product=${slugOf(product)}&size=3-5yr`, [productMock(product), cartMock()]);
    const repaired = await screen.findByRole('radiogroup', { name: 'Size' });
    expect(within(repaired).getByRole('radio', { name: 'XS' })).toBeChecked();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^/shop/listing\\?category=male&product=${slugOf(product)}$`)));
  });

  it('says the product was not found, and closing it leaves the page as it was', async () => {
    const missing = {
      request: { query: ProductDialogDocument, variables: { slug: 'gone' } },
      result: { errors: [new GraphQLError('Product not found', { extensions: { code: 'NOT_FOUND' } })] },
    };
    renderDialog('/shop/search?keyword=navy&product=gone', [missing, cartMock()]);

    const dialog = await screen.findByRole('dialog', { name: 'Product not found' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue Shopping' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/shop\/search\?keyword=navy$/);
  });

  it('closes on Escape, dropping the product and its size from the URL', async () => {
    const product = letterSizedProduct();
    renderDialog(`/shop/listing?category=male&product=${slugOf(product)}&size=L`, [productMock(product), cartMock()]);
    await screen.findByRole('dialog', { name: product.title });

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/shop\/listing\?category=male$/);
  });
});
