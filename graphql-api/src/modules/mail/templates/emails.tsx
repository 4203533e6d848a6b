import { Button, Link, Section, Text } from '@react-email/components';
import { FAQ_ITEMS, formatRupees, RETURN_STATE_LABELS, sizeName, STORE_NAME, type ReturnState } from '@threadline/domain';
import type { ReactElement } from 'react';
import type { AnyEmail, OrderEmailPayload, PasswordResetPayload, ReturnEmailPayload, WelcomePayload } from '../email-payloads.js';
import { Layout, button, look, paragraph, small } from './layout.js';
import { OrderSummary } from './order-summary.js';

/** Where an e-mail's links lead; every link is absolute, on the store's public URL. */
export interface EmailLinks {
  storeUrl: string;
}

export interface EmailContent {
  subject: string;
  element: ReactElement;
}

/** The storefront's own words for delivery (the FAQ), so the e-mail promises what the store does. */
const DELIVERY_PROMISE = FAQ_ITEMS.find((item) => item.id === 'delivery-time')!.answer;

export const ordersPath = '/shop/account';
export const resetPasswordPath = '/auth/reset-password';

export function orderReference(orderId: string): string {
  return `#${orderId.slice(0, 8)}`;
}

export function reviewUrl(storeUrl: string, slug: string): string {
  return `${storeUrl}/shop/listing?${new URLSearchParams({ product: slug })}`;
}

/** The link of a reset e-mail: the client's page (or the store's) with `token` set; without a token, the store's request page. */
export function resetUrl(storeUrl: string, token: string | null, page?: string | null): string {
  if (!token) return `${storeUrl}/auth/forgot-password`;
  const link = new URL(page ?? `${storeUrl}${resetPasswordPath}`);
  link.searchParams.set('token', token);
  return link.href;
}

function Welcome({ payload, storeUrl }: { payload: WelcomePayload; storeUrl: string }) {
  return (
    <Layout preview={`Welcome to ${STORE_NAME}`} heading={`Welcome, ${payload.userName}`} storeUrl={storeUrl}>
      <Text style={paragraph}>Your {STORE_NAME} account is ready. Sign in to save addresses, check out and follow your orders.</Text>
      <Button href={`${storeUrl}/auth/login`} style={button}>
        Sign in
      </Button>
    </Layout>
  );
}

interface OrderEmailProps {
  order: OrderEmailPayload;
  storeUrl: string;
  preview: string;
  heading: string;
  children: ReactElement | ReactElement[];
}

/** An e-mail about an order: its own message first, then the order as sold and a link to follow it. */
function OrderEmail({ order, storeUrl, preview, heading, children }: OrderEmailProps) {
  return (
    <Layout preview={preview} heading={heading} storeUrl={storeUrl}>
      <Text style={paragraph}>Hello {order.userName},</Text>
      {children}
      <OrderSummary order={order} storeUrl={storeUrl} />
      <Section style={{ marginTop: '24px' }}>
        <Button href={`${storeUrl}${ordersPath}`} style={button}>
          View your orders
        </Button>
      </Section>
    </Layout>
  );
}

function PasswordReset({ payload, storeUrl }: { payload: PasswordResetPayload; storeUrl: string }) {
  const link = resetUrl(storeUrl, payload.token, payload.resetUrl);
  return (
    <Layout preview="Choose a new password" heading="Reset your password" storeUrl={storeUrl}>
      <Text style={paragraph}>Hello {payload.userName},</Text>
      <Text style={paragraph}>
        Someone asked to reset the password of your {STORE_NAME} account. The link below works once, for {payload.expiresInMinutes} minutes.
      </Text>
      <Button href={link} style={button}>
        Choose a new password
      </Button>
      <Text style={{ ...small, marginTop: '16px' }}>
        Or paste this into your browser: <Link href={link} style={{ color: look.accent }}>{link}</Link>
      </Text>
      <Text style={small}>If it was not you, ignore this e-mail: your password stays as it is.</Text>
    </Layout>
  );
}

/** What a return request's step means to the shopper, in one or two sentences. */
function returnMessage(payload: ReturnEmailPayload): string {
  const exchange = payload.kind === 'EXCHANGE';
  const difference = payload.exchangeDifferencePaise;
  switch (payload.state) {
    case 'REQUESTED':
      return exchange
        ? `We have your request to exchange these pieces.${difference > 0 ? ` The new size costs ${formatRupees(difference)} more, to be paid on delivery of the replacement.` : difference < 0 ? ` The new size costs ${formatRupees(-difference)} less; we will refund the difference.` : ''} We will let you know once it is approved.`
        : `We have your request to return these pieces for a refund of up to ${formatRupees(payload.refundPaise)}. We will let you know once it is approved.`;
    case 'APPROVED':
      return exchange
        ? 'Your exchange is approved and the new size is set aside for you. Please send the pieces back; the replacement follows once they arrive.'
        : 'Your return is approved. Please send the pieces back; we refund you once they arrive.';
    case 'DECLINED':
      return `We are sorry: your request was declined. The reason: ${payload.declineReason ?? ''}`;
    case 'CANCELED':
      return 'Your return request is canceled. Nothing more will happen with it.';
    case 'RECEIVED':
      // An exchange into a cheaper size records its refund while it waits to ship.
      if (payload.payoutPaise !== null) return `We have refunded the difference, ${formatRupees(payload.payoutPaise)}, to you. Your replacement is on its way soon.`;
      return exchange ? 'The pieces you sent back have arrived. Your replacement is on its way soon.' : 'The pieces you sent back have arrived. Your refund follows.';
    case 'REFUNDED':
      return `We have refunded ${formatRupees(payload.payoutPaise ?? 0)} to you.`;
    case 'EXCHANGED':
      return `Your replacement is on its way.${difference > 0 ? ` Please pay ${formatRupees(difference)} on delivery.` : ''}`;
    case 'CLOSED':
      return 'Your return request is complete. Thank you for shopping with us.';
    default:
      return `Your return request is now ${payload.state.toLowerCase()}.`;
  }
}

function ReturnUpdate({ payload, storeUrl }: { payload: ReturnEmailPayload; storeUrl: string }) {
  const label = RETURN_STATE_LABELS[payload.state as ReturnState] ?? payload.state;
  return (
    <Layout preview={`Return ${label.toLowerCase()}`} heading={`${payload.kind === 'EXCHANGE' ? 'Exchange' : 'Return'}: ${label}`} storeUrl={storeUrl}>
      <Text style={paragraph}>Hello {payload.userName},</Text>
      <Text style={paragraph}>{returnMessage(payload)}</Text>
      <Section>
        {payload.lines.map((line, index) => (
          <Text key={index} style={small}>
            {line.quantity} × {line.title}, {sizeName(line.size)}
            {line.exchangeSize ? ` → ${sizeName(line.exchangeSize)}` : ''}
          </Text>
        ))}
      </Section>
      <Section style={{ marginTop: '24px' }}>
        <Button href={`${storeUrl}${ordersPath}`} style={button}>
          View your orders
        </Button>
      </Section>
    </Layout>
  );
}

/** The subject and the React element of an e-mail, by its kind. */
export function emailContent(email: AnyEmail, { storeUrl }: EmailLinks): EmailContent {
  switch (email.kind) {
    case 'WELCOME':
      return { subject: `Welcome to ${STORE_NAME}`, element: <Welcome payload={email.payload} storeUrl={storeUrl} /> };
    case 'RETURN_UPDATE': {
      const label = RETURN_STATE_LABELS[email.payload.state as ReturnState] ?? email.payload.state;
      return {
        subject: `Your ${STORE_NAME} ${email.payload.kind === 'EXCHANGE' ? 'exchange' : 'return'} for order ${orderReference(email.payload.orderId)}: ${label.toLowerCase()}`,
        element: <ReturnUpdate payload={email.payload} storeUrl={storeUrl} />,
      };
    }
    case 'PASSWORD_RESET':
      return { subject: `Reset your ${STORE_NAME} password`, element: <PasswordReset payload={email.payload} storeUrl={storeUrl} /> };
    default:
      return orderEmailContent(email.kind, email.payload, storeUrl);
  }
}

function orderEmailContent(kind: Exclude<AnyEmail['kind'], 'WELCOME' | 'PASSWORD_RESET' | 'RETURN_UPDATE'>, order: OrderEmailPayload, storeUrl: string): EmailContent {
  const ref = orderReference(order.orderId);
  const props = { order, storeUrl };
  switch (kind) {
    case 'ORDER_CONFIRMATION':
      return {
        subject: `Your ${STORE_NAME} order ${ref} is confirmed`,
        element: (
          <OrderEmail {...props} preview={`Order ${ref} confirmed`} heading="Thank you for your order">
            <Text style={paragraph}>We have your order {ref}. {DELIVERY_PROMISE}</Text>
          </OrderEmail>
        ),
      };
    case 'ORDER_IN_SHIPPING':
      return {
        subject: `Your ${STORE_NAME} order ${ref} is on its way`,
        element: (
          <OrderEmail {...props} preview={`Order ${ref} shipped`} heading="Your order is on its way">
            <Text style={paragraph}>Your order {ref} has left us and is in shipping. {DELIVERY_PROMISE}</Text>
          </OrderEmail>
        ),
      };
    case 'ORDER_DELIVERED': {
      const reviewable = order.lines.filter((line) => line.productSlug);
      return {
        subject: `Your ${STORE_NAME} order ${ref} was delivered`,
        element: (
          <OrderEmail {...props} preview={`Order ${ref} delivered`} heading="Your order was delivered">
            <Text style={paragraph}>Your order {ref} was delivered. We hope you like it: tell other shoppers what you think.</Text>
            <Section style={{ marginBottom: '16px' }}>
              {reviewable.map((line) => (
                <Text key={line.productSlug} style={small}>
                  <Link href={reviewUrl(storeUrl, line.productSlug!)} style={{ color: look.accent }}>
                    Review {line.title}
                  </Link>
                </Text>
              ))}
            </Section>
          </OrderEmail>
        ),
      };
    }
    case 'ORDER_REJECTED':
      return {
        subject: `Your ${STORE_NAME} order ${ref} could not be accepted`,
        element: (
          <OrderEmail {...props} preview={`Order ${ref} rejected`} heading="We could not accept your order">
            <Text style={paragraph}>We are sorry: the store could not accept your order {ref}. Nothing will be delivered, and you will not be asked to pay.</Text>
          </OrderEmail>
        ),
      };
    case 'ORDER_CANCELED_BY_STORE':
      return {
        subject: `Your ${STORE_NAME} order ${ref} was canceled`,
        element: (
          <OrderEmail {...props} preview={`Order ${ref} canceled`} heading="Your order was canceled">
            <Text style={paragraph}>The store canceled your order {ref}. Nothing will be delivered. Anything you paid online will be refunded by the store.</Text>
          </OrderEmail>
        ),
      };
    case 'ORDER_CANCELED_BY_SHOPPER':
      return {
        subject: `You canceled your ${STORE_NAME} order ${ref}`,
        element: (
          <OrderEmail {...props} preview={`Order ${ref} canceled`} heading="Your order is canceled">
            <Text style={paragraph}>As you asked, your order {ref} is canceled. The reason you gave:</Text>
            <Text style={{ ...paragraph, borderLeft: `3px solid ${look.border}`, paddingLeft: '12px', color: look.muted }}>{order.cancellationReason ?? ''}</Text>
          </OrderEmail>
        ),
      };
    case 'ORDER_EXPIRED':
      return {
        subject: `Your ${STORE_NAME} order ${ref} was canceled: the payment was not completed`,
        element: (
          <OrderEmail {...props} preview={`Order ${ref} canceled`} heading="Your payment was not completed">
            <Text style={paragraph}>
              The payment for your order {ref} was not approved in time, so the order is canceled and nothing was charged. Its pieces are back in the shop if you
              would like to order again.
            </Text>
          </OrderEmail>
        ),
      };
  }
}
