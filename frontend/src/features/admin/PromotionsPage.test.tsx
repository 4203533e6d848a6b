import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminPromotionsDocument, DeletePromotionDocument } from '../../graphql/generated/graphql';
import { money } from '../../test/money';
import { renderWithProviders } from '../../test/render';
import { Toaster } from '../../ui/Toaster';
import { PromotionsPage } from './PromotionsPage';

function promotion(fields: Record<string, unknown>) {
  return {
    __typename: 'Promotion',
    id: 'promo-1',
    name: 'Puja offer',
    code: 'PUJA20',
    label: 'Puja offer: 20 % off',
    status: 'IN_FORCE',
    // 1 October 00:00 to 21 October 00:00, India time.
    startsAt: '2026-09-30T18:30:00.000Z',
    endsAt: '2026-10-20T18:30:00.000Z',
    startsAtIst: '2026-10-01T00:00',
    endsAtIst: '2026-10-21T00:00',
    uses: 12,
    usageLimit: 50,
    perShopperLimit: 1,
    revenue: money('15480.00'),
    discountGiven: money('3870.00'),
    enabled: true,
    priority: 10,
    combinesWithOthers: true,
    minSubtotal: money('0.00'),
    minQuantity: 0,
    categories: [],
    productTypes: [],
    products: [],
    firstOrderOnly: false,
    actionKind: 'PERCENT_OFF_LINES',
    percent: 20,
    cap: null,
    amount: null,
    buy: null,
    get: null,
    percentOffGiven: null,
    ...fields,
  };
}

const TRIO = promotion({
  id: 'promo-2',
  name: 'Crop top trio',
  code: null,
  label: 'Crop top trio: buy 2 get 1 free',
  status: 'SCHEDULED',
  endsAt: null,
  endsAtIst: null,
  uses: 0,
  usageLimit: null,
  revenue: money('0.00'),
  actionKind: 'BUY_X_GET_Y',
  percent: null,
  buy: 2,
  get: 1,
  percentOffGiven: 100,
});

const listMock = (promotions: unknown[]): MockLink.MockedResponse => ({ request: { query: AdminPromotionsDocument }, result: { data: { promotions } } });

describe('the promotions screen', { timeout: 30_000 }, () => {
  it('lists each promotion: name, code or Automatic, status, IST dates, uses of the limit and revenue', async () => {
    renderWithProviders(<PromotionsPage />, { mocks: [listMock([promotion({}), TRIO])] });
    const table = await screen.findByRole('table', { name: 'Promotions' });
    const [, puja, trio] = within(table).getAllByRole('row');
    expect(puja).toHaveTextContent('Puja offer');
    expect(puja).toHaveTextContent('Puja offer: 20 % off');
    expect(puja).toHaveTextContent('PUJA20');
    expect(puja).toHaveTextContent('In force');
    expect(puja).toHaveTextContent('1/10/2026, 00:00 IST – 21/10/2026, 00:00 IST');
    expect(puja).toHaveTextContent('12 / 50');
    expect(puja).toHaveTextContent('₹15,480.00');
    expect(trio).toHaveTextContent('Automatic');
    expect(trio).toHaveTextContent('Scheduled');
    expect(trio).toHaveTextContent('From 1/10/2026, 00:00 IST, no end');
    expect(trio).toHaveTextContent('0, no limit');
    expect(within(trio!).getByRole('button', { name: 'Edit Crop top trio' })).toBeInTheDocument();
  });

  it('says when there are none yet', async () => {
    renderWithProviders(<PromotionsPage />, { mocks: [listMock([])] });
    expect(await screen.findByRole('heading', { name: 'No promotions yet' })).toBeInTheDocument();
  });

  it('opens the form on a promotion from its row', async () => {
    renderWithProviders(<PromotionsPage />, { mocks: [listMock([promotion({}), TRIO])] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Crop top trio' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Promotion' });
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('Crop top trio');
    expect(within(form).getByRole('textbox', { name: 'Buy' })).toHaveValue('2');
  });

  it('tells the admin why a used promotion cannot be deleted', async () => {
    const refusal = 'Orders have used this promotion, so it is kept for their records: disable it instead';
    renderWithProviders(
      <>
        <PromotionsPage />
        <Toaster />
      </>,
      {
        mocks: [
          listMock([promotion({})]),
          {
            request: { query: DeletePromotionDocument, variables: { id: 'promo-1' } },
            result: { data: { deletePromotion: { __typename: 'DeletePromotionPayload', deletedId: null, userErrors: [{ __typename: 'UserError', code: 'INVALID_STATE', field: 'id', message: refusal }] } } },
          },
          listMock([promotion({})]),
        ],
      },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Puja offer' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete promotion' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
