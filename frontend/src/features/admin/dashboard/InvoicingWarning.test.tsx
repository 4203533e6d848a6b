import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { InvoicingWarning } from './InvoicingWarning';

const invoicing = (gstinSet: boolean) => ({ __typename: 'InvoicingStatus' as const, gstinSet });

describe('the dashboard invoicing warning', () => {
  it('says no invoice is issued without a GSTIN, and links to Store details', () => {
    renderWithProviders(<InvoicingWarning invoicing={invoicing(false)} />);
    expect(screen.getByRole('status', { name: 'No GSTIN: invoices are not issued' })).toHaveTextContent('dispatched orders get no GST tax invoice');
    expect(screen.getByRole('link', { name: 'Store details' })).toHaveAttribute('href', '/admin/store-details');
  });

  it('says nothing once the GSTIN is set', () => {
    const { container } = renderWithProviders(<InvoicingWarning invoicing={invoicing(true)} />);
    expect(container).toBeEmptyDOMElement();
  });
});
