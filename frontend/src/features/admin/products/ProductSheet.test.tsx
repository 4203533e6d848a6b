import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CreateProductDocument,
  ProductSheetStockDocument,
  UpdateProductDocument,
  type ProductForm_ProductFragment,
  type ProductInput,
} from '../../../graphql/generated/graphql';
import { money } from '../../../test/money';
import { renderWithProviders } from '../../../test/render';
import { Toaster } from '../../../ui/Toaster';
import { ProductSheet } from './ProductSheet';

const IMAGE_URL = '/media/products/linen-polo-0123456789ab-w1280.webp';

const COMPLETE_INPUT: ProductInput = {
  image: IMAGE_URL,
  title: 'Linen Polo',
  description: 'Breathable linen blend, regular fit.',
  category: 'MALE',
  productType: 'POLO_NECK',
  type: 'SIZE',
  size: 'XS',
  measurement: 'IN_36',
  // Typed as "1299" and "999"; sent as the exact decimal strings the API reads.
  price: '1299.00',
  salePrice: '999.00',
  percentageIncrement: 5,
  // A field per size the product offers, in its order: 40 in M, none in the others.
  sizeStock: [
    { size: 'XS', quantity: 0 },
    { size: 'S', quantity: 0 },
    { size: 'M', quantity: 40 },
    { size: 'L', quantity: 0 },
    { size: 'XL', quantity: 0 },
    { size: 'XXL', quantity: 0 },
  ],
};

const { price: _price, salePrice: _salePrice, sizeStock, ...COMPLETE_FIELDS } = COMPLETE_INPUT;

/** The product as the API answers for COMPLETE_INPUT. */
const SAVED = {
  ...COMPLETE_FIELDS,
  totalStock: 40,
  sizeOptions: sizeStock!.map(({ size, quantity }) => ({ __typename: 'SizeOption', size, quantityAvailable: quantity })),
  onSale: true,
  basePrice: money('1299.00'),
  baseSalePrice: money('999.00'),
};

const EXISTING: ProductForm_ProductFragment = {
  id: 'p-1',
  ...SAVED,
  title: 'Navy Tee',
  averageReview: 4.5,
  reviewCount: 2,
};

/** The sheet's read of the product's stock as it opens: each size's stock in the database now. */
function stockMock(id: string, stock: Record<string, number>): MockLink.MockedResponse {
  const sizeOptions = Object.entries(stock).map(([size, quantityAvailable]) => ({ __typename: 'SizeOption', size, quantityAvailable }));
  const totalStock = Object.values(stock).reduce((sum, quantity) => sum + quantity, 0);
  return { request: { query: ProductSheetStockDocument, variables: { id } }, result: { data: { product: { __typename: 'Product', id, totalStock, sizeOptions } } } };
}

/** Each size of EXISTING in its order, with these quantities (0 for the others). */
const stockOfExisting = (stock: Record<string, number>) => Object.fromEntries(sizeStock!.map(({ size }) => [size, stock[size] ?? 0]));

function createMock(payload: Record<string, unknown>): MockLink.MockedResponse {
  return {
    request: { query: CreateProductDocument, variables: { input: COMPLETE_INPUT } },
    result: { data: { createProduct: { __typename: 'CreateProductPayload', ...payload } } },
  };
}

/** The sheet as the products page holds it: opened and closed by the page. */
function Harness({ product = null }: { product?: ProductForm_ProductFragment | null }) {
  const [isOpen, setIsOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Open sheet
      </button>
      <p data-testid="sheet-state">{isOpen ? 'open' : 'closed'}</p>
      <ProductSheet isOpen={isOpen} onOpenChange={setIsOpen} product={product} />
      <Toaster />
    </>
  );
}

function field(label: string): HTMLElement {
  return screen.getByLabelText(label);
}

/** The trigger of the select whose visible label is `label`. */
function selectTrigger(label: string): HTMLButtonElement {
  // react-aria's Select label is a span beside its trigger button.
  const trigger = screen
    .getAllByText(label)
    .map((element) => element.parentElement?.querySelector<HTMLButtonElement>(':scope > button'))
    .find((button) => button != null);
  if (!trigger) throw new Error(`no select labelled ${label}`);
  return trigger;
}

async function choose(user: UserEvent, label: string, option: string) {
  await user.click(selectTrigger(label));
  await user.click(await screen.findByText(option, { selector: '[role="option"]' }));
}

function submitButton(name: string): HTMLButtonElement {
  return screen.getByText(name, { selector: 'button' }) as HTMLButtonElement;
}

async function uploadImage(user: UserEvent) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'polo.png', { type: 'image/png' }));
  await screen.findByAltText('Product image preview');
}

/** Types by pasting: one input event instead of one per key keeps these tests fast in jsdom. */
async function enter(user: UserEvent, label: string, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

/** The stock field of a size, in the sheet's stock group. */
function stockField(size: string): HTMLElement {
  return within(screen.getByRole('group', { name: /Stock per/ })).getByLabelText(size);
}

/** Types the stock of every offered size: 40 in M, 0 in the others. */
async function fillStock(user: UserEvent) {
  for (const { size, quantity } of sizeStock!) await enterStock(user, size, String(quantity));
}

async function enterStock(user: UserEvent, size: string, text: string) {
  await user.click(stockField(size));
  await user.paste(text);
}

async function fillEverythingButStock(user: UserEvent) {
  await uploadImage(user);
  await enter(user, 'Title', 'Linen Polo');
  await enter(user, 'Description', 'Breathable linen blend, regular fit.');
  await choose(user, 'Category', 'Men');
  await choose(user, 'Product Type', 'Polo Neck T-Shirt');
  await choose(user, 'Type', 'Size');
  await enter(user, 'Price (₹)', '1299');
  await enter(user, 'Sale Price (₹)', '999');
  await enter(user, 'Percentage Increment (%)', '5');
}

// Every step goes through react-aria's press and popover handling, which is slow in jsdom.
describe('ProductSheet', { timeout: 30_000 }, () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ success: true, message: 'Image uploaded successfully', data: { secure_url: IMAGE_URL } }), { status: 200 })),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("opens as 'Add New Product' with every field empty", () => {
    renderWithProviders(<Harness />);
    expect(screen.getByText('Add New Product', { selector: 'h2' })).toBeInTheDocument();
    expect(field('Title')).toHaveValue('');
    expect(selectTrigger('Category')).toHaveTextContent('Select category');
    expect(submitButton('Add Product')).toBeDisabled();
  });

  it('choosing type Size sets size XS and measurement 36in; kids products use the age groups', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    expect(selectTrigger('Size')).toBeDisabled();

    await choose(user, 'Type', 'Size');
    expect(selectTrigger('Size')).toHaveTextContent('XS');
    expect(selectTrigger('Measurement')).toHaveTextContent('36"');

    await choose(user, 'Category', 'Kids');
    expect(selectTrigger('Type')).toHaveTextContent('Age Group');
    expect(selectTrigger('Age Group')).toHaveTextContent('3-5 Years');
    expect(selectTrigger('Measurement')).toHaveTextContent('Kids');
    await user.click(selectTrigger('Age Group'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['3-5 Years', '6-8 Years', '9-13 Years']);
  });

  it('enables submit only once every field except averageReview is filled', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />, { mocks: [createMock({ product: null, userErrors: [] })] });

    await fillEverythingButStock(user);
    expect(submitButton('Add Product')).toBeDisabled();
    expect(screen.getByText('Every field is required.')).toBeInTheDocument();

    // One size left blank is a blank field: still disabled.
    for (const { size, quantity } of sizeStock!.slice(0, -1)) await enterStock(user, size, String(quantity));
    expect(submitButton('Add Product')).toBeDisabled();
    await enterStock(user, 'XXL', '0');
    expect(submitButton('Add Product')).toBeEnabled();
    expect(screen.getByText('Total stock: 40')).toBeInTheDocument();

    await user.clear(field('Title'));
    expect(submitButton('Add Product')).toBeDisabled();
  });

  it("shows the server's refusals at their fields and focuses the first", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />, {
      mocks: [
        createMock({
          product: null,
          userErrors: [
            { __typename: 'UserError', code: 'INVALID_INPUT', field: 'salePrice', message: 'Sale price must be less than the price' },
            { __typename: 'UserError', code: 'INVALID_INPUT', field: 'title', message: 'Title must be 2-120 characters' },
          ],
        }),
      ],
    });
    await fillEverythingButStock(user);
    await fillStock(user);
    await user.click(submitButton('Add Product'));

    expect(await screen.findByText('Title must be 2-120 characters')).toBeInTheDocument();
    expect(screen.getByText('Sale price must be less than the price')).toBeInTheDocument();
    expect(field('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Sale Price (₹)')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field('Title')).toHaveFocus());
    expect(screen.getByText('Validation Error')).toBeInTheDocument();
    expect(screen.getByTestId('sheet-state')).toHaveTextContent('open');
  });

  it("adds the product with the spec's toast and closes", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />, {
      mocks: [createMock({ product: { __typename: 'Product', id: 'p-new', ...SAVED, averageReview: 0, reviewCount: 0 }, userErrors: [] })],
    });
    await fillEverythingButStock(user);
    await fillStock(user);
    await user.click(submitButton('Add Product'));

    expect(await screen.findByText('Product add successfully')).toBeInTheDocument();
    expect(screen.getByTestId('sheet-state')).toHaveTextContent('closed');
  });

  it('gives each size the product offers a stock field, following type, size and cut as they change', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    expect(screen.getByText('Choose a type and size first.')).toBeInTheDocument();
    await choose(user, 'Type', 'Size');
    const stockFields = () => within(screen.getByRole('group', { name: /Stock per size/ })).getAllByRole('textbox').map((input) => input.getAttribute('name'));
    expect(stockFields()).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL'].map((size) => `sizeStock.${size}`));
    await choose(user, 'Product Type', 'Oversized Round Neck T-Shirt');
    expect(stockFields()).toEqual(['M', 'L', 'XL', 'XXL'].map((size) => `sizeStock.${size}`));
    await choose(user, 'Category', 'Kids');
    expect(within(screen.getByRole('group', { name: /Stock per age group/ })).getAllByRole('textbox')).toHaveLength(3);
  });

  it('resets the form when closed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await enter(user, 'Title', 'Half-typed title');
    await choose(user, 'Type', 'Size');

    await user.click(screen.getByText('Cancel', { selector: 'button' }));
    expect(screen.getByTestId('sheet-state')).toHaveTextContent('closed');
    await user.click(screen.getByText('Open sheet'));

    expect(field('Title')).toHaveValue('');
    expect(selectTrigger('Type')).toHaveTextContent('Select type');
  });

  it("opens an existing product as 'Edit Product' with its values and current image", async () => {
    renderWithProviders(<Harness product={EXISTING} />, { mocks: [stockMock('p-1', stockOfExisting({ M: 40 }))] });
    expect(screen.getByText('Edit Product', { selector: 'h2' })).toBeInTheDocument();
    expect(field('Title')).toHaveValue('Navy Tee');
    expect(field('Price (₹)')).toHaveValue('1299.00');
    expect(field('Sale Price (₹)')).toHaveValue('999.00');
    expect(selectTrigger('Product Type')).toHaveTextContent('Polo Neck T-Shirt');
    expect(screen.getByText('Current image')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByText(/Average review: 4.5 of 5 from 2 reviews/)).toBeInTheDocument();
    await waitFor(() => expect(submitButton('Save Changes')).toBeEnabled());
    expect(stockField('M')).toHaveValue('40');
    expect(stockField('XL')).toHaveValue('0');
  });

  it('starts the stock fields from the database, not from the list it opened from, and saves what she saw with them', async () => {
    const user = userEvent.setup();
    // The list still says XL 1; a shopper has since bought it.
    const listed = { ...EXISTING, sizeOptions: EXISTING.sizeOptions.map((option) => (option.size === 'XL' ? { ...option, quantityAvailable: 1 } : option)) };
    const saw = stockOfExisting({ M: 40 });
    const input = {
      ...COMPLETE_INPUT,
      title: 'Navy Tee',
      sizeStock: sizeStock!.map(({ size }) => ({ size, quantity: size === 'M' ? 45 : 0, expectedStock: saw[size] })),
    };
    renderWithProviders(<Harness product={listed} />, {
      mocks: [
        stockMock('p-1', saw),
        {
          request: { query: UpdateProductDocument, variables: { id: 'p-1', input } },
          result: {
            data: {
              updateProduct: {
                __typename: 'UpdateProductPayload',
                product: null,
                userErrors: [
                  {
                    __typename: 'UserError',
                    code: 'STOCK_CHANGED',
                    field: 'sizeStock',
                    message: 'The stock of size M changed to 38 while you were editing (a sale or another admin). Check it and save again.',
                  },
                ],
              },
            },
          },
        },
        // Read again after the refusal: two more M sold meanwhile.
        stockMock('p-1', stockOfExisting({ M: 38 })),
      ],
    });

    expect(await screen.findByText('Reading the current stock…')).toBeInTheDocument();
    expect(submitButton('Save Changes')).toBeDisabled();
    await waitFor(() => expect(stockField('XL')).toHaveValue('0'));
    expect(stockField('M')).toHaveValue('40');
    expect(screen.getByText('Total stock: 40')).toBeInTheDocument();

    await user.clear(stockField('M'));
    await user.paste('45');
    await user.click(submitButton('Save Changes'));

    const refusal = 'The stock of size M changed to 38 while you were editing (a sale or another admin). Check it and save again.';
    expect(await within(screen.getByRole('group', { name: /Stock per/ })).findByText(refusal)).toBeInTheDocument();
    await waitFor(() => expect(stockField('M')).toHaveValue('38'));
    expect(screen.getByTestId('sheet-state')).toHaveTextContent('open');
  });

  it('warns, beside the prices, which sizes are priced in the GST band, and stops once no price is', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await choose(user, 'Type', 'Size');
    await enter(user, 'Price (₹)', '2700');
    await enter(user, 'Percentage Increment (%)', '5');
    // The rates in force today say which prices are in the band; the domain's own warning is shown.
    const warning = await screen.findByTestId('gst-band-warning');
    expect(warning).toHaveTextContent('Price in the GST band');
    expect(warning).toHaveTextContent(/XS, S, M: At ₹2,700\.00 a piece is taxed at 18%/);
    expect(warning).toHaveTextContent(/L, XL: At ₹2,835\.00 a piece/);
    expect(warning).not.toHaveTextContent('XXL');
    expect(warning.parentElement).toHaveAttribute('aria-live', 'polite');

    await user.clear(field('Price (₹)'));
    await user.paste('2500');
    // Only XXL (+10 %, ₹2,750) is left in the band.
    expect(screen.getByTestId('gst-band-warning')).toHaveTextContent(/^Price in the GST bandXXL: At ₹2,750\.00/);
    await user.clear(field('Percentage Increment (%)'));
    await user.paste('0');
    expect(screen.queryByTestId('gst-band-warning')).not.toBeInTheDocument();
  });
});
