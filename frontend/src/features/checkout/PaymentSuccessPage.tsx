import { COPY } from '@threadline/domain';
import styled from 'styled-components';
import { paths } from '../../app/paths';
import { ButtonLink } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { Muted, PageTitle } from '../../ui/Typography';

const Page = styled(Container)`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[6]};
  padding-block: ${({ theme }) => theme.space[20]};
  text-align: center;
`;

const Note = styled(Muted)`
  max-width: 46ch;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Tick = styled.span`
  display: grid;
  place-items: center;
  width: 4rem;
  height: 4rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.onInk};
  svg {
    width: 2rem;
    height: 2rem;
  }
`;

/** /shop/payment-success (the spec's own wording, "successfull", is kept). */
export function PaymentSuccessPage() {
  return (
    <Page>
      <title>Order placed · Threadline</title>
      <Tick aria-hidden="true">
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
          <path d="m5 12.5 4.5 4.5L19 7.5" />
        </svg>
      </Tick>
      <PageTitle>{COPY.PAYMENT_SUCCESS}</PageTitle>
      <Note>
        Thank you for shopping with us. Orders are processed within 24-48 hours and usually arrive in 3-5 business
        days; you can follow yours, or cancel it while it is still placed, from your account.
      </Note>
      <Actions>
        <ButtonLink to={paths.shop.account} $variant="primary" $size="lg">
          View Orders
        </ButtonLink>
        <ButtonLink to={paths.shop.listing} $variant="secondary" $size="lg">
          Continue Shopping
        </ButtonLink>
      </Actions>
    </Page>
  );
}
