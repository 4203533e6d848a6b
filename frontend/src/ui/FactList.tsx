import styled from 'styled-components';

/**
 * Facts as label and value pairs (a `<dl>` of `<dt>`/`<dd>`), labels in a column of their own:
 * an order's or an e-mail's details. `$labelWidth` is the labels' column at its narrowest.
 */
export const FactList = styled.dl<{ $labelWidth?: string }>`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(${({ $labelWidth = '7rem' }) => $labelWidth}, max-content) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  font-size: ${({ theme }) => theme.fontSize.sm};
  dt {
    color: ${({ theme }) => theme.color.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
  }
`;
