import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GstReturnDocument } from '../../graphql/generated/graphql';
import { renderWithProviders } from '../../test/render';
import { GstReturnsPage } from './GstReturnsPage';

const FILES = [
  ['b2b.csv', 'B2B invoices (registered buyers)', 2],
  ['b2cl.csv', 'B2C large invoices', 0],
  ['b2cs.csv', 'B2C small (by state and rate)', 3],
  ['cdnr.csv', 'Credit notes to registered buyers', 1],
  ['cdnur.csv', 'Credit notes to unregistered buyers', 0],
  ['hsn(b2b).csv', 'HSN summary (B2B)', 1],
  ['hsn(b2c).csv', 'HSN summary (B2C)', 2],
  ['docs.csv', 'Documents issued', 2],
] as const;

function returnMock(month: string, rows: 'some' | 'none' = 'some'): MockLink.MockedResponse {
  return {
    request: { query: GstReturnDocument, variables: { month } },
    result: {
      data: {
        gstr1Return: {
          __typename: 'Gstr1Return',
          month,
          files: FILES.map(([name, title, count]) => ({
            __typename: 'Gstr1File',
            name,
            title,
            rows: rows === 'some' ? count : 0,
            url: `/documents/gstr1/${month}/${encodeURIComponent(name)}`,
          })),
        },
      },
    },
  };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderPage(route: string, mocks: MockLink.MockedResponse[]) {
  renderWithProviders(
    <Routes>
      <Route
        path="/admin/gst-returns"
        element={
          <>
            <GstReturnsPage />
            <Where />
          </>
        }
      />
    </Routes>,
    { route, mocks },
  );
  return userEvent.setup();
}

describe('the GST returns page', { timeout: 15_000 }, () => {
  beforeEach(() => {
    // 27 November 2026, 12:00 IST; only the clock is faked, so the page's own timers run.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T06:30:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('lists this month’s GSTR-1 files, each with its rows and a plain download link', async () => {
    renderPage('/admin/gst-returns', [returnMock('2026-11')]);
    expect(screen.getByRole('heading', { level: 1, name: 'GST returns' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveValue('2026-11');
    const files = await screen.findByRole('list', { name: 'GSTR-1 files for November 2026' });
    expect(within(files).getAllByRole('listitem')).toHaveLength(8);
    const b2b = within(files).getAllByRole('listitem')[0]!;
    expect(b2b).toHaveTextContent('B2B invoices (registered buyers)');
    expect(b2b).toHaveTextContent('b2b.csv · 2 rows');
    const link = within(b2b).getByRole('link', { name: 'Download b2b.csv' });
    expect(link).toHaveAttribute('href', '/documents/gstr1/2026-11/b2b.csv');
    expect(link).toHaveAttribute('download', '');
    expect(within(files).getByRole('link', { name: 'Download hsn(b2c).csv' })).toHaveAttribute('href', '/documents/gstr1/2026-11/hsn(b2c).csv');
    expect(within(files).getAllByRole('listitem')[3]).toHaveTextContent('cdnr.csv · 1 row');
    expect(screen.queryByText(/No invoice or credit note/)).not.toBeInTheDocument();
  });

  it('shows the month the address names, and says so when it had no document', async () => {
    renderPage('/admin/gst-returns?month=2026-04', [returnMock('2026-04', 'none')]);
    expect(await screen.findByRole('list', { name: 'GSTR-1 files for April 2026' })).toBeInTheDocument();
    expect(screen.getByText('No invoice or credit note was issued in April 2026: every file holds its header row only.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveValue('2026-04');
  });

  it('shows this month for a month it does not offer', async () => {
    renderPage('/admin/gst-returns?month=2030-01', [returnMock('2026-11')]);
    expect(await screen.findByRole('list', { name: 'GSTR-1 files for November 2026' })).toBeInTheDocument();
  });

  it('offers this month and the ones before it, and puts the chosen one in the address', async () => {
    const user = renderPage('/admin/gst-returns', [returnMock('2026-11'), returnMock('2026-10')]);
    await screen.findByRole('list', { name: 'GSTR-1 files for November 2026' });
    const month = screen.getByRole('combobox', { name: 'Month' });
    const options = within(month).getAllByRole('option');
    expect(options.slice(0, 3).map((option) => option.textContent)).toEqual(['November 2026', 'October 2026', 'September 2026']);
    await user.selectOptions(month, '2026-10');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByRole('list', { name: 'GSTR-1 files for October 2026' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/gst-returns?month=2026-10');
  });

  it('says when the files could not be made, with a retry', async () => {
    renderPage('/admin/gst-returns', [{ request: { query: GstReturnDocument, variables: { month: '2026-11' } }, error: new Error('offline') }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('The month’s files could not be made');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
