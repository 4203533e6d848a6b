import { describe, expect, it } from 'vitest';
import { MESSAGES, TOASTS } from './messages.js';

describe('MESSAGES and TOASTS', () => {
  it.each([
    [MESSAGES.ONLY_N_IN_STOCK(7), 'Only 7 items available in stock'],
    [MESSAGES.VALIDATION_ERROR_DESCRIPTION, 'Please check your inputs and try again'],
    [MESSAGES.PRODUCT_ADDED, 'Product add successfully'],
  ])('%j is the spec text', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('falls back to the spec text when cancelling fails without a server message', () => {
    expect(TOASTS.CANCEL_FAILED()).toEqual({ title: 'Error', description: 'Failed to cancel order. Please try again.' });
    expect(TOASTS.CANCEL_FAILED('  ')).toEqual({ title: 'Error', description: 'Failed to cancel order. Please try again.' });
    expect(TOASTS.CANCEL_FAILED('Order already shipped')).toEqual({ title: 'Error', description: 'Order already shipped' });
  });

  it('pairs the stock-limit toast with its description', () => {
    expect(TOASTS.MAX_STOCK_REACHED(4)).toEqual({
      title: 'Only 4 items available in stock',
      description: 'Maximum stock limit reached',
    });
  });
});
