import { useQuery } from '@apollo/client/react';
import { useId, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { DownloadLink } from '../../ui/DownloadLink';
import { ChevronDownIcon } from '../../ui/Icons';
import { Notice } from '../../ui/Notice';
import { Skeleton } from '../../ui/Skeleton';
import { AdminPageHead } from './components/AdminPageHead';
import { chosenMonth, MONTH_PARAM, monthLabel, offeredMonths } from './gst-returns/gst-months';
import { GstReturnQuery } from './gst-returns/operations';

const MonthForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[8]};
`;

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  label {
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
  }
`;

const SelectBox = styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;
  svg {
    position: absolute;
    right: ${({ theme }) => theme.space[3]};
    width: 1.125rem;
    height: 1.125rem;
    pointer-events: none;
  }
`;

// A native <select>: the phone's own picker and the browser's keyboard handling, for a plain list of months.
const MonthSelect = styled.select`
  appearance: none;
  min-height: 2.75rem;
  min-width: 12rem;
  padding: 0 2.25rem 0 ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  font: inherit;
  &:hover {
    border-color: ${({ theme }) => theme.color.ink};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  h2 {
    font-family: ${({ theme }) => theme.font.display};
    font-weight: ${({ theme }) => theme.fontWeight.regular};
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;

const Files = styled.ul`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const File = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  @media (min-width: 560px) {
    grid-template-columns: minmax(0, 1fr) auto;
  }
`;

const FileTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

const FileMeta = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.muted};
  font-variant-numeric: tabular-nums;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  max-width: 70ch;
`;

const rowsText = (rows: number) => (rows === 1 ? '1 row' : `${rows} rows`);

/**
 * /admin/gst-returns: a month's tax invoices and credit notes as the CSV files of a GSTR-1
 * return, for the accountant (issue 27). The month is in the URL (`?month=2026-11`); one the page
 * does not offer shows this month instead.
 */
export function GstReturnsPage() {
  const [params, setParams] = useSearchParams();
  const now = new Date();
  const month = chosenMonth(params.get(MONTH_PARAM), now);
  const months = offeredMonths(now);
  const selectId = useId();
  const headingId = useId();
  const { data, error, loading, refetch } = useQuery(GstReturnQuery, { variables: { month }, fetchPolicy: 'cache-and-network' });
  const files = data?.gstr1Return.month === month ? data.gstr1Return.files : undefined;
  const documents = files?.some((file) => file.rows > 0) ?? false;

  // The router takes the month to the URL (no reload), so Back returns to the month before; the
  // form is a GET to this very page all the same, which is what it does without the router.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).get(MONTH_PARAM);
    if (typeof chosen === 'string') setParams({ [MONTH_PARAM]: chosen });
  };

  return (
    <>
      <AdminPageHead
        title="GST returns"
        note="Each month’s tax invoices and credit notes as the CSV files of a GSTR-1 return, by the invoices’ dates in IST. Have your accountant confirm the files on their first import."
      />
      <MonthForm method="get" aria-label="Choose the month" onSubmit={onSubmit}>
        <Field>
          <label htmlFor={selectId}>Month</label>
          <SelectBox>
            {/* Keyed by the month shown, so Back and Forward reset the box to the page's month. */}
            <MonthSelect key={month} id={selectId} name={MONTH_PARAM} defaultValue={month}>
              {months.map((value) => (
                <option key={value} value={value}>
                  {monthLabel(value)}
                </option>
              ))}
            </MonthSelect>
            <ChevronDownIcon aria-hidden="true" />
          </SelectBox>
        </Field>
        <Button type="submit" $variant="primary">
          Show
        </Button>
      </MonthForm>

      <Section aria-labelledby={headingId}>
        <h2 id={headingId}>GSTR-1 for {monthLabel(month)}</h2>
        {error && !files ? (
          <Notice role="alert">
            <h2>The month’s files could not be made</h2>
            <Button $variant="primary" onPress={() => void refetch()}>
              Try again
            </Button>
          </Notice>
        ) : loading && !files ? (
          <div aria-busy="true" aria-label="Loading the month’s files">
            <Skeleton $height="20rem" />
          </div>
        ) : files ? (
          <>
            {documents ? null : <Muted>No invoice or credit note was issued in {monthLabel(month)}: every file holds its header row only.</Muted>}
            <Files aria-label={`GSTR-1 files for ${monthLabel(month)}`}>
              {files.map((file) => (
                <File key={file.name}>
                  <div>
                    <FileTitle>{file.title}</FileTitle>
                    <FileMeta>
                      {file.name} · {rowsText(file.rows)}
                    </FileMeta>
                  </div>
                  <DownloadLink href={file.url} aria-label={`Download ${file.name}`}>
                    Download CSV
                  </DownloadLink>
                </File>
              ))}
            </Files>
          </>
        ) : null}
      </Section>
    </>
  );
}
