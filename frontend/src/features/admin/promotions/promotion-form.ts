import { PROMOTION_MESSAGES } from '@threadline/domain';
import type { Category, ProductType, PromotionActionKind, PromotionForm_PromotionFragment, PromotionInput } from '../../../graphql/generated/graphql';

// The promotion form's values as typed (text for every number, so a half-typed value is kept as
// it is) and their translation to the API's input. The rules themselves are the server's (the
// domain's validatePromotionInput): the form only refuses what GraphQL could not carry at all,
// a number that is not a number, so that the server judges everything else at its field.

export interface ChosenProduct {
  id: string;
  title: string;
}

export interface PromotionFormValues {
  name: string;
  code: string;
  startsAt: string;
  endsAt: string;
  enabled: boolean;
  priority: string;
  combinesWithOthers: boolean;
  minSubtotal: string;
  minQuantity: string;
  categories: Category[];
  productTypes: ProductType[];
  products: ChosenProduct[];
  firstOrderOnly: boolean;
  actionKind: PromotionActionKind;
  percent: string;
  cap: string;
  amount: string;
  buy: string;
  get: string;
  percentOffGiven: string;
  usageLimit: string;
  perShopperLimit: string;
}

/** The form's fields by the API's input names, so the server's userErrors land on them. */
export type PromotionFormField = Exclude<keyof PromotionFormValues, 'products'> | 'productIds';
export type PromotionFormErrors = Partial<Record<PromotionFormField, string>>;

/** The order of the fields on the form, for focusing the first in error. */
export const PROMOTION_FIELD_ORDER: readonly PromotionFormField[] = [
  'name',
  'code',
  'startsAt',
  'endsAt',
  'priority',
  'minSubtotal',
  'minQuantity',
  'categories',
  'productTypes',
  'productIds',
  'actionKind',
  'percent',
  'cap',
  'amount',
  'buy',
  'get',
  'percentOffGiven',
  'usageLimit',
  'perShopperLimit',
];

/** The server says the same of a limit it refuses (admin-promotions.service.ts). */
export const LIMIT_MESSAGE = 'Please enter a whole number from 1, or leave it empty';

export const EMPTY_PROMOTION_FORM: PromotionFormValues = {
  name: '',
  code: '',
  startsAt: '',
  endsAt: '',
  enabled: true,
  priority: '0',
  combinesWithOthers: true,
  minSubtotal: '',
  minQuantity: '',
  categories: [],
  productTypes: [],
  products: [],
  firstOrderOnly: false,
  actionKind: 'PERCENT_OFF_LINES',
  percent: '',
  cap: '',
  amount: '',
  buy: '',
  get: '',
  percentOffGiven: '100',
  usageLimit: '',
  perShopperLimit: '',
};

const text = (value: number | null) => (value === null ? '' : String(value));

export function formFromPromotion(promotion: PromotionForm_PromotionFragment): PromotionFormValues {
  return {
    name: promotion.name,
    code: promotion.code ?? '',
    startsAt: promotion.startsAtIst,
    endsAt: promotion.endsAtIst ?? '',
    enabled: promotion.enabled,
    priority: String(promotion.priority),
    combinesWithOthers: promotion.combinesWithOthers,
    minSubtotal: promotion.minSubtotal.amount === '0.00' ? '' : promotion.minSubtotal.amount,
    minQuantity: promotion.minQuantity === 0 ? '' : String(promotion.minQuantity),
    categories: [...promotion.categories],
    productTypes: [...promotion.productTypes],
    products: promotion.products.map(({ id, title }) => ({ id, title })),
    firstOrderOnly: promotion.firstOrderOnly,
    actionKind: promotion.actionKind,
    percent: text(promotion.percent),
    cap: promotion.cap?.amount ?? '',
    amount: promotion.amount?.amount ?? '',
    buy: text(promotion.buy),
    get: text(promotion.get),
    percentOffGiven: promotion.percentOffGiven === null ? EMPTY_PROMOTION_FORM.percentOffGiven : String(promotion.percentOffGiven),
    usageLimit: text(promotion.usageLimit),
    perShopperLimit: text(promotion.perShopperLimit),
  };
}

const WHOLE = /^-?\d{1,9}$/;
// What the API's Decimal scalar takes; more decimals get through to the server's own message.
const DECIMAL = /^\d{1,15}(\.\d{1,15})?$/;

/**
 * The API's input, or the fields that could not be sent as typed (a word in a number field). Blank
 * optional fields are null; the action's fields are sent for its kind only.
 */
export function toPromotionInput(values: PromotionFormValues): { input: PromotionInput } | { errors: PromotionFormErrors } {
  const errors: PromotionFormErrors = {};
  const whole = (field: PromotionFormField, value: string, message: string): number | null => {
    const trimmed = value.trim();
    if (trimmed === '') return null;
    if (WHOLE.test(trimmed)) return Number(trimmed);
    errors[field] = message;
    return null;
  };
  const decimal = (field: PromotionFormField, value: string): string | null => {
    const trimmed = value.trim().replace(/^₹\s*/, '');
    if (trimmed === '') return null;
    if (DECIMAL.test(trimmed)) return trimmed;
    errors[field] = PROMOTION_MESSAGES.AMOUNT;
    return null;
  };
  const kind = values.actionKind;
  const input: PromotionInput = {
    name: values.name,
    code: values.code.trim() || null,
    startsAt: values.startsAt,
    endsAt: values.endsAt.trim() || null,
    enabled: values.enabled,
    priority: whole('priority', values.priority, PROMOTION_MESSAGES.PRIORITY) ?? 0,
    combinesWithOthers: values.combinesWithOthers,
    minSubtotal: decimal('minSubtotal', values.minSubtotal),
    minQuantity: whole('minQuantity', values.minQuantity, PROMOTION_MESSAGES.QUANTITY),
    categories: values.categories,
    productTypes: values.productTypes,
    productIds: values.products.map((product) => product.id),
    firstOrderOnly: values.firstOrderOnly,
    actionKind: kind,
    percent: kind === 'PERCENT_OFF_LINES' ? whole('percent', values.percent, PROMOTION_MESSAGES.PERCENT) : null,
    cap: kind === 'PERCENT_OFF_LINES' ? decimal('cap', values.cap) : null,
    amount: kind === 'FIXED_OFF_ORDER' ? decimal('amount', values.amount) : null,
    buy: kind === 'BUY_X_GET_Y' ? whole('buy', values.buy, PROMOTION_MESSAGES.PIECES) : null,
    get: kind === 'BUY_X_GET_Y' ? whole('get', values.get, PROMOTION_MESSAGES.PIECES) : null,
    percentOffGiven: kind === 'BUY_X_GET_Y' ? whole('percentOffGiven', values.percentOffGiven, PROMOTION_MESSAGES.PERCENT) : null,
    usageLimit: whole('usageLimit', values.usageLimit, LIMIT_MESSAGE),
    perShopperLimit: whole('perShopperLimit', values.perShopperLimit, LIMIT_MESSAGE),
  };
  return Object.keys(errors).length > 0 ? { errors } : { input };
}

/** The form field a server error names, or null for an error about the promotion as a whole. */
export function formFieldOf(field: string | null): PromotionFormField | null {
  return field !== null && (PROMOTION_FIELD_ORDER as readonly string[]).includes(field) ? (field as PromotionFormField) : null;
}
