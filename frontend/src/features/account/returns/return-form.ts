// The shopper's "Return or exchange" form as plain data: what she picked, and what it becomes as
// the requestReturn input. The checks are the domain's (returns.ts rule 2, checkReturnAsk and its
// messages), so the form refuses what the server would, with the same words, before sending;
// the server still has the last word (a size can sell out while the form is open).

import { checkReturnAsk, RETURN_MESSAGES, returnAskMessage, type ReturnKind, type ReturnReason } from '@threadline/domain';

/** One line of the order as the form offers it. */
export interface FormLine {
  orderLineId: string;
  /** The size the shopper has (GraphQL enum name). */
  size: string;
  /** Pieces of the line she may still send back (delivered less those in standing requests). */
  returnable: number;
  /** Other sizes of the product in stock now, for an exchange (enum names). */
  exchangeSizes: readonly string[];
}

export interface ReturnFormState {
  kind: ReturnKind;
  reason: ReturnReason | '';
  note: string;
  /** Pieces picked per order line (0 or absent: not sent back). */
  quantities: Readonly<Record<string, number>>;
  /** The size wanted instead, per order line, for an exchange. */
  exchangeSizes: Readonly<Record<string, string>>;
}

export const EMPTY_RETURN_FORM: ReturnFormState = { kind: 'REFUND', reason: '', note: '', quantities: {}, exchangeSizes: {} };

/** The longest note the form takes; the server keeps the same limit. */
export const RETURN_NOTE_MAX_LENGTH = 500;

export const RETURN_FORM_MESSAGES = {
  REASON: 'Please tell us why you are sending it back',
  NOTE_TOO_LONG: `Please keep the note to ${RETURN_NOTE_MAX_LENGTH} characters`,
  NO_SIZE_IN_STOCK: 'No other size of this item is in stock now',
} as const;

/** Where a problem shows: the form's field names, `line:<id>` and `size:<id>` for a line's fields. */
export type ReturnFormErrors = Record<string, string>;

export interface ReturnRequestDraft {
  kind: ReturnKind;
  reason: ReturnReason;
  note: string;
  lines: { orderLineId: string; quantity: number; exchangeSize: string | null }[];
}

/** The lines the shopper picked, in the order's order. */
function pickedLines(lines: readonly FormLine[], state: ReturnFormState): FormLine[] {
  return lines.filter((line) => (state.quantities[line.orderLineId] ?? 0) > 0);
}

/**
 * The request to send, or the problems to show at their fields. Empty `errors` means `draft` is
 * set; the pieces check is the domain's, against what the order says is still returnable.
 */
export function buildReturnRequest(
  lines: readonly FormLine[],
  state: ReturnFormState,
): { draft: ReturnRequestDraft; errors: null } | { draft: null; errors: ReturnFormErrors } {
  const errors: ReturnFormErrors = {};
  const picked = pickedLines(lines, state);
  // Each line's "returnable" already counts the standing requests: ask against those, none taken.
  const problems = checkReturnAsk(
    lines.map((line) => ({ lineId: line.orderLineId, quantity: line.returnable })),
    new Map(),
    picked.map((line) => ({ lineId: line.orderLineId, quantity: state.quantities[line.orderLineId] ?? 0 })),
  );
  for (const problem of problems) {
    errors[problem.problem === 'NO_PIECES' ? 'lines' : `line:${problem.lineId}`] = returnAskMessage(problem);
  }
  if (state.kind === 'EXCHANGE') {
    for (const line of picked) {
      const wanted = state.exchangeSizes[line.orderLineId];
      if (line.exchangeSizes.length === 0) errors[`size:${line.orderLineId}`] = RETURN_FORM_MESSAGES.NO_SIZE_IN_STOCK;
      else if (!wanted || wanted === line.size || !line.exchangeSizes.includes(wanted)) errors[`size:${line.orderLineId}`] = RETURN_MESSAGES.SAME_SIZE;
    }
  }
  if (state.reason === '') errors['reason'] = RETURN_FORM_MESSAGES.REASON;
  if (state.note.trim().length > RETURN_NOTE_MAX_LENGTH) errors['note'] = RETURN_FORM_MESSAGES.NOTE_TOO_LONG;
  if (Object.keys(errors).length > 0 || state.reason === '') return { draft: null, errors };
  return {
    draft: {
      kind: state.kind,
      reason: state.reason,
      note: state.note.trim(),
      lines: picked.map((line) => ({
        orderLineId: line.orderLineId,
        quantity: state.quantities[line.orderLineId] ?? 0,
        exchangeSize: state.kind === 'EXCHANGE' ? (state.exchangeSizes[line.orderLineId] ?? null) : null,
      })),
    },
    errors: null,
  };
}
