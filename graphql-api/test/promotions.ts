import type { EntityManager } from '@mikro-orm/postgresql';
import type { PromotionAction, PromotionConditions } from '@threadline/domain';
import { Promotion, type PromotionFields } from '../src/modules/promotions/promotion.entity.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export const NO_CONDITIONS: PromotionConditions = {
  minSubtotalPaise: 0,
  minQuantity: 0,
  categories: [],
  productTypes: [],
  productIds: [],
  firstOrderOnly: false,
};

export type TestPromotionFields = Partial<Omit<PromotionFields, 'conditions'>> & { conditions?: Partial<PromotionConditions> };

/**
 * Saves a promotion in force since yesterday with no end and no limits: 10 % off every line,
 * automatic unless given a code. Tests override what they are about.
 */
export async function createPromotion(em: EntityManager, overrides: TestPromotionFields = {}): Promise<Promotion> {
  const { conditions, ...rest } = overrides;
  const action: PromotionAction = { kind: 'PERCENT_OFF_LINES', percent: 10, capPaise: null };
  const promotion = new Promotion({
    name: 'Test offer',
    code: null,
    startsAt: new Date(Date.now() - DAY_MS),
    endsAt: null,
    enabled: true,
    priority: 0,
    combinesWithOthers: true,
    action,
    usageLimit: null,
    perShopperLimit: null,
    ...rest,
    conditions: { ...NO_CONDITIONS, ...conditions },
  });
  await em.persistAndFlush(promotion);
  return promotion;
}

export const days = (n: number) => new Date(Date.now() + n * DAY_MS);
