import { COPY } from '@threadline/domain';
import styled from 'styled-components';
import { Container } from '../../ui/Container';
import { PageTitle } from '../../ui/Typography';

const Page = styled(Container)`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[6]};
  padding-block: ${({ theme }) => theme.space[20]};
  text-align: center;
`;

const Spinner = styled.span`
  width: 2.5rem;
  height: 2.5rem;
  border: 3px solid ${({ theme }) => theme.color.border};
  border-top-color: ${({ theme }) => theme.color.ink};
  border-radius: 50%;
  animation: spin 900ms linear infinite;
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
`;

/**
 * /shop/paypal-return: where a card or wallet provider sends the shopper back (spec section 2).
 * The capture call arrives with the payment API; until then this only reports that it is waiting.
 */
export function PaypalReturnPage() {
  return (
    <Page role="status">
      <title>Processing payment · Threadline</title>
      <Spinner aria-hidden="true" />
      <PageTitle>{COPY.PAYMENT_PROCESSING}</PageTitle>
    </Page>
  );
}
