import {
  DEFAULT_SIZE_CHART_TAB,
  FEMALE_SIZE_CHART,
  KIDS_SIZE_CHART,
  MALE_SIZE_CHART,
  SIZE_CHART_TABS,
  SIZE_CHART_UNIT,
  type AdultSizeChartRow,
  type Category,
  type KidsSizeChartRow,
} from '@threadline/domain';
import { Tabs } from 'react-aria-components';
import styled from 'styled-components';
import { Tab, TabList, TabPanel } from '../../ui/Tabs';

const TableWrap = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  caption {
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
    text-align: left;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.muted};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
    text-align: left;
    white-space: nowrap;
  }
  thead th {
    font-size: ${({ theme }) => theme.fontSize.xs};
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.muted};
    background: ${({ theme }) => theme.color.paper};
  }
  tbody tr + tr {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  tbody th {
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;

/** Adult charts end with hips, kids' charts with height; the other columns are the same. */
type ChartRow = (AdultSizeChartRow | KidsSizeChartRow) & { size: string; chest: string; waist: string };

function SizeChartTable({ label, rows, sizeHeading, lastColumn }: {
  label: string;
  rows: readonly ChartRow[];
  sizeHeading: string;
  lastColumn: { heading: string; value: (row: ChartRow) => string };
}) {
  return (
    <TableWrap>
      <Table>
        <caption>
          {label} size chart, in {SIZE_CHART_UNIT}
        </caption>
        <thead>
          <tr>
            <th scope="col">{sizeHeading}</th>
            <th scope="col">Chest</th>
            <th scope="col">Waist</th>
            <th scope="col">{lastColumn.heading}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.size}>
              <th scope="row">{row.size}</th>
              <td>{row.chest}</td>
              <td>{row.waist}</td>
              <td>{lastColumn.value(row)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}

const HIPS = { heading: 'Hips', value: (row: ChartRow) => ('hips' in row ? row.hips : '') };
const HEIGHT = { heading: 'Height', value: (row: ChartRow) => ('height' in row ? row.height : '') };

function chartFor(category: Category, label: string) {
  if (category === 'kids') return <SizeChartTable label={label} rows={KIDS_SIZE_CHART} sizeHeading="Age" lastColumn={HEIGHT} />;
  const rows = category === 'female' ? FEMALE_SIZE_CHART : MALE_SIZE_CHART;
  return <SizeChartTable label={label} rows={rows} sizeHeading="Size" lastColumn={HIPS} />;
}

/** Size Charts with tabs Male, Female, Kids (Male first), from the domain's charts. */
export function SizeCharts() {
  return (
    <Tabs defaultSelectedKey={DEFAULT_SIZE_CHART_TAB}>
      <TabList aria-label="Size chart category">
        {SIZE_CHART_TABS.map((tab) => (
          <Tab key={tab.category} id={tab.category}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {SIZE_CHART_TABS.map((tab) => (
        <TabPanel key={tab.category} id={tab.category}>
          {chartFor(tab.category, tab.label)}
        </TabPanel>
      ))}
    </Tabs>
  );
}
