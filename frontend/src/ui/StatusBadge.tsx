import { ORDER_STATUS_BADGE, ORDER_STATUS_LABELS, OrderStatus as DomainOrderStatus, type BadgeColor } from '@threadline/domain';
import styled from 'styled-components';

// The spec's status colours (section 4): soft backgrounds with dark text of the same hue, every
// pair above 4.5:1, so the label stays readable and the colour is never the only signal.
const COLORS: Record<BadgeColor, { background: string; text: string; dot: string }> = {
  blue: { background: '#e3edfb', text: '#164a94', dot: '#2f6fd0' },
  yellow: { background: '#fbf0c9', text: '#6b4a00', dot: '#d4a012' },
  green: { background: '#dff2e6', text: '#175c39', dot: '#2e9a5f' },
  red: { background: '#fbe3e0', text: '#9b1c12', dot: '#d2392b' },
  gray: { background: '#ecebe8', text: '#4a4641', dot: '#8a847c' },
};

const Pill = styled.span<{ $color: BadgeColor }>`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  padding: 0.1875rem 0.625rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ $color }) => COLORS[$color].background};
  color: ${({ $color }) => COLORS[$color].text};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  white-space: nowrap;
  &::before {
    content: '';
    width: 0.5rem;
    height: 0.5rem;
    border-radius: 50%;
    background: ${({ $color }) => COLORS[$color].dot};
  }
`;

/** A label on one of the status colours: for statuses of other things than orders (an e-mail's). */
export function ColorBadge({ color, children }: { color: BadgeColor; children: string }) {
  return (
    <Pill $color={color} data-color={color}>
      {children}
    </Pill>
  );
}

/** The GraphQL enum value (ORDER_PLACED …), whose names are the domain's keys. */
export type OrderStatusName = keyof typeof DomainOrderStatus;

/** An order's status as the spec shows it: its label on the status colour. */
export function StatusBadge({ status }: { status: OrderStatusName }) {
  const value = DomainOrderStatus[status];
  return <ColorBadge color={ORDER_STATUS_BADGE[value]}>{ORDER_STATUS_LABELS[value]}</ColorBadge>;
}
