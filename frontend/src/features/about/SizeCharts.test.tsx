import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { SizeCharts } from './SizeCharts';

const rowOf = (table: HTMLElement, size: string) => within(table).getByRole('rowheader', { name: size }).closest('tr')!;

describe('size charts', () => {
  it('opens on the Male chart with chest, waist and hips in inches', () => {
    renderWithTheme(<SizeCharts />);
    expect(screen.getByRole('tab', { name: 'Male', selected: true })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Male size chart, in inches' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Size', 'Chest', 'Waist', 'Hips']);
    expect(within(rowOf(table, 'XS')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['34-36', '28-30', '35-37']);
    expect(within(rowOf(table, 'XXL')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['44-46', '38-40', '45-47']);
  });

  it('shows the kids chart by age, with height instead of hips', async () => {
    renderWithTheme(<SizeCharts />);
    await userEvent.click(screen.getByRole('tab', { name: 'Kids' }));
    const table = screen.getByRole('table', { name: 'Kids size chart, in inches' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Age', 'Chest', 'Waist', 'Height']);
    expect(within(rowOf(table, '9-13Y')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['25-28', '23-26', '52-59']);
  });
});
