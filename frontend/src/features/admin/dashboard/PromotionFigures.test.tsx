import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { money } from '../../../test/money';
import { renderWithTheme } from '../../../test/render';
import { PromotionFigures } from './PromotionFigures';

describe('the dashboard’s promotions panel', () => {
  it('gives the discounts of the range, and each promotion’s uses, discount and revenue', () => {
    renderWithTheme(
      <PromotionFigures
        dashboard={{
          discountGiven: money('1703.60'),
          promotionFigures: [
            { promotionId: 'a', name: 'Crop top trio', code: null, uses: 1, discountGiven: money('999.00'), revenue: money('1598.40') },
            { promotionId: 'b', name: 'Puja offer', code: 'PUJA20', uses: 2, discountGiven: money('699.60'), revenue: money('2798.40') },
          ],
        }}
      />,
    );
    expect(screen.getByText('Discounts given').parentElement).toHaveTextContent('₹1,703.60');
    const [, trio, puja] = within(screen.getByRole('table', { name: 'Promotions in the range' })).getAllByRole('row');
    expect(trio).toHaveTextContent('Crop top trioAutomatic1₹999.00₹1,598.40');
    expect(puja).toHaveTextContent('Puja offerPUJA202₹699.60₹2,798.40');
  });

  it('says when no order of the range used one', () => {
    renderWithTheme(<PromotionFigures dashboard={{ discountGiven: money('0.00'), promotionFigures: [] }} />);
    expect(screen.getByText('No order in this range used a promotion.')).toBeInTheDocument();
  });
});
