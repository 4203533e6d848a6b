import { COPY, SUPPORT_EMAIL, SUPPORT_EMAIL_HREF } from '@threadline/domain';
import styled from 'styled-components';
import { Button, buttonStyles } from '../../ui/Button';
import { paths } from '../../app/paths';

const Screen = styled.main`
  flex: 1;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.layout.gutter};
  background: ${({ theme }) => theme.color.paper};
`;

const Panel = styled.div`
  width: min(34rem, 100%);
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  padding: clamp(1.5rem, 5vw, 3rem);
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  text-align: center;
`;

const Title = styled.h1`
  font-family: ${({ theme }) => theme.font.display};
  font-weight: ${({ theme }) => theme.fontWeight.regular};
  font-size: ${({ theme }) => theme.fontSize['2xl']};
`;

const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;

const Help = styled.p`
  color: ${({ theme }) => theme.color.muted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
`;

// A full page load, not a router link: the broken tree must not survive (spec: the error state
// "stays until reload").
const HomeLink = styled.a<{ $variant?: 'secondary' }>`
  ${buttonStyles}
`;

const Footer = styled.p`
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.muted};
  a {
    color: ${({ theme }) => theme.color.ink};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;

/** The render-failure screen of spec section 2 ("Error fallback screen"). */
export function ErrorFallback() {
  return (
    <Screen>
      <title>Something went wrong · Threadline</title>
      <Panel role="alert">
        <Title>{COPY.ERROR_HEADING}</Title>
        <Lead>{COPY.ERROR_TEXT}</Lead>
        <Help>{COPY.ERROR_HELP}</Help>
        <Actions>
          <Button $variant="primary" onPress={() => window.location.reload()}>
            Try Again
          </Button>
          <HomeLink href={paths.root} $variant="secondary">
            Go Home
          </HomeLink>
        </Actions>
        <Footer>
          If the problem persists, contact us at <a href={SUPPORT_EMAIL_HREF}>{SUPPORT_EMAIL}</a>
        </Footer>
      </Panel>
    </Screen>
  );
}
