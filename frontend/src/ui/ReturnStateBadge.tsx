import { RETURN_STATE_LABELS, type BadgeColor, type ReturnState } from '@threadline/domain';
import { ColorBadge } from './StatusBadge';

// A return request's state on the order statuses' colours: blue waits on the store, yellow is under
// way, green ended well for the shopper, red was refused, gray is over. The label always says it.
const RETURN_STATE_BADGE: Readonly<Record<ReturnState, BadgeColor>> = {
  REQUESTED: 'blue',
  APPROVED: 'yellow',
  RECEIVED: 'yellow',
  REFUNDED: 'green',
  EXCHANGED: 'green',
  DECLINED: 'red',
  CANCELED: 'gray',
  CLOSED: 'gray',
};

/** A return request's state as both the shopper and the back office see it. */
export function ReturnStateBadge({ state }: { state: ReturnState }) {
  return <ColorBadge color={RETURN_STATE_BADGE[state]}>{RETURN_STATE_LABELS[state]}</ColorBadge>;
}
