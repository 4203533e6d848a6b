import styled from 'styled-components';
import { graphql } from '../../../graphql/generated';
import type { OrderTaxTable_DocumentFragment } from '../../../graphql/generated/graphql';
import { Money } from '../../../ui/Money';
import { media } from '../../../ui/theme';

/** What the order dialog shows of an invoice's tax, line by line (issue 27). */
export const OrderTaxTable_document = graphql(`
  fragment OrderTaxTable_document on TaxDocument {
    id
    number
    supplyType
    stateTaxName
    placeOfSupply {
      code
      name
    }
    buyer {
      gstin
      businessName
    }
    lines {
      description
      size
      hsn
      quantity
      taxableValue {
        ...Money_money
      }
      rate
      cgst {
        ...Money_money
      }
      sgst {
        ...Money_money
      }
      igst {
        ...Money_money
      }
      total {
        ...Money_money
      }
    }
    totals {
      taxableValue {
        ...Money_money
      }
      cgst {
        ...Money_money
      }
      sgst {
        ...Money_money
      }
      igst {
        ...Money_money
      }
      tax {
        ...Money_money
      }
      total {
        ...Money_money
      }
    }
  }
`);

// A table on wide screens; on phones each line is a card of labelled figures (the label from data-label).
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};
  caption {
    text-align: start;
    padding-bottom: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.color.muted};
  }
  th {
    text-align: start;
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.muted};
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[2]}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.borderStrong};
  }
  td {
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    vertical-align: top;
  }
  [data-numeric] {
    text-align: end;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  tfoot td {
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    border-bottom: none;
  }
  ${media.belowMd} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tr {
      display: grid;
      gap: ${({ theme }) => theme.space[1]};
      padding: ${({ theme }) => theme.space[3]} 0;
      border-bottom: 1px solid ${({ theme }) => theme.color.border};
    }
    td {
      display: grid;
      grid-template-columns: 7.5rem minmax(0, 1fr);
      gap: ${({ theme }) => theme.space[3]};
      padding: 0;
      border: none;
    }
    [data-numeric] {
      text-align: start;
    }
    td::before {
      content: attr(data-label);
      font-size: ${({ theme }) => theme.fontSize.xs};
      font-weight: ${({ theme }) => theme.fontWeight.semibold};
      letter-spacing: 0.04em;
      text-transform: uppercase;
      color: ${({ theme }) => theme.color.muted};
    }
    td[data-label='']::before {
      content: none;
    }
    td[data-label=''] {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;

const Item = styled.span`
  display: grid;
  gap: 0.125rem;
  strong {
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    overflow-wrap: anywhere;
  }
  span {
    color: ${({ theme }) => theme.color.muted};
  }
`;

/**
 * Each invoiced line's taxable value, rate and tax as the invoice froze them: CGST and SGST (or
 * UTGST) inside the store's state, IGST outside it. The figures are the invoice's own, from the
 * server; nothing is worked out here.
 */
export function OrderTaxTable({ invoice }: { invoice: OrderTaxTable_DocumentFragment }) {
  const intra = invoice.supplyType === 'INTRA_STATE';
  const noTax = invoice.supplyType === 'NO_TAX';
  const stateTax = invoice.stateTaxName;
  const place = `${invoice.placeOfSupply.name} (${invoice.placeOfSupply.code})`;
  return (
    <Table aria-label={`Tax on invoice ${invoice.number}`}>
      <caption>
        {noTax
          ? 'Bill of supply: no tax is charged.'
          : intra
            ? `Place of supply ${place}, the store’s own state: CGST and ${stateTax}.`
            : `Place of supply ${place}, another state: IGST.`}
        {invoice.buyer.gstin ? ` Billed to ${invoice.buyer.businessName ?? ''} (GSTIN ${invoice.buyer.gstin}).` : ''}
      </caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col" data-numeric>
            Taxable value
          </th>
          {noTax ? null : (
            <>
              <th scope="col" data-numeric>
                Rate
              </th>
              {intra ? (
                <>
                  <th scope="col" data-numeric>
                    CGST
                  </th>
                  <th scope="col" data-numeric>
                    {stateTax}
                  </th>
                </>
              ) : (
                <th scope="col" data-numeric>
                  IGST
                </th>
              )}
            </>
          )}
          <th scope="col" data-numeric>
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {invoice.lines.map((line, index) => (
          <tr key={index}>
            <td data-label="">
              <Item>
                <strong>{line.description}</strong>
                <span>
                  {line.size ? `Size ${line.size} · ` : ''}Qty {line.quantity} · HSN {line.hsn}
                </span>
              </Item>
            </td>
            <td data-label="Taxable value" data-numeric>
              <Money value={line.taxableValue} />
            </td>
            {noTax ? null : (
              <>
                <td data-label="Rate" data-numeric>
                  {line.rate}
                </td>
                {intra ? (
                  <>
                    <td data-label="CGST" data-numeric>
                      <Money value={line.cgst} />
                    </td>
                    <td data-label={stateTax} data-numeric>
                      <Money value={line.sgst} />
                    </td>
                  </>
                ) : (
                  <td data-label="IGST" data-numeric>
                    <Money value={line.igst} />
                  </td>
                )}
              </>
            )}
            <td data-label="Total" data-numeric>
              <Money value={line.total} />
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td data-label="">
            {/* One span: on phones the cell is a grid, and loose text beside the amount would be three rows. */}
            <span>
              Totals
              {noTax ? null : (
                <>
                  {' (tax '}
                  <Money value={invoice.totals.tax} />)
                </>
              )}
            </span>
          </td>
          <td data-label="Taxable value" data-numeric>
            <Money value={invoice.totals.taxableValue} />
          </td>
          {noTax ? null : (
            <>
              <td data-label="" aria-hidden="true" />
              {intra ? (
                <>
                  <td data-label="CGST" data-numeric>
                    <Money value={invoice.totals.cgst} />
                  </td>
                  <td data-label={stateTax} data-numeric>
                    <Money value={invoice.totals.sgst} />
                  </td>
                </>
              ) : (
                <td data-label="IGST" data-numeric>
                  <Money value={invoice.totals.igst} />
                </td>
              )}
            </>
          )}
          <td data-label="Total" data-numeric>
            <Money value={invoice.totals.total} />
          </td>
        </tr>
      </tfoot>
    </Table>
  );
}
