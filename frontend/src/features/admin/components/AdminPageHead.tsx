import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Eyebrow, PageTitle } from '../../../ui/Typography';

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding-bottom: ${({ theme }) => theme.space[6]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Titles = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const Note = styled.p`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export interface AdminPageHeadProps {
  title: string;
  note?: ReactNode;
  /** Page-level actions, e.g. Add New Product. */
  actions?: ReactNode;
}

/** An admin page's heading (with the document title) and its main actions. */
export function AdminPageHead({ title, note, actions }: AdminPageHeadProps) {
  return (
    <Head>
      <title>{`${title} · Admin · Threadline`}</title>
      <Titles>
        <Eyebrow>Admin</Eyebrow>
        <PageTitle>{title}</PageTitle>
        {note ? <Note>{note}</Note> : null}
      </Titles>
      {actions}
    </Head>
  );
}
