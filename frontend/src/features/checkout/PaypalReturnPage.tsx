import { useMutation } from '@apollo/client/react';
import { COPY } from '@threadline/domain';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../app/paths';
import { Button, ButtonLink } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { Muted, PageTitle } from '../../ui/Typography';
import { CapturePaymentDocument, CURRENT_ORDER_KEY } from './operations';

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

export const PAYMENT_FAILED_TITLE = 'Payment not completed';
const MISSING_DETAILS = 'The payment details are missing. Please place the order again.';
const CAPTURE_FAILED = 'The payment could not be confirmed. Please try again.';

function storedOrderId(): string | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(CURRENT_ORDER_KEY) ?? 'null');
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

/**
 * /shop/paypal-return: the provider sends the shopper back here with `paymentId` and `PayerID`
 * (spec section 2); the order it is for was kept in session storage when it was placed.
 */
export function PaypalReturnPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [capture] = useMutation(CapturePaymentDocument);
  const [captureError, setCaptureError] = useState<string | null>(null);
  // Capture is safe to repeat: a payment taken by an attempt whose answer was lost is recorded by the next.
  const [attempt, setAttempt] = useState(0);
  const [retryable, setRetryable] = useState(false);
  // Read once: the stored order id is removed after a successful capture.
  const [input] = useState(() => {
    const paymentId = params.get('paymentId');
    const payerId = params.get('PayerID');
    const orderId = storedOrderId();
    return paymentId && payerId && orderId ? { orderId, paymentId, payerId } : null;
  });
  // One request per attempt; StrictMode's second effect run must not ask again.
  const started = useRef(-1);

  useEffect(() => {
    if (!input || started.current === attempt) return;
    started.current = attempt;
    capture({ variables: { input } })
      .then(({ data }) => {
        const result = data?.capturePayment;
        if (result?.order) {
          sessionStorage.removeItem(CURRENT_ORDER_KEY);
          void navigate(paths.shop.paymentSuccess, { replace: true });
        } else {
          setCaptureError(result?.userErrors[0]?.message ?? CAPTURE_FAILED);
        }
      })
      .catch(() => {
        setCaptureError(CAPTURE_FAILED);
        setRetryable(true);
      });
  }, [capture, navigate, input, attempt]);

  const error = input ? captureError : MISSING_DETAILS;
  if (error) {
    return (
      <Page role="alert">
        <title>Payment not completed · Threadline</title>
        <PageTitle>{PAYMENT_FAILED_TITLE}</PageTitle>
        <Muted>{error}</Muted>
        {input && retryable ? (
          <Button
            $variant="primary"
            onPress={() => {
              setCaptureError(null);
              setRetryable(false);
              setAttempt((count) => count + 1);
            }}
          >
            Try again
          </Button>
        ) : null}
        <ButtonLink to={paths.shop.account} $variant={input && retryable ? 'secondary' : 'primary'}>
          View Orders
        </ButtonLink>
      </Page>
    );
  }

  return (
    <Page role="status">
      <title>Processing payment · Threadline</title>
      <Spinner aria-hidden="true" />
      <PageTitle>{COPY.PAYMENT_PROCESSING}</PageTitle>
    </Page>
  );
}
