import { COPY } from '@threadline/domain';
import styled from 'styled-components';
import { paths } from '../../app/paths';
import { ButtonLink } from '../../ui/Button';
import { Eyebrow } from '../../ui/Typography';

export const StatusScreen = styled.main`
  flex: 1;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => `${theme.space[16]} ${theme.layout.gutter}`};
  text-align: center;
`;

export const StatusBody = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 32rem;
`;

export const StatusTitle = styled.h1`
  font-family: ${({ theme }) => theme.font.display};
  font-weight: ${({ theme }) => theme.fontWeight.regular};
  font-size: clamp(2rem, 6vw, 3rem);
`;

export const StatusText = styled.p`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

export const StatusActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[2]};
`;

/** Any path the router does not know. */
export function NotFoundPage() {
  return (
    <StatusScreen id="main-content" tabIndex={-1}>
      <title>Page not found · Threadline</title>
      <StatusBody>
        <Eyebrow>Error 404</Eyebrow>
        <StatusTitle>Page not found</StatusTitle>
        <StatusText>The page you are looking for does not exist or has moved.</StatusText>
        <StatusActions>
          <ButtonLink to={paths.root} $variant="primary" $size="lg">
            {COPY.RETURN_TO_HOMEPAGE}
          </ButtonLink>
        </StatusActions>
      </StatusBody>
    </StatusScreen>
  );
}
