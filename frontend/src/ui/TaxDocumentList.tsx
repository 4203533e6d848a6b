import { formatOrderDate } from '@threadline/domain';
import styled from 'styled-components';
import { graphql } from '../graphql/generated';
import type { TaxDocumentKind, TaxDocumentList_DocumentFragment } from '../graphql/generated/graphql';
import { DownloadLink } from './DownloadLink';
import { Money } from './Money';

// An order's GST documents (issue 27) with their PDFs, shared by the shopper's order details and
// the back office's order dialog: each a plain download link, which works before the page hydrates.

/** What the list shows of one document. */
export const TaxDocumentList_document = graphql(`
  fragment TaxDocumentList_document on TaxDocument {
    id
    kind
    number
    issuedAt
    pdfUrl
    totals {
      total {
        ...Money_money
      }
    }
    referencedInvoice {
      number
    }
  }
`);

export const TAX_DOCUMENT_KIND_LABELS: Readonly<Record<TaxDocumentKind, string>> = {
  TAX_INVOICE: 'Tax invoice',
  BILL_OF_SUPPLY: 'Bill of supply',
  CREDIT_NOTE: 'Credit note',
};

const List = styled.ul`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Name = styled.p`
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.color.muted};
  font-variant-numeric: tabular-nums;
`;

export interface TaxDocumentListProps {
  documents: readonly TaxDocumentList_DocumentFragment[];
  /** The list's accessible name, e.g. "Invoices and credit notes". */
  label: string;
  /** Shown when there is no document yet. */
  empty: string;
}

/** Each document's kind, number and date, what it reverses, and a link to its PDF. */
export function TaxDocumentList({ documents, label, empty }: TaxDocumentListProps) {
  if (documents.length === 0) return <Meta>{empty}</Meta>;
  return (
    <List aria-label={label}>
      {documents.map((document) => {
        const kind = TAX_DOCUMENT_KIND_LABELS[document.kind];
        return (
          <Item key={document.id}>
            <div>
              <Name>
                {kind} {document.number}
              </Name>
              <Meta>
                {formatOrderDate(document.issuedAt)} · <Money value={document.totals.total} />
                {document.referencedInvoice ? ` · against invoice ${document.referencedInvoice.number}` : ''}
              </Meta>
            </div>
            <DownloadLink href={document.pdfUrl} aria-label={`Download ${kind.toLowerCase()} ${document.number} (PDF)`}>
              PDF
            </DownloadLink>
          </Item>
        );
      })}
    </List>
  );
}
