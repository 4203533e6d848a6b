// Returns and size exchanges (issue 28): the pure rules. The server will ask these functions what a
// request may hold, what it refunds and what an exchange costs; no other code computes them.
//
// THE RULES (README "Returns and exchanges" is to repeat them word for word)
//
// 1. The window. A delivered order's pieces may be asked back until the end of the IST calendar day
//    that is RETURN_WINDOW_DAYS days after the day it was delivered: delivered on 3 November at any
//    hour, with 7 days, the last moment is 10 November 23:59:59.999 IST. The time of the request
//    counts, not the time an admin looks at it.
// 2. How many. Of each order line, at most the pieces delivered less those in the shopper's other
//    requests that still stand (every state but declined and canceled). A request asks at least
//    one piece, and each of its lines names a line of the order once.
// 3. What a piece was paid. A line's final total (its price less its discount, as the order froze
//    it) is split over its pieces by the largest-remainder method with equal weights: the shares
//    are whole paise, differ by at most a paisa, sum back exactly to the line's final total, and
//    the first pieces carry the extra paise. Pieces go back in order: the first piece returned from
//    a line takes its first share, a later request of the same line the shares after those already
//    refunded. So all of a line's refunds together are never more than the line's final total, and
//    a promotion's discount (a buy-2-get-1's free piece) is refunded as the order spread it over the
//    lines: a line that was free refunds nothing.
// 4. A refund is at most what those pieces were paid (rule 3); an admin may record less (a piece
//    that arrived damaged by the shopper), never more, and never a second time.
// 5. An exchange swaps pieces for another size of the same product. The replacement keeps the
//    original piece's discount: the difference is the two sizes' unit prices before promotions
//    (the new size's as the catalogue has it when the exchange is asked, the old one's as frozen on
//    the order) times the pieces. Dearer: the shopper pays the difference on delivery of the
//    replacement. Cheaper: the store refunds it, at most what the pieces were paid (rule 3).
// 6. States. REQUESTED → APPROVED or DECLINED (the admin) or CANCELED (the shopper, only while
//    REQUESTED); APPROVED → RECEIVED (the admin, saying how many arrived damaged) or CANCELED (the
//    admin, before anything arrived); RECEIVED → REFUNDED (a refund request, once its refund is
//    recorded) or EXCHANGED (an exchange, once its replacement ships); REFUNDED and EXCHANGED →
//    CLOSED (the admin). DECLINED, CANCELED and CLOSED are final.
// 7. Stock. Received pieces that are not damaged go back to their size's stock; damaged ones do
//    not. An exchange holds its new size's pieces from approval; declined or canceled, it gives
//    them back.

import { spreadByLargestRemainder } from './promotions.js';

/** Days after delivery a shopper may ask, by default (the server's RETURN_WINDOW_DAYS). */
export const DEFAULT_RETURN_WINDOW_DAYS = 7;
/** A longer window is a typing mistake, not a policy: a year at most. */
export const MAX_RETURN_WINDOW_DAYS = 365;

export const ReturnReason = {
  TOO_SMALL: 'TOO_SMALL',
  TOO_LARGE: 'TOO_LARGE',
  DAMAGED_OR_DEFECTIVE: 'DAMAGED_OR_DEFECTIVE',
  NOT_AS_PICTURED: 'NOT_AS_PICTURED',
  CHANGED_MIND: 'CHANGED_MIND',
} as const;
export type ReturnReason = (typeof ReturnReason)[keyof typeof ReturnReason];
export const RETURN_REASONS: readonly ReturnReason[] = Object.values(ReturnReason);

export const RETURN_REASON_LABELS: Readonly<Record<ReturnReason, string>> = {
  TOO_SMALL: 'Too small',
  TOO_LARGE: 'Too large',
  DAMAGED_OR_DEFECTIVE: 'Damaged or defective',
  NOT_AS_PICTURED: 'Not as pictured',
  CHANGED_MIND: 'Changed my mind',
};

export const ReturnKind = {
  REFUND: 'REFUND',
  EXCHANGE: 'EXCHANGE',
} as const;
export type ReturnKind = (typeof ReturnKind)[keyof typeof ReturnKind];

export const ReturnState = {
  REQUESTED: 'REQUESTED',
  APPROVED: 'APPROVED',
  DECLINED: 'DECLINED',
  CANCELED: 'CANCELED',
  RECEIVED: 'RECEIVED',
  REFUNDED: 'REFUNDED',
  EXCHANGED: 'EXCHANGED',
  CLOSED: 'CLOSED',
} as const;
export type ReturnState = (typeof ReturnState)[keyof typeof ReturnState];
export const RETURN_STATES: readonly ReturnState[] = Object.values(ReturnState);

export const RETURN_STATE_LABELS: Readonly<Record<ReturnState, string>> = {
  REQUESTED: 'Requested',
  APPROVED: 'Approved',
  DECLINED: 'Declined',
  CANCELED: 'Canceled',
  RECEIVED: 'Received',
  REFUNDED: 'Refunded',
  EXCHANGED: 'Exchanged',
  CLOSED: 'Closed',
};

export type ReturnActor = 'SHOPPER' | 'ADMIN';

interface Transition {
  from: ReturnState;
  to: ReturnState;
  by: ReturnActor;
  /** Only requests of this kind take this step; both when absent. */
  kind?: ReturnKind;
}

/** Rule 6, as a table: every step a request may take, and who takes it. */
export const RETURN_TRANSITIONS: readonly Transition[] = [
  { from: 'REQUESTED', to: 'APPROVED', by: 'ADMIN' },
  { from: 'REQUESTED', to: 'DECLINED', by: 'ADMIN' },
  { from: 'REQUESTED', to: 'CANCELED', by: 'SHOPPER' },
  { from: 'APPROVED', to: 'RECEIVED', by: 'ADMIN' },
  { from: 'APPROVED', to: 'CANCELED', by: 'ADMIN' },
  { from: 'RECEIVED', to: 'REFUNDED', by: 'ADMIN', kind: 'REFUND' },
  { from: 'RECEIVED', to: 'EXCHANGED', by: 'ADMIN', kind: 'EXCHANGE' },
  { from: 'REFUNDED', to: 'CLOSED', by: 'ADMIN' },
  { from: 'EXCHANGED', to: 'CLOSED', by: 'ADMIN' },
];

/** Whether `by` may move a request of `kind` from `from` to `to` (rule 6). */
export function canMoveReturn(request: { state: ReturnState; kind: ReturnKind }, to: ReturnState, by: ReturnActor): boolean {
  return RETURN_TRANSITIONS.some(
    (step) => step.from === request.state && step.to === to && step.by === by && (step.kind === undefined || step.kind === request.kind),
  );
}

/** Whether a request in this state still counts against its lines' pieces (rule 2). */
export function returnStillStands(state: ReturnState): boolean {
  return state !== 'DECLINED' && state !== 'CANCELED';
}

/** Whether an exchange in this state holds its new size's pieces (rule 7): from approval until it ships or is given up. */
export function exchangeHoldsStock(state: ReturnState): boolean {
  return state === 'APPROVED' || state === 'RECEIVED';
}

// ---- the window (rule 1) ----------------------------------------------------------------------

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The first instant after the window of an order delivered at `deliveredAt` (exclusive end). */
export function returnWindowEndsBefore(deliveredAt: Date, windowDays: number): Date {
  if (!Number.isSafeInteger(windowDays) || windowDays < 0 || windowDays > MAX_RETURN_WINDOW_DAYS) {
    throw new RangeError(`A return window is a whole number of days from 0 to ${MAX_RETURN_WINDOW_DAYS}`);
  }
  const istWall = deliveredAt.getTime() + IST_OFFSET_MS;
  const istMidnight = istWall - (((istWall % DAY_MS) + DAY_MS) % DAY_MS);
  return new Date(istMidnight + (windowDays + 1) * DAY_MS - IST_OFFSET_MS);
}

/** Whether a request made at `now` is inside the window (rule 1). */
export function isWithinReturnWindow(deliveredAt: Date, now: Date, windowDays: number): boolean {
  return now.getTime() >= deliveredAt.getTime() && now.getTime() < returnWindowEndsBefore(deliveredAt, windowDays).getTime();
}

// ---- what pieces were paid (rules 3 and 4) ------------------------------------------------------

/** An order line as the order froze it. */
export interface ReturnableLine {
  lineId: string;
  /** One piece before promotions (the sale price and size increment applied). */
  unitPaise: number;
  quantity: number;
  /** What promotions took off the whole line. */
  discountPaise: number;
}

/** Each piece's share of the line's final total, in the order pieces go back (rule 3). */
export function pieceShares(line: ReturnableLine): number[] {
  assertLine(line);
  const finalPaise = line.unitPaise * line.quantity - line.discountPaise;
  return spreadByLargestRemainder(finalPaise, new Array<number>(line.quantity).fill(1));
}

/**
 * What `count` pieces of the line were paid, after `alreadyBack` of its pieces went back in
 * earlier requests that still stand (rule 3).
 */
export function refundForPieces(line: ReturnableLine, alreadyBack: number, count: number): number {
  const shares = pieceShares(line);
  if (!Number.isSafeInteger(alreadyBack) || alreadyBack < 0) throw new RangeError('alreadyBack must be a whole number of pieces');
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError('count must be at least one piece');
  if (alreadyBack + count > line.quantity) throw new RangeError(`only ${line.quantity - alreadyBack} pieces of the line are left to return`);
  return shares.slice(alreadyBack, alreadyBack + count).reduce((sum, share) => sum + share, 0);
}

// ---- asking (rule 2) ------------------------------------------------------------------------------

export interface ReturnLineAsk {
  lineId: string;
  quantity: number;
}

export type ReturnAskProblem =
  | { problem: 'NO_PIECES' }
  | { problem: 'UNKNOWN_LINE'; lineId: string }
  | { problem: 'LINE_TWICE'; lineId: string }
  | { problem: 'BAD_QUANTITY'; lineId: string }
  | { problem: 'TOO_MANY'; lineId: string; left: number };

export const RETURN_MESSAGES = {
  NO_PIECES: 'Please choose at least one piece to send back',
  UNKNOWN_LINE: 'That item is not part of this order',
  LINE_TWICE: 'Each item can be listed once in a request',
  BAD_QUANTITY: 'Please enter a whole number of pieces, at least 1',
  OUTSIDE_WINDOW: (days: number) => `Returns and exchanges can be asked within ${days} days of delivery`,
  NOT_DELIVERED: 'Returns and exchanges can be asked once the order is delivered',
  SAME_SIZE: 'Please choose another size for the exchange',
  SIZE_OUT_OF_STOCK: (size: string) => `Size ${size} is out of stock`,
  REFUND_TOO_LARGE: (most: string) => `A refund can be at most ${most}, what was paid for these pieces`,
} as const;

/** The message of a problem with what the shopper asked. */
export function returnAskMessage(problem: ReturnAskProblem): string {
  switch (problem.problem) {
    case 'NO_PIECES':
      return RETURN_MESSAGES.NO_PIECES;
    case 'UNKNOWN_LINE':
      return RETURN_MESSAGES.UNKNOWN_LINE;
    case 'LINE_TWICE':
      return RETURN_MESSAGES.LINE_TWICE;
    case 'BAD_QUANTITY':
      return RETURN_MESSAGES.BAD_QUANTITY;
    case 'TOO_MANY':
      return problem.left === 0
        ? 'Every piece of this item is already in a return or exchange'
        : `You can send back at most ${problem.left} ${problem.left === 1 ? 'piece' : 'pieces'} of this item`;
  }
}

/**
 * Checks what a shopper asks against the order's lines and the pieces already in requests that
 * still stand (`alreadyAsked`, by line id); empty when it may be asked (rule 2).
 */
export function checkReturnAsk(
  lines: readonly Pick<ReturnableLine, 'lineId' | 'quantity'>[],
  alreadyAsked: ReadonlyMap<string, number>,
  asks: readonly ReturnLineAsk[],
): ReturnAskProblem[] {
  if (asks.length === 0) return [{ problem: 'NO_PIECES' }];
  const problems: ReturnAskProblem[] = [];
  const seen = new Set<string>();
  for (const ask of asks) {
    const line = lines.find((candidate) => candidate.lineId === ask.lineId);
    if (!line) {
      problems.push({ problem: 'UNKNOWN_LINE', lineId: ask.lineId });
      continue;
    }
    if (seen.has(ask.lineId)) {
      problems.push({ problem: 'LINE_TWICE', lineId: ask.lineId });
      continue;
    }
    seen.add(ask.lineId);
    if (!Number.isSafeInteger(ask.quantity) || ask.quantity < 1) {
      problems.push({ problem: 'BAD_QUANTITY', lineId: ask.lineId });
      continue;
    }
    const left = line.quantity - (alreadyAsked.get(ask.lineId) ?? 0);
    if (ask.quantity > left) problems.push({ problem: 'TOO_MANY', lineId: ask.lineId, left: Math.max(0, left) });
  }
  return problems;
}

// ---- exchanges (rule 5) -------------------------------------------------------------------------

export interface ExchangeDifference {
  /** Positive: the shopper pays this on delivery of the replacement. */
  collectPaise: number;
  /** Positive: the store refunds this. */
  refundPaise: number;
}

/**
 * What swapping `count` pieces of the line (after `alreadyBack` earlier ones) for pieces at
 * `newUnitPaise` costs or gives back (rule 5). At most one of the two is above zero.
 */
export function exchangeDifference(line: ReturnableLine, alreadyBack: number, count: number, newUnitPaise: number): ExchangeDifference {
  if (!Number.isSafeInteger(newUnitPaise) || newUnitPaise <= 0) throw new RangeError('newUnitPaise must be a positive whole number of paise');
  const paid = refundForPieces(line, alreadyBack, count);
  const difference = (newUnitPaise - line.unitPaise) * count;
  if (difference >= 0) return { collectPaise: difference, refundPaise: 0 };
  return { collectPaise: 0, refundPaise: Math.min(-difference, paid) };
}

// ---- receiving (rule 7) -------------------------------------------------------------------------

/** The pieces of a received line that go back to stock: those not damaged. */
export function piecesToRestock(received: number, damaged: number): number {
  if (!Number.isSafeInteger(received) || received < 0) throw new RangeError('received must be a whole number of pieces');
  if (!Number.isSafeInteger(damaged) || damaged < 0 || damaged > received) throw new RangeError('damaged must be from 0 to the pieces received');
  return received - damaged;
}

function assertLine(line: ReturnableLine): void {
  const whole = (value: number) => Number.isSafeInteger(value) && value >= 0;
  if (!whole(line.unitPaise) || line.unitPaise === 0) throw new RangeError('unitPaise must be a positive whole number of paise');
  if (!whole(line.quantity) || line.quantity === 0) throw new RangeError('quantity must be at least 1');
  if (!whole(line.discountPaise) || line.discountPaise > line.unitPaise * line.quantity) {
    throw new RangeError('discountPaise must be from 0 to the line total');
  }
}
