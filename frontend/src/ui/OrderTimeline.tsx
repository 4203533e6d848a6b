import styled from 'styled-components';
import { graphql } from '../graphql/generated';
import type { OrderTimeline_EventFragment } from '../graphql/generated/graphql';
import { orderStatusLabel } from '../graphql/enum-labels';
import { ColorBadge } from './StatusBadge';
import { formatDateTime } from './format-date-time';

// An order's history as a timeline, shared by the back office (every entry, named, with each
// note's visibility) and the shopper's order details (the entries the server lets her see).

/** One entry of an order's history, as the timeline shows it. */
export const OrderTimeline_event = graphql(`
  fragment OrderTimeline_event on OrderEvent {
    id
    createdAt
    type
    fromStatus
    toStatus
    note
    visibility
    actor {
      kind
      name
    }
  }
`);

/** Who reads the timeline: staff see names and each note's visibility; the shopper sees "you" and "the store". */
export type TimelineAudience = 'staff' | 'shopper';

export const NOTE_VISIBILITY_TAGS = { PRIVATE: 'Private', PUBLIC: 'Shown to customer' } as const;

function actorText(event: OrderTimeline_EventFragment, audience: TimelineAudience): string {
  const { kind, name } = event.actor;
  if (audience === 'shopper') return kind === 'SHOPPER' ? 'you' : 'the store';
  if (kind === 'SYSTEM') return 'the store';
  return name ?? (kind === 'ADMIN' ? 'a former staff member' : 'the customer');
}

/** What happened, in a sentence: "Status changed from Order Placed to In Shipping by Asha Roy". */
export function orderEventText(event: OrderTimeline_EventFragment, audience: TimelineAudience): string {
  const by = actorText(event, audience);
  switch (event.type) {
    case 'PLACED':
      return `Order placed by ${by}`;
    case 'PAYMENT_CAPTURED':
      return 'Payment received';
    case 'STATUS_CHANGED':
      return event.fromStatus && event.toStatus
        ? `Status changed from ${orderStatusLabel(event.fromStatus)} to ${orderStatusLabel(event.toStatus)} by ${by}`
        : `Status changed by ${by}`;
    case 'CANCELED_BY_SHOPPER':
      return `Canceled by ${by}`;
    case 'CHECKOUT_EXPIRED':
      return 'Canceled by the store: the payment was not completed in time';
    case 'PAYMENT_FAILED':
      return 'Canceled by the store: the payment could not be started';
    case 'NOTE':
      return audience === 'shopper' ? 'Note from the store' : `Note by ${by}`;
    case 'RETURN_REQUESTED':
      return `Return or exchange asked by ${by}`;
    case 'RETURN_APPROVED':
      return `Return approved by ${by}`;
    case 'RETURN_DECLINED':
      return `Return declined by ${by}`;
    case 'RETURN_CANCELED':
      return `Return request canceled by ${by}`;
    case 'RETURN_RECEIVED':
      return `Returned pieces received by ${by}`;
    case 'RETURN_REFUNDED':
      return `Refund paid by ${by}`;
    case 'RETURN_EXCHANGE_SHIPPED':
      return `New size shipped by ${by}`;
    case 'RETURN_CLOSED':
      return `Return closed by ${by}`;
  }
}

/** Words before an entry's note where the note is a reason, not a message. */
const NOTE_PREFIX: Partial<Record<OrderTimeline_EventFragment['type'], string>> = {
  CANCELED_BY_SHOPPER: 'Reason: ',
  RETURN_DECLINED: 'Reason: ',
};

const List = styled.ol`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding-left: ${({ theme }) => theme.space[5]};
  border-left: 2px solid ${({ theme }) => theme.color.border};
  margin-left: ${({ theme }) => theme.space[2]};
`;

const Entry = styled.li`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  min-width: 0;
  &::before {
    content: '';
    position: absolute;
    /* On the line: the list's padding plus half the line, less half the dot. */
    left: calc(-1 * ${({ theme }) => theme.space[5]} - 1px - 0.3125rem);
    top: 0.375rem;
    width: 0.625rem;
    height: 0.625rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.paper};
    border: 2px solid ${({ theme }) => theme.color.ink};
  }
  &[data-type='NOTE']::before {
    border-color: ${({ theme }) => theme.color.muted};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
`;

const What = styled.p`
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

const When = styled.time`
  color: ${({ theme }) => theme.color.muted};
  font-variant-numeric: tabular-nums;
`;

const NoteText = styled.p`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.sunken};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export interface OrderTimelineProps {
  events: readonly OrderTimeline_EventFragment[];
  audience: TimelineAudience;
}

/** The order's history, oldest first: when, who, what, and any note or reason. */
export function OrderTimeline({ events, audience }: OrderTimelineProps) {
  if (events.length === 0) return <Empty>Nothing has happened to this order yet.</Empty>;
  return (
    <List aria-label="Order history">
      {events.map((event) => (
        <Entry key={event.id} data-type={event.type}>
          <Head>
            <What>{orderEventText(event, audience)}</What>
            {audience === 'staff' && event.type === 'NOTE' ? (
              <ColorBadge color={event.visibility === 'PUBLIC' ? 'blue' : 'gray'}>{NOTE_VISIBILITY_TAGS[event.visibility]}</ColorBadge>
            ) : null}
          </Head>
          <When dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</When>
          {event.note ? <NoteText>{NOTE_PREFIX[event.type] ?? ''}{event.note}</NoteText> : null}
        </Entry>
      ))}
    </List>
  );
}
