import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCart, type Promotion, type PromotionCartLine } from './promotions.js';
import {
  canMoveReturn,
  checkReturnAsk,
  exchangeDifference,
  exchangeHoldsStock,
  isWithinReturnWindow,
  pieceShares,
  piecesToRestock,
  refundForPieces,
  RETURN_STATES,
  RETURN_TRANSITIONS,
  returnAskMessage,
  returnStillStands,
  returnWindowEndsBefore,
  type ReturnableLine,
  type ReturnState,
} from './returns.js';

const ist = (wall: string) => new Date(`${wall}+05:30`);

describe('the return window (rule 1)', () => {
  it.each([
    ['delivered at 15:00 IST, 7 days: until the 7th day after, 23:59:59.999 IST', '2026-11-03T15:00:00', 7, '2026-11-11T00:00:00'],
    ['delivered a minute before IST midnight: the day of delivery is still 3 November', '2026-11-03T23:59:00', 7, '2026-11-11T00:00:00'],
    ['delivered at IST midnight: the day is 4 November', '2026-11-04T00:00:00', 7, '2026-11-12T00:00:00'],
    ['over the end of a month and a year', '2026-12-28T10:00:00', 7, '2027-01-05T00:00:00'],
    ['over 29 February of a leap year', '2028-02-25T09:00:00', 7, '2028-03-04T00:00:00'],
    ['0 days: only the day of delivery', '2026-11-03T15:00:00', 0, '2026-11-04T00:00:00'],
  ])('%s', (_, delivered, days, endsBefore) => {
    expect(returnWindowEndsBefore(ist(delivered), days).toISOString()).toBe(ist(endsBefore).toISOString());
  });

  it('holds the last millisecond of the last day and not the next, nor a moment before delivery', () => {
    const delivered = ist('2026-11-03T15:00:00');
    expect(isWithinReturnWindow(delivered, ist('2026-11-10T23:59:59.999'), 7)).toBe(true);
    expect(isWithinReturnWindow(delivered, ist('2026-11-11T00:00:00'), 7)).toBe(false);
    expect(isWithinReturnWindow(delivered, delivered, 7)).toBe(true);
    expect(isWithinReturnWindow(delivered, new Date(delivered.getTime() - 1), 7)).toBe(false);
  });

  it('refuses a window that is not a whole number of days from 0 to 365', () => {
    for (const days of [-1, 1.5, 366, Number.NaN]) expect(() => returnWindowEndsBefore(new Date(), days)).toThrow(RangeError);
  });
});

describe("what each piece was paid (rules 3 and 4)", () => {
  const line = (unitPaise: number, quantity: number, discountPaise: number): ReturnableLine => ({ lineId: 'l', unitPaise, quantity, discountPaise });

  it.each([
    ['no discount: every piece its price', line(49_900, 3, 0), [49_900, 49_900, 49_900]],
    ['a discount that divides evenly', line(50_000, 2, 20_000), [40_000, 40_000]],
    ['a paisa left over goes to the first piece', line(10_000, 3, 2), [10_000, 9_999, 9_999]],
    ['two paise left over go to the first two pieces', line(10_001, 3, 1), [10_001, 10_001, 10_000]],
    ['a line made free by a promotion refunds nothing', line(39_900, 1, 39_900), [0]],
  ])('%s', (_, returnable, shares) => {
    expect(pieceShares(returnable)).toEqual(shares);
  });

  it('refunds later pieces with the shares after those already back, and never more than the line', () => {
    const returnable = line(10_001, 3, 1); // final 30,002: shares 10,001, 10,001, 10,000
    expect(refundForPieces(returnable, 0, 1)).toBe(10_001);
    expect(refundForPieces(returnable, 1, 2)).toBe(20_001);
    expect(refundForPieces(returnable, 0, 3)).toBe(30_002);
    expect(() => refundForPieces(returnable, 2, 2)).toThrow(/only 1 pieces/);
    expect(() => refundForPieces(returnable, 0, 0)).toThrow(RangeError);
  });

  it('sums back to the line exactly however the pieces go back, over many lines and splits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500_000 }),
        fc.integer({ min: 1, max: 40 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 40 }),
        (unitPaise, quantity, discountShare, splits) => {
          const discountPaise = Math.floor(unitPaise * quantity * discountShare);
          const returnable = line(unitPaise, quantity, discountPaise);
          let back = 0;
          let refunded = 0;
          for (const split of splits) {
            const count = Math.min(split, quantity - back);
            if (count === 0) break;
            refunded += refundForPieces(returnable, back, count);
            back += count;
          }
          const shares = pieceShares(returnable);
          expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
          expect(refunded).toBe(shares.slice(0, back).reduce((sum, share) => sum + share, 0));
          if (back === quantity) expect(refunded).toBe(unitPaise * quantity - discountPaise);
        },
      ),
    );
  });

  it('follows a buy-2-get-1 as the order froze it: the free piece refunds nothing, the paid ones their price', () => {
    const lines: PromotionCartLine[] = [
      { lineId: 'm', productId: 'p', category: 'female', productType: 'crop_top', size: 'M', unitPaise: 59_900, quantity: 2 },
      { lineId: 's', productId: 'p', category: 'female', productType: 'crop_top', size: 'S', unitPaise: 49_900, quantity: 1 },
    ];
    const buy2get1: Promotion = {
      id: 'b2g1', name: 'Crop top offer', code: null, startsAt: new Date('2026-01-01'), endsAt: null, enabled: true, priority: 0, combinesWith: true,
      conditions: { minSubtotalPaise: 0, minQuantity: 0, categories: [], productTypes: ['crop_top'], productIds: [], firstOrderOnly: false },
      action: { kind: 'BUY_X_GET_Y', buy: 2, get: 1, percentOffGiven: 100 },
    };
    const priced = priceCart(lines, [buy2get1], { now: new Date('2026-11-27'), previousOrderCount: 0, code: null });
    const frozen = lines.map((cartLine, index) => ({
      lineId: cartLine.lineId,
      unitPaise: cartLine.unitPaise,
      quantity: cartLine.quantity,
      discountPaise: priced.lines[index]!.discountPaise,
    }));
    expect(refundForPieces(frozen[1]!, 0, 1)).toBe(0);
    expect(refundForPieces(frozen[0]!, 0, 2)).toBe(119_800);
  });
});

describe('what a shopper may ask (rule 2)', () => {
  const lines = [
    { lineId: 'a', quantity: 3 },
    { lineId: 'b', quantity: 1 },
  ];

  it('takes pieces up to those delivered less those in requests that still stand', () => {
    expect(checkReturnAsk(lines, new Map([['a', 1]]), [{ lineId: 'a', quantity: 2 }, { lineId: 'b', quantity: 1 }])).toEqual([]);
  });

  it.each([
    ['nothing asked', [], [{ problem: 'NO_PIECES' }], 'Please choose at least one piece to send back'],
    ['a line of another order', [{ lineId: 'z', quantity: 1 }], [{ problem: 'UNKNOWN_LINE', lineId: 'z' }], 'That item is not part of this order'],
    ['a line twice', [{ lineId: 'b', quantity: 1 }, { lineId: 'b', quantity: 1 }], [{ problem: 'LINE_TWICE', lineId: 'b' }], 'Each item can be listed once in a request'],
    ['zero pieces', [{ lineId: 'a', quantity: 0 }], [{ problem: 'BAD_QUANTITY', lineId: 'a' }], 'Please enter a whole number of pieces, at least 1'],
    ['half a piece', [{ lineId: 'a', quantity: 1.5 }], [{ problem: 'BAD_QUANTITY', lineId: 'a' }], 'Please enter a whole number of pieces, at least 1'],
    ['more than are left', [{ lineId: 'a', quantity: 3 }], [{ problem: 'TOO_MANY', lineId: 'a', left: 2 }], 'You can send back at most 2 pieces of this item'],
  ] as const)('refuses %s', (_, asks, problems, message) => {
    const found = checkReturnAsk(lines, new Map([['a', 1]]), asks);
    expect(found).toEqual(problems);
    expect(returnAskMessage(found[0]!)).toBe(message);
  });

  it('says so when every piece is already asked for', () => {
    const [problem] = checkReturnAsk(lines, new Map([['b', 1]]), [{ lineId: 'b', quantity: 1 }]);
    expect(returnAskMessage(problem!)).toBe('Every piece of this item is already in a return or exchange');
  });
});

describe('exchanges (rule 5)', () => {
  // An S bought at ₹499 with 20 % off (₹99.80 off the piece).
  const small: ReturnableLine = { lineId: 's', unitPaise: 49_900, quantity: 1, discountPaise: 9_980 };

  it('collects the price difference of a dearer size and keeps the original discount', () => {
    expect(exchangeDifference(small, 0, 1, 54_900)).toEqual({ collectPaise: 5_000, refundPaise: 0 });
  });

  it('refunds the difference of a cheaper size, at most what the piece was paid', () => {
    expect(exchangeDifference(small, 0, 1, 44_900)).toEqual({ collectPaise: 0, refundPaise: 5_000 });
    const free: ReturnableLine = { lineId: 'f', unitPaise: 49_900, quantity: 1, discountPaise: 49_900 };
    expect(exchangeDifference(free, 0, 1, 44_900)).toEqual({ collectPaise: 0, refundPaise: 0 });
  });

  it('costs nothing for a size at the same price', () => {
    expect(exchangeDifference(small, 0, 1, 49_900)).toEqual({ collectPaise: 0, refundPaise: 0 });
  });
});

describe('the states (rule 6)', () => {
  const refund = (state: ReturnState) => ({ state, kind: 'REFUND' as const });
  const exchange = (state: ReturnState) => ({ state, kind: 'EXCHANGE' as const });

  it('lets the shopper cancel only while requested, and the admin decide, receive and close', () => {
    expect(canMoveReturn(refund('REQUESTED'), 'CANCELED', 'SHOPPER')).toBe(true);
    expect(canMoveReturn(refund('APPROVED'), 'CANCELED', 'SHOPPER')).toBe(false);
    expect(canMoveReturn(refund('APPROVED'), 'CANCELED', 'ADMIN')).toBe(true);
    expect(canMoveReturn(refund('REQUESTED'), 'APPROVED', 'SHOPPER')).toBe(false);
    expect(canMoveReturn(refund('REQUESTED'), 'APPROVED', 'ADMIN')).toBe(true);
    expect(canMoveReturn(refund('RECEIVED'), 'REFUNDED', 'ADMIN')).toBe(true);
    expect(canMoveReturn(refund('RECEIVED'), 'EXCHANGED', 'ADMIN')).toBe(false);
    expect(canMoveReturn(exchange('RECEIVED'), 'EXCHANGED', 'ADMIN')).toBe(true);
    expect(canMoveReturn(exchange('RECEIVED'), 'REFUNDED', 'ADMIN')).toBe(false);
    expect(canMoveReturn(exchange('EXCHANGED'), 'CLOSED', 'ADMIN')).toBe(true);
  });

  it('ends in declined, canceled and closed: no step leaves them', () => {
    for (const final of ['DECLINED', 'CANCELED', 'CLOSED'] as const) {
      expect(RETURN_TRANSITIONS.filter((step) => step.from === final)).toEqual([]);
    }
    // Every state but REQUESTED is reached by some step.
    for (const state of RETURN_STATES.filter((s) => s !== 'REQUESTED')) expect(RETURN_TRANSITIONS.some((step) => step.to === state)).toBe(true);
  });

  it('counts pieces while a request stands, and holds an exchange size from approval until it ships', () => {
    expect(RETURN_STATES.filter(returnStillStands)).toEqual(['REQUESTED', 'APPROVED', 'RECEIVED', 'REFUNDED', 'EXCHANGED', 'CLOSED']);
    expect(RETURN_STATES.filter(exchangeHoldsStock)).toEqual(['APPROVED', 'RECEIVED']);
  });
});

describe('receiving (rule 7)', () => {
  it('restocks the pieces that are not damaged', () => {
    expect(piecesToRestock(3, 1)).toBe(2);
    expect(piecesToRestock(2, 2)).toBe(0);
    expect(() => piecesToRestock(2, 3)).toThrow(RangeError);
    expect(() => piecesToRestock(-1, 0)).toThrow(RangeError);
  });
});
