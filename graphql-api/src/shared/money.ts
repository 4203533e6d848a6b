import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { toDecimalString } from '@threadline/domain';

// Money in the public API: an exact decimal string and a currency, the shape storefront APIs
// (Shopify, Saleor) have taught third-party developers to expect. The store keeps integer paise;
// only this module turns them into API values.

const DECIMAL_HINT = 'a decimal amount such as "1299.50"';
const DECIMAL_TEXT = /^-?\d{1,15}(\.\d{1,15})?$/;

/**
 * A Decimal input as the rupee number the services take. Anything shaped like a decimal gets
 * through, even with too many decimals, so the services refuse it with the form's own message at
 * the right field ("Price can have at most 2 decimals") instead of a generic type error.
 */
function decimalInput(value: unknown): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && DECIMAL_TEXT.test(value.trim())) return Number(value.trim());
  throw new GraphQLError(`Expected ${DECIMAL_HINT}`);
}

export const DecimalScalar = new GraphQLScalarType<number, string>({
  name: 'Decimal',
  description:
    'An exact amount of money in the currency\'s main unit, as a string with exactly 2 decimals, e.g. "1299.50" ' +
    '(₹1,299.50). Inputs take a decimal string such as "1299.5" or "1299", or a JSON number.',
  serialize(value) {
    if (typeof value === 'string') return value;
    throw new GraphQLError('Decimal values are produced from Money only');
  },
  parseValue: decimalInput,
  parseLiteral(ast) {
    if (ast.kind === Kind.STRING) return decimalInput(ast.value);
    if (ast.kind === Kind.INT || ast.kind === Kind.FLOAT) return decimalInput(Number(ast.value));
    throw new GraphQLError(`Expected ${DECIMAL_HINT}`);
  },
});

export enum CurrencyCode {
  INR = 'INR',
}

registerEnumType(CurrencyCode, {
  name: 'CurrencyCode',
  description: 'ISO 4217 currency code. The store sells in Indian rupees (₹) only.',
  valuesConfig: { INR: { description: 'Indian rupee (₹); 1 rupee is 100 paise.' } },
});

@ObjectType({ simpleResolvers: true, description: 'An exact amount of money and its currency.' })
export class Money {
  @Field(() => DecimalScalar, { description: 'The amount, e.g. "1299.50".' })
  readonly amount: string;

  @Field(() => CurrencyCode, { description: 'Always INR.' })
  readonly currencyCode = CurrencyCode.INR;

  private constructor(readonly paise: number) {
    this.amount = toDecimalString(paise);
  }

  static ofPaise(paise: number): Money {
    return new Money(paise);
  }
}

@ObjectType({ simpleResolvers: true, description: 'The lowest and highest of a set of prices; equal when there is one price.' })
export class MoneyRange {
  @Field(() => Money, { description: 'The lowest price.' })
  readonly min: Money;

  @Field(() => Money, { description: 'The highest price.' })
  readonly max: Money;

  private constructor(min: Money, max: Money) {
    this.min = min;
    this.max = max;
  }

  /** The range of `paise`, which must not be empty. */
  static ofPaise(paise: readonly number[]): MoneyRange {
    if (paise.length === 0) throw new RangeError('A price range needs at least one price');
    return new MoneyRange(Money.ofPaise(Math.min(...paise)), Money.ofPaise(Math.max(...paise)));
  }
}
