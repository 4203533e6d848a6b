import type { MockLink } from '@apollo/client/testing';
import { PROMOTION_MESSAGES } from '@threadline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  CreatePromotionDocument,
  PromotionProductSearchDocument,
  UpdatePromotionDocument,
  type PromotionForm_PromotionFragment,
  type PromotionInput,
} from '../../../graphql/generated/graphql';
import { money } from '../../../test/money';
import { renderWithProviders } from '../../../test/render';
import { Toaster } from '../../../ui/Toaster';
import { PromotionSheet } from './PromotionSheet';

const SAVED_FIELDS = {
  __typename: 'Promotion' as const,
  id: 'promo-1',
  label: 'Puja offer: 20 % off',
  status: 'IN_FORCE',
  startsAt: '2026-09-30T18:30:00.000Z',
  endsAt: '2026-10-20T18:30:00.000Z',
  uses: 0,
  revenue: money('0.00'),
  discountGiven: money('0.00'),
};

/** PUJA20 as the form reads it back. */
const PUJA20: PromotionForm_PromotionFragment = {
  id: 'promo-1',
  name: 'Puja offer',
  code: 'PUJA20',
  startsAtIst: '2026-10-01T00:00',
  endsAtIst: '2026-10-21T00:00',
  enabled: true,
  priority: 10,
  combinesWithOthers: true,
  minSubtotal: money('999.00'),
  minQuantity: 0,
  categories: ['FEMALE'],
  productTypes: [],
  products: [{ id: 'p-1', title: 'Lilac Crop Top' }],
  firstOrderOnly: false,
  actionKind: 'PERCENT_OFF_LINES',
  percent: 20,
  cap: money('500.00'),
  amount: null,
  buy: null,
  get: null,
  percentOffGiven: null,
  usageLimit: 50,
  perShopperLimit: 1,
};

const PUJA20_INPUT: PromotionInput = {
  name: 'Puja offer',
  code: 'PUJA20',
  startsAt: '2026-10-01T00:00',
  endsAt: '2026-10-21T00:00',
  enabled: true,
  priority: 10,
  combinesWithOthers: true,
  minSubtotal: '999.00',
  minQuantity: null,
  categories: ['FEMALE'],
  productTypes: [],
  productIds: ['p-1'],
  firstOrderOnly: false,
  actionKind: 'PERCENT_OFF_LINES',
  percent: 20,
  cap: '500.00',
  amount: null,
  buy: null,
  get: null,
  percentOffGiven: null,
  usageLimit: 50,
  perShopperLimit: 1,
};

const saved = (promotion: PromotionForm_PromotionFragment) => ({
  ...SAVED_FIELDS,
  ...promotion,
  products: promotion.products.map((product) => ({ __typename: 'Product', ...product })),
});

function renderSheet(promotion: PromotionForm_PromotionFragment | null, mocks: MockLink.MockedResponse[] = []) {
  const onOpenChange = vi.fn();
  renderWithProviders(
    <>
      <PromotionSheet isOpen onOpenChange={onOpenChange} promotion={promotion} />
      <Toaster />
    </>,
    { mocks },
  );
  return { user: userEvent.setup(), onOpenChange };
}

describe('the promotion form', { timeout: 30_000 }, () => {
  it('opens an existing promotion with every field as saved, and sends it back unchanged', async () => {
    const { user, onOpenChange } = renderSheet(PUJA20, [
      {
        request: { query: UpdatePromotionDocument, variables: { id: 'promo-1', input: PUJA20_INPUT } },
        result: { data: { updatePromotion: { __typename: 'PromotionPayload', promotion: saved(PUJA20), userErrors: [] } } },
      },
    ]);
    const form = screen.getByRole('dialog', { name: 'Edit Promotion' });
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('Puja offer');
    expect(within(form).getByRole('textbox', { name: 'Code (optional)' })).toHaveValue('PUJA20');
    expect(within(form).getByLabelText('Starts (IST)')).toHaveValue('2026-10-01T00:00');
    expect(within(form).getByRole('checkbox', { name: 'Women' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Lilac Crop Top' })).toBeChecked();
    expect(within(form).getByRole('textbox', { name: 'Cap (₹, optional)' })).toHaveValue('500.00');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(await screen.findByText('Promotion saved')).toBeInTheDocument();
  });

  it('adds a buy 2 get 1 on crop tops: only the chosen action’s fields are sent', async () => {
    const input: PromotionInput = {
      name: 'Crop top trio',
      code: null,
      startsAt: '2026-10-01T00:00',
      endsAt: null,
      enabled: true,
      priority: 0,
      combinesWithOthers: true,
      minSubtotal: null,
      minQuantity: null,
      categories: [],
      productTypes: ['CROP_TOP'],
      productIds: [],
      firstOrderOnly: false,
      actionKind: 'BUY_X_GET_Y',
      percent: null,
      cap: null,
      amount: null,
      buy: 2,
      get: 1,
      percentOffGiven: 100,
      usageLimit: null,
      perShopperLimit: null,
    };
    const { user, onOpenChange } = renderSheet(null, [
      {
        request: { query: CreatePromotionDocument, variables: { input } },
        result: {
          data: {
            createPromotion: {
              __typename: 'PromotionPayload',
              promotion: saved({ ...PUJA20, id: 'promo-2', name: 'Crop top trio', code: null, actionKind: 'BUY_X_GET_Y', buy: 2, get: 1, percentOffGiven: 100, products: [] }),
              userErrors: [],
            },
          },
        },
      },
    ]);
    const form = screen.getByRole('dialog', { name: 'Add Promotion' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Crop top trio');
    await user.type(within(form).getByLabelText('Starts (IST)'), '2026-10-01T00:00');
    await user.click(within(form).getByRole('checkbox', { name: 'Crop Top' }));
    // A percent typed before the kind changed is not sent.
    await user.type(within(form).getByRole('textbox', { name: 'Percent off' }), '30');
    await user.click(within(form).getByRole('button', { name: /Discount/ }));
    await user.click(await screen.findByRole('option', { name: 'Buy X get Y' }));
    await user.type(within(form).getByRole('textbox', { name: 'Buy' }), '2');
    await user.type(within(form).getByRole('textbox', { name: 'Get' }), '1');
    await user.click(within(form).getByRole('button', { name: 'Add Promotion' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(await screen.findByText('Promotion added')).toBeInTheDocument();
  });

  it('shows the server’s refusals at their fields and moves focus to the first', async () => {
    const { user, onOpenChange } = renderSheet(PUJA20, [
      {
        request: { query: UpdatePromotionDocument, variables: { id: 'promo-1', input: { ...PUJA20_INPUT, usageLimit: 1 } } },
        result: {
          data: {
            updatePromotion: {
              __typename: 'PromotionPayload',
              promotion: null,
              userErrors: [
                { __typename: 'UserError', code: 'ALREADY_EXISTS', field: 'code', message: 'That code is already used by another promotion' },
                { __typename: 'UserError', code: 'INVALID_INPUT', field: 'usageLimit', message: 'The limit cannot be below the 2 uses so far' },
              ],
            },
          },
        },
      },
    ]);
    const form = screen.getByRole('dialog', { name: 'Edit Promotion' });
    const limit = within(form).getByRole('textbox', { name: 'Total uses (optional)' });
    await user.clear(limit);
    await user.type(limit, '1');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    const code = within(form).getByRole('textbox', { name: 'Code (optional)' });
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(code).toHaveAccessibleDescription(expect.stringContaining('That code is already used by another promotion'));
    expect(limit).toHaveAccessibleDescription(expect.stringContaining('The limit cannot be below the 2 uses so far'));
    await waitFor(() => expect(code).toHaveFocus());
    expect(onOpenChange).not.toHaveBeenCalled();
    // Typing in a field takes its message away.
    await user.type(code, '-B');
    expect(code).not.toHaveAttribute('aria-invalid');
  });

  it('refuses what cannot be sent as a number at its field, before sending anything', async () => {
    const { user } = renderSheet(PUJA20);
    const form = screen.getByRole('dialog', { name: 'Edit Promotion' });
    const percent = within(form).getByRole('textbox', { name: 'Percent off' });
    await user.clear(percent);
    await user.type(percent, 'twenty');
    await user.type(within(form).getByRole('textbox', { name: 'Minimum subtotal (₹)' }), 'abc');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(percent).toHaveAccessibleDescription(expect.stringContaining(PROMOTION_MESSAGES.PERCENT)));
    expect(within(form).getByRole('textbox', { name: 'Minimum subtotal (₹)' })).toHaveAccessibleDescription(expect.stringContaining(PROMOTION_MESSAGES.AMOUNT));
  });

  it('finds products by title and adds the ones ticked to the condition', async () => {
    const { user } = renderSheet(null, [
      {
        request: { query: PromotionProductSearchDocument, variables: { search: 'crop' } },
        result: {
          data: {
            adminProducts: {
              __typename: 'ProductConnection',
              nodes: [
                { __typename: 'Product', id: 'p-1', title: 'Lilac Crop Top' },
                { __typename: 'Product', id: 'p-2', title: 'Rose Crop Top' },
              ],
            },
          },
        },
      },
    ]);
    const form = screen.getByRole('dialog', { name: 'Add Promotion' });
    await user.type(within(form).getByRole('searchbox', { name: 'Find products' }), 'crop');
    const rose = await within(form).findByRole('checkbox', { name: 'Rose Crop Top' }, { timeout: 3_000 });
    expect(rose).not.toBeChecked();
    await user.click(rose);
    expect(rose).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Lilac Crop Top' })).not.toBeChecked();
    // Enter in the search box searches; it does not submit the form.
    const submitted = vi.fn();
    within(form).getByRole('form').addEventListener('submit', submitted);
    await user.type(within(form).getByRole('searchbox', { name: 'Find products' }), '{Enter}');
    expect(submitted).not.toHaveBeenCalled();
  });
});
