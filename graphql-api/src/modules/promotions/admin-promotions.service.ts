import {
  CheckConstraintViolationException,
  DriverException,
  ForeignKeyConstraintViolationException,
  UniqueConstraintViolationException,
  type EntityManager,
} from '@mikro-orm/postgresql';
import {
  istDateTimeToInstant,
  normalizePromotionCode,
  toPaise,
  validatePromotionInput,
  type PromotionAction,
  type PromotionField,
  type PromotionInput as DomainPromotionInput,
} from '@threadline/domain';
import type { RequestScope } from '../../request-scope.js';
import { Access } from '../../shared/auth-directive.js';
import { UserError, UserErrorCode } from '../../shared/user-error.js';
import { isUuid } from '../catalog/ids.js';
import { Product } from '../catalog/product.entity.js';
import { promotionProductsById, promotionTotals, type PromotionTotals } from './admin-promotions.loaders.js';
import type { DeletePromotionPayload, PromotionInput, PromotionPayload } from './admin-promotions.types.js';
import { Promotion, PromotionUse, OrderPromotion, type PromotionFields } from './promotion.entity.js';

export const PROMOTION_ADMIN_MESSAGES = {
  CODE_TAKEN: 'That code is already used by another promotion',
  END_UNREADABLE: 'Please enter an end date and time, or leave it empty',
  LIMIT: 'Please enter a whole number from 1, or leave it empty',
  PRODUCTS: 'Some of the chosen products no longer exist',
  NOT_FOUND: 'Promotion not found',
  USED: 'Orders have used this promotion, so it is kept for their records: disable it instead',
  limitBelowUses: (uses: number) => `The limit cannot be below the ${uses} ${uses === 1 ? 'use' : 'uses'} so far`,
} as const;

// The domain validates money as paise; the API's fields are rupees under their own names.
const INPUT_FIELD: Partial<Record<PromotionField, string>> = { minSubtotalPaise: 'minSubtotal', capPaise: 'cap', amountPaise: 'amount' };
const CODE_UNIQUE = 'promotion_code_unique';
const USES_WITHIN_LIMIT = 'promotion_uses_within_limit';

const invalid = (field: string, message: string) => UserError.of(UserErrorCode.INVALID_INPUT, message, field);
const notFound = () => UserError.of(UserErrorCode.NOT_FOUND, PROMOTION_ADMIN_MESSAGES.NOT_FOUND, 'id');
const codeTaken = () => UserError.of(UserErrorCode.ALREADY_EXISTS, PROMOTION_ADMIN_MESSAGES.CODE_TAKEN, 'code');

/**
 * Rupees as whole paise, or NaN (refused by the domain's check with its message) when the amount
 * has more than two decimals; null stays null (the field was left empty).
 */
function rupeesToPaise(rupees: number | null | undefined): number | null {
  if (rupees == null) return null;
  if (!Number.isFinite(rupees)) return Number.NaN;
  const paise = toPaise(rupees);
  return paise / 100 === rupees ? paise : Number.NaN;
}

/** NaN for a missing number the action needs: the domain's check refuses it at its field. */
const required = (value: number | null | undefined): number => value ?? Number.NaN;

function actionOf(input: PromotionInput): PromotionAction {
  switch (input.actionKind) {
    case 'PERCENT_OFF_LINES':
      return { kind: 'PERCENT_OFF_LINES', percent: required(input.percent), capPaise: rupeesToPaise(input.cap) };
    case 'FIXED_OFF_ORDER':
      return { kind: 'FIXED_OFF_ORDER', amountPaise: required(rupeesToPaise(input.amount)) };
    case 'BUY_X_GET_Y':
      return { kind: 'BUY_X_GET_Y', buy: required(input.buy), get: required(input.get), percentOffGiven: required(input.percentOffGiven) };
  }
}

const isLimit = (value: number | null | undefined) => value == null || (Number.isSafeInteger(value) && value >= 1);

/**
 * The admin's input checked field by field: the domain's rules (`validatePromotionInput`) with
 * their messages, then what only the server knows of (IST times it cannot read, limits). Product
 * ids and the code's uniqueness need the database and are checked by the caller.
 */
export function checkPromotionInput(input: PromotionInput): { fields: PromotionFields; userErrors: UserError[] } {
  const code = input.code == null || input.code.trim() === '' ? null : normalizePromotionCode(input.code);
  const endsAtText = input.endsAt?.trim() ? input.endsAt.trim() : null;
  const endsAt = endsAtText === null ? null : istDateTimeToInstant(endsAtText);
  const domainInput: DomainPromotionInput = {
    name: input.name,
    code,
    startsAt: istDateTimeToInstant(input.startsAt.trim()),
    endsAt,
    priority: input.priority ?? 0,
    conditions: {
      minSubtotalPaise: rupeesToPaise(input.minSubtotal) ?? 0,
      minQuantity: input.minQuantity ?? 0,
      categories: [...new Set(input.categories ?? [])],
      productTypes: [...new Set(input.productTypes ?? [])],
      productIds: [...new Set(input.productIds ?? [])],
      firstOrderOnly: input.firstOrderOnly ?? false,
    },
    action: actionOf(input),
  };
  const userErrors = Object.entries(validatePromotionInput(domainInput)).map(([field, message]) =>
    invalid(INPUT_FIELD[field as PromotionField] ?? field, message),
  );
  if (endsAtText !== null && endsAt === null && !userErrors.some((error) => error.field === 'endsAt')) {
    userErrors.push(invalid('endsAt', PROMOTION_ADMIN_MESSAGES.END_UNREADABLE));
  }
  if (!isLimit(input.usageLimit)) userErrors.push(invalid('usageLimit', PROMOTION_ADMIN_MESSAGES.LIMIT));
  if (!isLimit(input.perShopperLimit)) userErrors.push(invalid('perShopperLimit', PROMOTION_ADMIN_MESSAGES.LIMIT));
  if (!domainInput.conditions.productIds.every(isUuid)) userErrors.push(invalid('productIds', PROMOTION_ADMIN_MESSAGES.PRODUCTS));
  const fields: PromotionFields = {
    name: input.name.trim(),
    code,
    startsAt: domainInput.startsAt!,
    endsAt,
    enabled: input.enabled,
    priority: domainInput.priority,
    combinesWithOthers: input.combinesWithOthers,
    conditions: domainInput.conditions,
    action: domainInput.action,
    usageLimit: input.usageLimit ?? null,
    perShopperLimit: input.perShopperLimit ?? null,
  };
  return { fields, userErrors };
}

/** The back office's promotions: admins only, on every face. */
export class AdminPromotionsService {
  constructor(private readonly scope: RequestScope) {}

  /** Every promotion, the latest to start first. */
  async promotions(): Promise<Promotion[]> {
    this.requireAdmin();
    return this.scope.em.find(Promotion, {}, { orderBy: { startsAt: 'desc', createdAt: 'desc', id: 'desc' } });
  }

  async promotion(id: string): Promise<Promotion | null> {
    this.requireAdmin();
    return isUuid(id) ? this.scope.em.findOne(Promotion, { id }) : null;
  }

  async createPromotion(input: PromotionInput): Promise<PromotionPayload> {
    this.requireAdmin();
    return this.save(input, null);
  }

  async updatePromotion(id: string, input: PromotionInput): Promise<PromotionPayload> {
    this.requireAdmin();
    if (!isUuid(id)) return { promotion: null, userErrors: [notFound()] };
    return this.save(input, id);
  }

  /**
   * Deletes a promotion no order has used. One that was used stays, for the orders' records and
   * its figures: the admin disables it. A checkout racing the delete writes its use against the
   * row (a foreign key that restricts), so one of the two loses cleanly.
   */
  async deletePromotion(id: string): Promise<DeletePromotionPayload> {
    this.requireAdmin();
    if (!isUuid(id)) return { deletedId: null, userErrors: [notFound()] };
    const used = () => ({ deletedId: null, userErrors: [UserError.of(UserErrorCode.INVALID_STATE, PROMOTION_ADMIN_MESSAGES.USED, 'id')] });
    try {
      return await this.scope.em.transactional(async (em) => {
        const promotion = await em.findOne(Promotion, { id });
        if (!promotion) return { deletedId: null, userErrors: [notFound()] };
        const [useCount, appliedCount] = await Promise.all([em.count(PromotionUse, { promotion: id }), em.count(OrderPromotion, { promotionId: id })]);
        if (useCount > 0 || appliedCount > 0) return used();
        await em.nativeDelete(Promotion, { id });
        return { deletedId: id, userErrors: [] };
      });
    } catch (error) {
      if (isRestrictViolation(error)) return used();
      throw error;
    }
  }

  /**
   * Creates (id null) or updates a promotion in one transaction of its own: a refusal, whether
   * found here or by the database (a code taken by a racing save, a limit lowered below uses a
   * racing checkout just counted), leaves nothing behind. The update writes only the columns the
   * form holds, never `uses`, which checkouts change under the row's lock.
   */
  private async save(input: PromotionInput, id: string | null): Promise<PromotionPayload> {
    const { fields, userErrors } = checkPromotionInput(input);
    if (userErrors.length > 0) return { promotion: null, userErrors };
    try {
      return await this.scope.em.transactional(async (em) => {
        const existing = id === null ? null : await em.findOne(Promotion, { id });
        if (id !== null && !existing) return { promotion: null, userErrors: [notFound()] };
        const refusals = await this.refusalsOf(em, fields, existing);
        if (refusals.length > 0) return { promotion: null, userErrors: refusals };
        const promotion = existing ?? new Promotion(fields);
        if (existing) {
          Object.assign(existing, {
            name: fields.name,
            code: fields.code,
            startsAt: fields.startsAt,
            endsAt: fields.endsAt,
            enabled: fields.enabled,
            priority: fields.priority,
            combinesWithOthers: fields.combinesWithOthers,
            usageLimit: fields.usageLimit,
            perShopperLimit: fields.perShopperLimit,
          });
          existing.setConditions(fields.conditions);
          existing.setAction(fields.action);
        }
        await em.persist(promotion).flush();
        return { promotion, userErrors: [] };
      });
    } catch (error) {
      const constraint = (error as { constraint?: string }).constraint;
      if (error instanceof UniqueConstraintViolationException && constraint === CODE_UNIQUE) return { promotion: null, userErrors: [codeTaken()] };
      if (error instanceof CheckConstraintViolationException && constraint === USES_WITHIN_LIMIT && id !== null) {
        const uses = (await this.scope.em.fork().findOne(Promotion, { id }))?.uses ?? 0;
        return { promotion: null, userErrors: [invalid('usageLimit', PROMOTION_ADMIN_MESSAGES.limitBelowUses(uses))] };
      }
      throw error;
    }
  }

  /** What the database knows: the code free, the products there, the limit not below the uses. */
  private async refusalsOf(em: EntityManager, fields: PromotionFields, existing: Promotion | null): Promise<UserError[]> {
    const refusals: UserError[] = [];
    if (fields.code !== null) {
      const holder = await em.findOne(Promotion, { code: fields.code }, { fields: ['id'] });
      if (holder && holder.id !== existing?.id) refusals.push(codeTaken());
    }
    const productIds = fields.conditions.productIds;
    if (productIds.length > 0 && (await em.count(Product, { id: { $in: [...productIds] } })) !== productIds.length) {
      refusals.push(invalid('productIds', PROMOTION_ADMIN_MESSAGES.PRODUCTS));
    }
    if (existing && fields.usageLimit !== null && fields.usageLimit < existing.uses) {
      refusals.push(invalid('usageLimit', PROMOTION_ADMIN_MESSAGES.limitBelowUses(existing.uses)));
    }
    return refusals;
  }

  /** Its discount given and revenue: one statement for every promotion a request shows. */
  async totals(promotion: Promotion): Promise<PromotionTotals> {
    this.requireAdmin();
    return this.scope.loader(promotionTotals).load(promotion.id);
  }

  /** The products it names that still exist, in the order it names them. */
  async products(promotion: Promotion): Promise<Product[]> {
    this.requireAdmin();
    const products = await this.scope.loader(promotionProductsById).loadMany(promotion.productIds);
    return products.filter((product): product is Product => product instanceof Product);
  }

  // The @auth directive guards the GraphQL fields; this guards every other caller.
  private requireAdmin(): void {
    this.scope.requireViewer(Access.ADMIN);
  }
}

/**
 * The database refusing to delete a row still referenced (a promotion a racing checkout has just
 * used). PostgreSQL 15 reports it as a foreign key violation (23503); the embedded PostgreSQL 18
 * reports an ON DELETE RESTRICT key as restrict_violation (23001), which MikroORM leaves as a plain
 * DriverException.
 */
function isRestrictViolation(error: unknown): boolean {
  return error instanceof ForeignKeyConstraintViolationException || (error instanceof DriverException && (error.sqlState ?? error.code) === '23001');
}
