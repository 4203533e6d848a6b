import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from './Container';
import { Eyebrow, PageTitle } from './Typography';
import { media } from './theme';

const Page = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-content: start;
  padding-block: ${({ theme }) => `${theme.space[12]} ${theme.space[20]}`};
  ${media.md} {
    padding-block: ${({ theme }) => `${theme.space[16]} ${theme.space[20]}`};
  }
`;

const Head = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding-bottom: ${({ theme }) => theme.space[6]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Note = styled.p`
  max-width: 60ch;
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: ${({ theme }) => theme.color.muted};
`;

export interface PlaceholderPageProps {
  eyebrow?: string;
  title: string;
  /** One honest line about what this page will hold. */
  note: ReactNode;
  children?: ReactNode;
  /** Pages inside the admin layout already sit in a padded area. */
  bare?: boolean;
}

/** A page whose feature has not been built yet: its heading and what will be here, no fake data. */
export function PlaceholderPage({ eyebrow, title, note, children, bare }: PlaceholderPageProps) {
  const content = (
    <>
      <title>{`${title} · Threadline`}</title>
      <Head>
        {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
        <PageTitle>{title}</PageTitle>
      </Head>
      <Note>{note}</Note>
      {children}
    </>
  );
  return bare ? <BarePage>{content}</BarePage> : <Page>{content}</Page>;
}

const BarePage = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-content: start;
`;
