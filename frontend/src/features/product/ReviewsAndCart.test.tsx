import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AddReviewDocument, MoreReviewsDocument, UpdateCartLineDocument } from '../../graphql/generated/graphql';
import { toastQueue } from '../../ui/toast-queue';
import { times } from '../../test/money';
import { cartLine, cartMock, letterSizedProduct, pricedCart, productMock, renderDialog, reviewPage, slugOf } from './test-fixtures';

function lastToast() {
  return toastQueue.visibleToasts.at(-1)?.content;
}

const product = letterSizedProduct({
  averageReview: 5,
  reviewCount: 1,
  reviews: reviewPage([
    { __typename: 'Review', id: 'r1', userName: 'Asha Verma', rating: 5, message: 'Fits well.', createdAt: '2025-03-04T20:00:00.000Z' },
  ]),
});

function addReviewMock(result: Record<string, unknown>) {
  return {
    request: { query: AddReviewDocument, variables: { input: { productId: 'p1', rating: 4, message: 'Lovely fabric' } } },
    result: { data: { addReview: { __typename: 'AddReviewPayload', review: null, product: null, userErrors: [], ...result } } },
  };
}

async function openDialog(mocks: Parameters<typeof renderDialog>[1], route = `/shop/listing?product=${slugOf(product)}`) {
  renderDialog(route, [productMock(product), ...mocks]);
  return screen.findByRole('dialog', { name: product.title });
}

async function writeReview(dialog: HTMLElement, stars: string | null, message: string) {
  if (stars) await userEvent.click(within(dialog).getByRole('radio', { name: stars }));
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Review' }), message);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
}

// Each test walks the whole dialog (query, cart, review) in jsdom; allow for a busy machine.
describe('product dialog: reviews and cart', { timeout: 20_000 }, () => {
  it('lists reviews with their average and count, newest first', async () => {
    const dialog = await openDialog([cartMock()]);
    expect(within(dialog).getByRole('heading', { name: 'Reviews' })).toBeInTheDocument();
    expect(within(dialog).getByText('5.0 out of 5')).toBeInTheDocument();
    expect(within(dialog).getByText('(1 review)')).toBeInTheDocument();
    const review = within(within(dialog).getByRole('list', { name: 'Reviews' })).getByRole('listitem');
    expect(review).toHaveTextContent('Asha Verma');
    expect(review).toHaveTextContent('Fits well.');
    // en-IN day/month/year on the store's calendar (IST): 20:00 UTC on 4 March is 5 March there.
    expect(review).toHaveTextContent('5/3/2025');
  });

  it('keeps Submit Review disabled while the message is blank, and asks for a rating first', async () => {
    const dialog = await openDialog([cartMock()]);
    const submit = within(dialog).getByRole('button', { name: 'Submit Review' });
    expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Review' }), '   ');
    expect(submit).toBeDisabled();

    await writeReview(dialog, null, 'Lovely fabric');
    expect(lastToast()).toEqual(expect.objectContaining({ title: 'Please add a rating', variant: 'destructive' }));
  });

  it('adds a review to the top of the list and updates the average and count', async () => {
    const dialog = await openDialog([
      cartMock(),
      addReviewMock({
        review: { __typename: 'Review', id: 'r2', userName: 'Meera Das', rating: 4, message: 'Lovely fabric', createdAt: '2025-06-01T06:00:00.000Z' },
        product: { __typename: 'Product', id: 'p1', averageReview: 4.5, reviewCount: 2 },
      }),
    ]);
    await writeReview(dialog, '4 stars', 'Lovely fabric');

    await waitFor(() => expect(lastToast()).toEqual(expect.objectContaining({ title: 'Review added successfully!' })));
    const items = within(within(dialog).getByRole('list', { name: 'Reviews' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Meera Das'),
      expect.stringContaining('Asha Verma'),
    ]);
    expect(within(dialog).getByText('4.5 out of 5')).toBeInTheDocument();
    expect(within(dialog).getByText('(2 reviews)')).toBeInTheDocument();
    // The form starts over.
    expect(within(dialog).getByRole('textbox', { name: 'Review' })).toHaveValue('');
    expect(within(dialog).getByRole('radio', { name: '4 stars' })).not.toBeChecked();
  });

  it('shows 5 reviews first, and "Show more reviews" adds the next page below while more remain', async () => {
    const review = (n: number) => ({
      __typename: 'Review',
      id: `r${n}`,
      userName: `Shopper ${n}`,
      rating: 4,
      message: `Review ${n}`,
      createdAt: '2025-03-04T20:00:00.000Z',
    });
    const reviewed = letterSizedProduct({
      averageReview: 4,
      reviewCount: 6,
      reviews: reviewPage([1, 2, 3, 4, 5].map(review), { hasNextPage: true, totalCount: 6 }),
    });
    renderDialog(`/shop/listing?product=${slugOf(reviewed)}`, [
      productMock(reviewed),
      cartMock(),
      {
        request: { query: MoreReviewsDocument, variables: { id: 'p1', after: 'after-r5' } },
        result: { data: { product: { __typename: 'Product', id: 'p1', reviews: reviewPage([review(6)], { totalCount: 6 }) } } },
      },
    ]);
    const dialog = await screen.findByRole('dialog', { name: reviewed.title });
    const list = within(dialog).getByRole('list', { name: 'Reviews' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(6));
    expect(within(list).getAllByRole('listitem').at(-1)).toHaveTextContent('Review 6');
    expect(within(dialog).queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
  });

  it("shows the server's reason when it refuses the review", async () => {
    const dialog = await openDialog([
      cartMock(),
      addReviewMock({
        userErrors: [{ __typename: 'UserError', code: 'NOT_ELIGIBLE', field: 'productId', message: 'You need to purchase product to review it' }],
      }),
    ]);
    await writeReview(dialog, '4 stars', 'Lovely fabric');

    await waitFor(() =>
      expect(lastToast()).toEqual(expect.objectContaining({ title: 'You need to purchase product to review it', variant: 'destructive' })),
    );
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
    expect(within(dialog).getByRole('textbox', { name: 'Review' })).toHaveValue('Lovely fabric');
  });

  it('shows the cart line of the chosen size, and plus raises its quantity', async () => {
    const line = cartLine(product, 'L', 2);
    const raised = { ...line, quantity: 3, lineTotal: times(line.price, 3), finalTotal: times(line.price, 3) };
    const dialog = await openDialog(
      [
        cartMock({ itemCount: 2, lines: [line] }),
        {
          request: { query: UpdateCartLineDocument, variables: { input: { lineId: line.id, quantity: 3 } } },
          result: {
            data: {
              updateCartLine: {
                __typename: 'UpdateCartLinePayload',
                cart: pricedCart([raised]),
                userErrors: [],
              },
            },
          },
        },
      ],
      `/shop/listing?product=${slugOf(product)}&size=L`,
    );

    expect(await within(dialog).findByTestId('dialog-quantity')).toHaveTextContent('2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(within(dialog).getByTestId('dialog-quantity')).toHaveTextContent('3'));
    await waitFor(() => expect(lastToast()).toEqual(expect.objectContaining({ title: 'Cart quantity updated successfully' })));

    // Another size of the same product is a line of its own: not in the cart yet.
    await userEvent.click(within(dialog).getByRole('radio', { name: 'XS' }));
    expect(within(dialog).getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(within(dialog).queryByTestId('dialog-quantity')).not.toBeInTheDocument();
  });
});
