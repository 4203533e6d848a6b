import { Column, Img, Row, Section, Text } from '@react-email/components';
import { formatRupees, PAYMENT_METHOD_LABELS } from '@threadline/domain';
import type { OrderEmailPayload } from '../email-payloads.js';
import { look, paragraph, small } from './layout.js';

/** An image path stored on an order line (`/media/…`) as a URL a mail client can fetch. */
export function absoluteUrl(storeUrl: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${storeUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

/**
 * The order as sold: each line with its picture, size, quantity and prices (and what promotions
 * took off it), then the totals with each promotion and the savings, the address and the payment.
 * The figures are the order's, frozen at checkout; the e-mail computes no discount.
 */
export function OrderSummary({ order, storeUrl }: { order: OrderEmailPayload; storeUrl: string }) {
  const cell = { ...small, color: look.ink, margin: 0 };
  const saving = { ...cell, color: look.accent };
  const savingsPaise = order.discountPaise ?? 0;
  return (
    <Section>
      {order.lines.map((line, index) => (
        <Row key={index} style={{ borderBottom: `1px solid ${look.border}`, padding: '12px 0' }}>
          <Column style={{ width: '72px', verticalAlign: 'top' }}>
            <Img src={absoluteUrl(storeUrl, line.image)} alt={line.title} width="64" height="64" style={{ borderRadius: '4px', objectFit: 'cover' }} />
          </Column>
          <Column style={{ verticalAlign: 'top' }}>
            <Text style={{ ...cell, fontWeight: 600 }}>{line.title}</Text>
            <Text style={cell}>
              Size {line.size} · Qty {line.quantity} · {formatRupees(line.unitPricePaise)} each
            </Text>
            {line.discountPaise ? <Text style={saving}>Offer: −{formatRupees(line.discountPaise)}</Text> : null}
          </Column>
          <Column style={{ textAlign: 'right', verticalAlign: 'top', width: '120px' }}>
            {line.discountPaise ? (
              <>
                <Text style={{ ...cell, textDecoration: 'line-through' }}>{formatRupees(line.lineTotalPaise)}</Text>
                <Text style={{ ...cell, fontWeight: 600 }}>{formatRupees(line.lineTotalPaise - line.discountPaise)}</Text>
              </>
            ) : (
              <Text style={{ ...cell, fontWeight: 600 }}>{formatRupees(line.lineTotalPaise)}</Text>
            )}
          </Column>
        </Row>
      ))}
      <Row style={{ paddingTop: '12px' }}>
        <Column>
          <Text style={cell}>Subtotal</Text>
        </Column>
        <Column style={{ textAlign: 'right' }}>
          <Text style={cell}>{formatRupees(order.subtotalPaise)}</Text>
        </Column>
      </Row>
      {(order.promotions ?? []).map((promotion, index) => (
        <Row key={`promotion-${index}`}>
          <Column>
            <Text style={saving}>{promotion.code ? `${promotion.name} (code ${promotion.code})` : promotion.name}</Text>
          </Column>
          <Column style={{ textAlign: 'right' }}>
            <Text style={saving}>−{formatRupees(promotion.discountPaise)}</Text>
          </Column>
        </Row>
      ))}
      {savingsPaise > 0 ? (
        <Row>
          <Column>
            <Text style={{ ...saving, fontWeight: 600 }}>You saved</Text>
          </Column>
          <Column style={{ textAlign: 'right' }}>
            <Text style={{ ...saving, fontWeight: 600 }}>{formatRupees(savingsPaise)}</Text>
          </Column>
        </Row>
      ) : null}
      <Row>
        <Column>
          <Text style={{ ...cell, fontWeight: 700 }}>Total</Text>
        </Column>
        <Column style={{ textAlign: 'right' }}>
          <Text style={{ ...cell, fontWeight: 700 }}>{formatRupees(order.totalPaise)}</Text>
        </Column>
      </Row>
      <Text style={{ ...paragraph, margin: '24px 0 4px', fontWeight: 600 }}>Delivery address</Text>
      <Text style={{ ...small, color: look.ink }}>
        {order.address.address}, {order.address.city} {order.address.pincode}
        <br />
        Phone {order.address.phone}
        {order.address.notes ? (
          <>
            <br />
            Notes: {order.address.notes}
          </>
        ) : null}
      </Text>
      <Text style={{ ...paragraph, margin: '16px 0 4px', fontWeight: 600 }}>Payment</Text>
      <Text style={{ ...small, color: look.ink }}>{PAYMENT_METHOD_LABELS[order.paymentMethod]}</Text>
    </Section>
  );
}
