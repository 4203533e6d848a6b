import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { QuantityControls, type QuantityControlsProps } from './QuantityControls';

function renderControls(props: Partial<QuantityControlsProps>) {
  const handlers = { onAdd: vi.fn(), onIncrease: vi.fn(), onDecrease: vi.fn(), onRemove: vi.fn() };
  renderWithTheme(<QuantityControls quantity={0} inStock={20} {...handlers} {...props} />);
  return handlers;
}

describe('QuantityControls', () => {
  it('offers Add to Cart when the size is not in the cart', async () => {
    const { onAdd } = renderControls({ quantity: 0 });
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(onAdd).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Increase quantity' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('dialog-quantity')).not.toBeInTheDocument();
  });

  it('disables Add to Cart when out of stock, and says why', () => {
    renderControls({ quantity: 0, inStock: 0 });
    const add = screen.getByRole('button', { name: 'Add to Cart' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Out Of Stock');
  });

  it('shows the quantity with minus, plus and remove once the size is in the cart', async () => {
    const { onIncrease, onDecrease, onRemove } = renderControls({ quantity: 2 });
    expect(screen.getByTestId('dialog-quantity')).toHaveTextContent('2');
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove from cart' }));
    expect(onIncrease).toHaveBeenCalledOnce();
    expect(onDecrease).toHaveBeenCalledOnce();
    expect(onRemove).toHaveBeenCalledOnce();
  });

  it('disables plus at the stock limit and says how many are in stock', async () => {
    const { onIncrease } = renderControls({ quantity: 3, inStock: 3 });
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    expect(plus).toBeDisabled();
    expect(plus).toHaveAccessibleDescription('Only 3 items available in stock');
    await userEvent.click(plus);
    expect(onIncrease).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeEnabled();
  });

  it('ignores presses while a cart change is on its way', async () => {
    const { onIncrease } = renderControls({ quantity: 1, isPending: true });
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(onIncrease).not.toHaveBeenCalled();
  });
});
