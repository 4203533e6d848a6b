import styled from 'styled-components';
import { Container } from '../ui/Container';
import { Skeleton } from '../ui/Skeleton';
import { VisuallyHidden } from '../ui/VisuallyHidden';
import { media } from '../ui/theme';

const Shell = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
`;

const Bar = styled.div`
  height: ${({ theme }) => theme.layout.headerHeight};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  display: flex;
  align-items: center;
`;

const BarInner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[6]};
`;

const Body = styled(Container)`
  padding-block: ${({ theme }) => theme.space[10]};
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  ${media.md} {
    grid-template-columns: repeat(4, 1fr);
    gap: ${({ theme }) => theme.space[6]};
  }
`;

/** What shows while the session is being checked (spec: "a skeleton placeholder shows"). */
export function AppSkeleton() {
  return (
    <Shell role="status" aria-busy="true" aria-live="polite">
      <VisuallyHidden>Loading…</VisuallyHidden>
      <Bar aria-hidden="true">
        <BarInner>
          <Skeleton $width="8rem" $height="1.5rem" />
          <Skeleton $width="2.5rem" $height="2.5rem" $radius="999px" />
        </BarInner>
      </Bar>
      <Body aria-hidden="true">
        <Skeleton $height="clamp(12rem, 32vw, 22rem)" $radius="14px" />
        <Skeleton $width="14rem" $height="1.75rem" />
        <Cards>
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i}>
              <Skeleton $height="auto" style={{ aspectRatio: '4 / 5' }} $radius="8px" />
              <Skeleton $width="80%" $height="1rem" style={{ marginTop: '0.75rem' }} />
              <Skeleton $width="40%" $height="1rem" style={{ marginTop: '0.5rem' }} />
            </div>
          ))}
        </Cards>
      </Body>
    </Shell>
  );
}
