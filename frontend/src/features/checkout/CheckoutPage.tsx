import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  MESSAGES,
  PAYMENT_METHOD_LABELS,
  PaymentMethod as DomainPaymentMethod,
  TOASTS,
  validateCheckout,
} from '@threadline/domain';
import { useCallback, useRef, useState } from 'react';
import { Radio, RadioGroup } from 'react-aria-components';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../app/paths';
import type { PaymentMethod } from '../../graphql/generated/graphql';
import { Button } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { media } from '../../ui/theme';
import { toast } from '../../ui/toast-queue';
import { Eyebrow, PageTitle } from '../../ui/Typography';
import { AddressManager } from '../addresses/AddressManager';
import { useAddresses } from '../addresses/use-addresses';
import { useAuth } from '../auth/auth-context';
import { CartQuery } from '../cart/operations';
import { useCart } from '../cart/use-cart';
import { BusinessBuyerFields } from './BusinessBuyerFields';
import { businessBuyerInput, isBusinessBuyerField, NO_BUSINESS_BUYER, type BusinessBuyer, type BusinessBuyerErrors } from './business-buyer';
import { CheckoutSummary } from './CheckoutSummary';
import { redirectTo } from './external-redirect';
import { CheckoutPaymentMethodsQuery, CURRENT_ORDER_KEY, PlaceOrderMutation } from './operations';
import { sizeText } from '../../graphql/enum-labels';

/** Where the chosen delivery address is remembered for this tab, so a reload keeps it. */
const CHOSEN_ADDRESS_KEY = 'checkoutAddressId';
const PLACE_ORDER_FAILED = 'Could not place your order';

const Page = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  padding-block: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[16]};
`;

const Intro = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  align-items: start;
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(20rem, 24rem);
    gap: ${({ theme }) => theme.space[10]};
  }
`;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  list-style: none;
  margin: 0;
  padding: 0;
  min-width: 0;
`;

const Step = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const StepLabel = styled(Eyebrow)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${({ theme }) => theme.color.border};
  }
`;

const StepTitle = styled.h2`
  font-family: ${({ theme }) => theme.font.display};
  font-weight: ${({ theme }) => theme.fontWeight.regular};
  font-size: ${({ theme }) => theme.fontSize.xl};
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

// Stays in view beside a long address list on desktop; on phones it simply follows the steps.
const Aside = styled.aside`
  min-width: 0;
  ${media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space[6]});
  }
`;

const Methods = styled(RadioGroup)`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  ${media.sm} {
    grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  }
`;

const MethodRadio = styled(Radio)`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  cursor: pointer;
  outline: none;
  &[data-selected] {
    border-color: ${({ theme }) => theme.color.ink};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.ink};
  }
  &[data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const MethodCard = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

const MethodName = styled.span`
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const MethodNote = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.muted};
`;

// The label names the payment method and may be long; on a narrow phone it wraps rather than overflow.
const PlaceButton = styled(Button)`
  white-space: normal;
  text-align: center;
  line-height: 1.25;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
`;

const PlaceNote = styled.p`
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.muted};
  text-align: center;
`;

const METHOD_NOTES: Record<PaymentMethod, string> = {
  COD: 'Pay in cash when your order arrives.',
  PAYPAL: 'Pay now on PayPal; you come back here when done.',
};

function methodLabel(method: PaymentMethod): string {
  return PAYMENT_METHOD_LABELS[DomainPaymentMethod[method]];
}

function rememberedAddressId(): string | null {
  try {
    return sessionStorage.getItem(CHOSEN_ADDRESS_KEY);
  } catch {
    return null;
  }
}

/** Moves focus to the first business field in error, once React has marked it invalid. */
function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus());
}

/** A new attempt (and idempotency key) starts whenever what would be ordered changes. */
interface Attempt {
  key: string;
  basis: string;
}

/**
 * /shop/checkout: choose the delivery address (and, when the store offers it, the payment
 * method), check the cart, place the order. Each attempt carries one idempotency key, so
 * however often the button is pressed, or a lost answer retried, one order is placed.
 */
export function CheckoutPage() {
  const navigate = useNavigate();
  const client = useApolloClient();
  const { user } = useAuth();
  const { cart, loading: cartLoading } = useCart();
  const { addresses } = useAddresses();
  const { data: methodsData } = useQuery(CheckoutPaymentMethodsQuery);
  const [placeOrder] = useMutation(PlaceOrderMutation);

  const [chosenAddressId, setChosenAddressId] = useState<string | null>(rememberedAddressId);
  // The remembered choice holds while that address exists; otherwise the first one is preselected.
  const selectedAddressId = addresses.some((address) => address.id === chosenAddressId)
    ? chosenAddressId
    : (addresses[0]?.id ?? null);
  const chooseAddress = useCallback((id: string) => {
    setChosenAddressId(id);
    try {
      sessionStorage.setItem(CHOSEN_ADDRESS_KEY, id);
    } catch {
      // Storage can be off (private mode); the choice then lasts for this visit only.
    }
  }, []);

  const offered = methodsData?.paymentMethods ?? ['COD'];
  const [chosenMethod, setChosenMethod] = useState<PaymentMethod>('COD');
  const paymentMethod: PaymentMethod = offered.includes(chosenMethod) ? chosenMethod : 'COD';

  const [business, setBusiness] = useState<BusinessBuyer>(NO_BUSINESS_BUYER);
  const [businessErrors, setBusinessErrors] = useState<BusinessBuyerErrors>({});
  const businessForm = useRef<HTMLFormElement>(null);
  const changeBusiness = (next: BusinessBuyer) => {
    // A refusal was about what was typed before; the next attempt judges what is typed now.
    setBusinessErrors((current) => ({
      ...(next.gstin === business.gstin ? { buyerGstin: current.buyerGstin } : {}),
      ...(next.businessName === business.businessName ? { buyerBusinessName: current.buyerBusinessName } : {}),
    }));
    setBusiness(next);
  };

  const attempt = useRef<Attempt | null>(null);
  // A ref, not state: a second press in the same frame must already see the first.
  const inFlight = useRef(false);
  const [isPlacing, setIsPlacing] = useState(false);

  const keyFor = (basis: string): string => {
    if (attempt.current?.basis !== basis) attempt.current = { key: crypto.randomUUID(), basis };
    return attempt.current.key;
  };

  const onPlaceOrder = async () => {
    if (inFlight.current) return;
    const problem = validateCheckout({
      cartItemCount: cart?.itemCount ?? 0,
      selectedAddressId,
      userId: user?.id,
    });
    if (problem || !cart || !selectedAddressId) {
      toast({ variant: 'destructive', title: problem ?? MESSAGES.CART_EMPTY });
      return;
    }
    const buyer = businessBuyerInput(business);
    if (!buyer.ok) {
      setBusinessErrors(buyer.errors);
      focusFirstInvalid(businessForm.current);
      toast({ variant: 'destructive', ...TOASTS.VALIDATION_ERROR });
      return;
    }
    setBusinessErrors({});
    const basis = [
      selectedAddressId,
      paymentMethod,
      buyer.input.buyerGstin ?? '',
      buyer.input.buyerBusinessName ?? '',
      ...cart.lines.map((line) => `${line.id}:${line.quantity}`),
    ].join('|');
    const idempotencyKey = keyFor(basis);

    inFlight.current = true;
    setIsPlacing(true);
    try {
      const { data } = await placeOrder({ variables: { input: { addressId: selectedAddressId, paymentMethod, idempotencyKey, ...buyer.input } } });
      const payload = data?.placeOrder;
      if (payload?.order) {
        attempt.current = null;
        // The server emptied the cart and added an order: the header, sheet and account must show it.
        client.cache.evict({ fieldName: 'myOrders' });
        void client.refetchQueries({ include: [CartQuery] });
        if (paymentMethod === 'PAYPAL' && payload.approvalUrl) {
          sessionStorage.setItem(CURRENT_ORDER_KEY, JSON.stringify(payload.order.id));
          redirectTo(payload.approvalUrl);
          return;
        }
        toast(TOASTS.ORDER_PLACED);
        await navigate(paths.shop.paymentSuccess, { replace: true });
        return;
      }
      const refusal = payload?.userErrors[0];
      const businessRefusals = (payload?.userErrors ?? []).filter((error) => isBusinessBuyerField(error.field));
      if (businessRefusals.length > 0) {
        // Shown at the fields they name, as the form's own check does.
        setBusinessErrors(Object.fromEntries(businessRefusals.map((error) => [error.field, error.message])));
        focusFirstInvalid(businessForm.current);
        toast({ variant: 'destructive', title: PLACE_ORDER_FAILED, description: businessRefusals[0]?.message });
      } else if (refusal?.field?.startsWith('cartLines.')) {
        // A line the stock cannot fill: say which one, and show the cart as it is now.
        const line = cart.lines.find((candidate) => `cartLines.${candidate.id}` === refusal.field);
        toast({
          variant: 'destructive',
          title: line ? `${line.product.title} (${sizeText(line.size)})` : refusal.message,
          description: line ? refusal.message : undefined,
        });
        void client.refetchQueries({ include: [CartQuery] });
      } else {
        toast({ variant: 'destructive', title: refusal?.message ?? PLACE_ORDER_FAILED, description: refusal ? undefined : MESSAGES.PLEASE_TRY_AGAIN });
      }
    } catch {
      // The key is kept: if the order did go through, pressing again returns it instead of a second one.
      toast({ variant: 'destructive', title: PLACE_ORDER_FAILED, description: MESSAGES.SOMETHING_WENT_WRONG });
    } finally {
      inFlight.current = false;
      setIsPlacing(false);
    }
  };

  const placeLabel = `Place Order (${methodLabel(paymentMethod)})`;

  return (
    <Page>
      <title>Checkout · Threadline</title>
      <Intro>
        <Eyebrow>Secure checkout</Eyebrow>
        <PageTitle>Checkout</PageTitle>
      </Intro>
      <Layout>
        <Steps>
          <Step>
            <StepLabel>Step 1 of 3</StepLabel>
            <AddressManager
              title="Delivery address"
              mode="select"
              selectedId={selectedAddressId}
              onSelectedChange={chooseAddress}
            />
          </Step>
          <Step>
            <StepLabel>Step 2 of 3</StepLabel>
            <StepTitle id="checkout-payment-title">Payment method</StepTitle>
            {offered.length > 1 ? (
              <Methods
                aria-labelledby="checkout-payment-title"
                value={paymentMethod}
                onChange={(value) => setChosenMethod(value as PaymentMethod)}
              >
                {offered.map((method) => (
                  <MethodRadio key={method} value={method}>
                    <MethodName>{methodLabel(method)}</MethodName>
                    <MethodNote>{METHOD_NOTES[method]}</MethodNote>
                  </MethodRadio>
                ))}
              </Methods>
            ) : (
              <MethodCard>
                <MethodName>{methodLabel('COD')}</MethodName>
                <MethodNote>{METHOD_NOTES.COD}</MethodNote>
              </MethodCard>
            )}
          </Step>
          <Step>
            <StepLabel>Step 3 of 3 · optional</StepLabel>
            <StepTitle>Buying for your business?</StepTitle>
            <BusinessBuyerFields value={business} onChange={changeBusiness} errors={businessErrors} formRef={businessForm} />
          </Step>
        </Steps>
        <Aside>
          <CheckoutSummary cart={cart} loading={cartLoading}>
            <PlaceButton $variant="primary" $size="lg" $fullWidth onPress={() => void onPlaceOrder()} isPending={isPlacing}>
              {isPlacing ? 'Placing Order…' : placeLabel}
            </PlaceButton>
            <PlaceNote>
              {paymentMethod === 'PAYPAL' ? 'You will be sent to PayPal to pay.' : 'No payment now: pay when it is delivered.'}
            </PlaceNote>
          </CheckoutSummary>
        </Aside>
      </Layout>
    </Page>
  );
}
