import { COPY } from '@threadline/domain';
import { paths } from '../../app/paths';
import { ButtonLink } from '../../ui/Button';
import { Eyebrow } from '../../ui/Typography';
import { StatusActions, StatusBody, StatusScreen, StatusText, StatusTitle } from './NotFoundPage';

/** /unauth-page: where a shopper lands when they try the back office. */
export function UnauthorizedPage() {
  return (
    <StatusScreen id="main-content" tabIndex={-1}>
      <title>Access denied · Threadline</title>
      <StatusBody>
        <Eyebrow>Error 403</Eyebrow>
        <StatusTitle>{COPY.ACCESS_DENIED}</StatusTitle>
        <StatusText>You don’t have permission to view this page.</StatusText>
        <StatusActions>
          <ButtonLink to={paths.root} $variant="primary" $size="lg">
            Go Home
          </ButtonLink>
          <ButtonLink to={paths.auth.login} $variant="secondary" $size="lg">
            Log In
          </ButtonLink>
        </StatusActions>
      </StatusBody>
    </StatusScreen>
  );
}
