import { paths } from '../../../app/paths';
import { graphql } from '../../../graphql/generated';
import type { InvoicingWarning_InvoicingStatusFragment } from '../../../graphql/generated/graphql';
import { TextLink } from '../../../ui/Button';
import { WarningNotice } from '../../../ui/Notice';

/** Whether the store can issue GST invoices (issue 27). */
export const InvoicingWarning_invoicingStatus = graphql(`
  fragment InvoicingWarning_invoicingStatus on InvoicingStatus {
    gstinSet
  }
`);

/** The dashboard's warning that no GST invoice is issued while the store's GSTIN is not set. Nothing once it is. */
export function InvoicingWarning({ invoicing }: { invoicing: InvoicingWarning_InvoicingStatusFragment }) {
  if (invoicing.gstinSet) return null;
  return (
    <WarningNotice role="status" aria-labelledby="invoicing-warning-heading">
      <h2 id="invoicing-warning-heading">No GSTIN: invoices are not issued</h2>
      <p>
        The store’s GSTIN is not set, so dispatched orders get no GST tax invoice. Set it, with the store’s legal name and address, in{' '}
        <TextLink to={paths.admin.storeDetails}>Store details</TextLink>.
      </p>
    </WarningNotice>
  );
}
