import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { money } from '../../../test/money';
import { renderWithProviders } from '../../../test/render';
import { percent, ReturnFigures } from './ReturnFigures';

const REASONS = [
  { reason: 'TOO_SMALL', label: 'Too small', requests: 3, pieces: 4 },
  { reason: 'CHANGED_MIND', label: 'Changed my mind', requests: 1, pieces: 1 },
  { reason: 'TOO_LARGE', label: 'Too large', requests: 0, pieces: 0 },
  { reason: 'DAMAGED_OR_DEFECTIVE', label: 'Damaged or defective', requests: 0, pieces: 0 },
  { reason: 'NOT_AS_PICTURED', label: 'Not as pictured', requests: 0, pieces: 0 },
] as const;

describe('the dashboard’s returns panel', () => {
  it('gives the range’s requests, those waiting (linked to them) and refunds, the rates by product and size, and every reason', () => {
    renderWithProviders(
      <ReturnFigures
        returns={{
          requestCount: 4,
          awaitingDecision: 2,
          refunded: money('1298.00'),
          byProduct: [{ productId: 'p1', title: 'Navy Polo', sold: 8, returned: 4, rate: 0.5 }],
          bySize: [
            { productId: 'p1', title: 'Navy Polo', size: 'S', sold: 3, returned: 3, rate: 1 },
            { productId: 'p1', title: 'Navy Polo', size: 'M', sold: 3, returned: 1, rate: 1 / 3 },
          ],
          reasons: [...REASONS],
        }}
      />,
    );
    const sums = screen.getByLabelText('Returns in the range');
    expect(sums).toHaveTextContent('Requests4Waiting for a decision2Refunded₹1,298.00');
    expect(within(sums).getByRole('link', { name: '2' })).toHaveAttribute('href', '/admin/returns?state=REQUESTED');
    const [, product] = within(screen.getByRole('table', { name: 'Return rate by product' })).getAllByRole('row');
    expect(product).toHaveTextContent('Navy Polo8450 %');
    const [, small, medium] = within(screen.getByRole('table', { name: 'Return rate by size' })).getAllByRole('row');
    expect(small).toHaveTextContent('Navy Polo, S33100 %');
    expect(medium).toHaveTextContent('Navy Polo, M3133 %');
    const reasons = within(screen.getByRole('table', { name: 'Reasons' })).getAllByRole('row');
    expect(reasons.slice(1).map((row) => row.textContent)).toEqual(['Too small34', 'Changed my mind11', 'Too large00', 'Damaged or defective00', 'Not as pictured00']);
  });

  it('says when nothing came back in the range', () => {
    renderWithProviders(<ReturnFigures returns={{ requestCount: 0, awaitingDecision: 0, refunded: money('0.00'), byProduct: [], bySize: [], reasons: [...REASONS] }} />);
    expect(screen.getByText('No returns or exchanges were asked in this range.')).toBeInTheDocument();
    expect(screen.getByText('No product of this range came back.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('rounds a rate to a whole percentage', () => {
    expect(percent(0)).toBe('0\u00a0%');
    expect(percent(1 / 3)).toBe('33\u00a0%');
    expect(percent(0.125)).toBe('13\u00a0%');
    expect(percent(1)).toBe('100\u00a0%');
  });
});
