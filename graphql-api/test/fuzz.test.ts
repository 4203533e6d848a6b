import { MAX_TEXT_LENGTH, MESSAGES } from '@threadline/domain';
import fc from 'fast-check';
import pg from 'pg';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isCompositeType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REST_ROUTES } from '../src/rest/routes.js';
import { Role, type User } from '../src/modules/users/user.entity.js';
import { graphqlSchema } from '../src/schema.js';
import { createProducts, createUser } from './factories.js';
import { startTestServer, type TestServer } from './harness.js';

// Property-based fuzzing of every face: every mutation of the schema and every path of the REST
// route table (both enumerated, so a new one is covered without touching this file) gets
// generated hostile input. Whatever comes in, the answer must be a clear refusal or a success:
// never a 5xx, never INTERNAL_SERVER_ERROR, never a stack trace, SQL or engine message, and a
// refusal must not have written anything. Runs are bounded and the seed fixed (FUZZ_SEED to
// change it) so CI is deterministic; fast-check prints the seed and the shrunk input on failure.

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

const schema: GraphQLSchema = await graphqlSchema();
const MUTATIONS = Object.values(schema.getMutationType()!.getFields());
const QUERIES = Object.values(schema.getQueryType()!.getFields());

// ---- hostile values ------------------------------------------------------------------------

const hugeNumber = fc.constantFrom(2 ** 31, 2 ** 31 - 1, 2 ** 32, 2 ** 53, 2 ** 53 + 2, 1e20, -1, -(2 ** 31) - 1, 0, 1e6 + 1, 1e7, 1e8, 1e9, 0.5, -0.01, 1e-9);
const nanIsh = fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e400', '9007199254740993', '0x7fffffff', '', ' ', '1,000', '١٢٣');
const oddUnicode = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('\u202e\u0631\u0645', '\ud800', '\udfff', '\udc00\ud800', 'a\ud83d', '\ufeff', '\u200b'.repeat(300), '👩‍👩‍👧‍👦'.repeat(200), 'Z̸̢̛̤͓a̶̡l̷g̴o̸', '\u0085\u2028\u2029', '%00%ff', '../../etc/passwd', "'; drop table product; --"),
);
/**
 * 10k to 90k characters: under the 100 kB body limit, far over any column's sensible size. Half
 * are noise, since PostgreSQL compresses a repetitive value until it fits an index anyway.
 */
const longString = fc.tuple(fc.integer({ min: 10_000, max: 90_000 }), fc.constantFrom('a', 'é', 'x@', '9', ' ', 'ñ.', 'noise', 'noise')).map(([n, unit]) => (unit === 'noise' ? noise(n, n) : unit.repeat(Math.ceil(n / unit.length)).slice(0, n)));
const longEmail = fc.integer({ min: 300, max: 60_000 }).map((n) => `${noise(n, n)}@example.com`);

/** Incompressible letters and digits, the same for the same seed. */
function noise(length: number, seed: number): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  let state = seed >>> 0 || 1;
  let out = '';
  for (let i = 0; i < length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    out += alphabet[(state >>> 0) % alphabet.length];
  }
  return out;
}

/**
 * fc.assert, but the report stays readable: the seed, the path to replay it and the failing input
 * cut to a few hundred characters (inputs here run to 90k characters).
 */
async function holds<T>(property: fc.IAsyncPropertyWithHooks<T>, numRuns: number): Promise<void> {
  const details = await fc.check(property, { seed: SEED, numRuns, endOnFailure: true });
  if (!details.failed) return;
  const input = JSON.stringify(details.counterexample, (_key, value: unknown) => (typeof value === 'string' && value.length > 200 ? `${value.slice(0, 120)}… (${value.length} chars)` : value));
  const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  throw new Error(`Property failed after ${details.numRuns} runs (seed ${details.seed}, path "${details.counterexamplePath}"; FUZZ_SEED=${details.seed} replays it)\ninput: ${input.slice(0, 1500)}\n${cause.slice(0, 1500)}`);
}
const anyString = fc.oneof(longString, longEmail, oddUnicode, nanIsh);

/** The test server's origin, known once it runs; read when a value is drawn. */
const STORE = { origin: 'http://127.0.0.1' };

/** Return and cancel pages a client may pass to placeOrder: the store's own, foreign, malformed and hostile. */
const returnPage = fc.oneof(
  fc.webPath().map((path) => `${STORE.origin}${path}`),
  fc.webUrl({ validSchemes: ['http', 'https', 'ftp', 'javascript', 'data'], withQueryParameters: true, withFragments: true }),
  fc.constantFrom(
    'javascript:alert(1)',
    '//evil.example/return',
    '/shop/paypal-return',
    'https://evil.example@127.0.0.1/',
    'http://127.0.0.1:99999/',
    'http://[::1/',
    'http://%00/',
    'http://a\\b.example/',
    'file:///etc/passwd',
    ' https://127.0.0.1/ ',
    'https://xn--80ak6aa92e.com/',
    `https://${'a'.repeat(3000)}.example/`,
    'HTTP://127.0.0.1/SHOP',
  ),
  anyString,
);

interface Pools {
  ids: string[];
}

// Plausible values by field name, so that most requests get past the first check and the one
// hostile field among valid ones reaches as deep as it can. Unknown names just get hostile values.
const PLAUSIBLE: Record<string, fc.Arbitrary<unknown>> = {
  email: fc.integer({ min: 1, max: 1e6 }).map((n) => `fuzz${n}@example.com`),
  password: fc.constant('Secret@123'),
  userName: fc.constant('Fuzz User'),
  address: fc.constant('12 Station Road'),
  city: fc.constant('Guma'),
  pincode: fc.constant('743704'),
  phone: fc.constant('9876543210'),
  notes: fc.constant('Ring twice'),
  title: fc.integer({ min: 1, max: 1e6 }).map((n) => `Fuzz Tee ${n}`),
  description: fc.constant('A plain tee made for fuzzing.'),
  image: fc.constant('/media/products/fuzz.webp'),
  price: fc.integer({ min: 100, max: 5000 }),
  salePrice: fc.constant(0),
  percentageIncrement: fc.constant(5),
  totalStock: fc.integer({ min: 0, max: 50 }),
  quantity: fc.integer({ min: 1, max: 40 }),
  rating: fc.integer({ min: 1, max: 5 }),
  reviewValue: fc.integer({ min: 1, max: 5 }),
  message: fc.constant('Fits well'),
  reviewMessage: fc.constant('Fits well'),
  reason: fc.constant('Ordered the wrong size'),
  cancellationReason: fc.constant('Ordered the wrong size'),
  idempotencyKey: fc.uuid(),
  paymentId: fc.constant('PAY-1'),
  payerId: fc.constant('PAYER-1'),
  // The shape of a password reset token (256 bits, base64url), so that a made-up one reaches the lookup.
  token: fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
  search: fc.constant('tee'),
  keyword: fc.constant('tee'),
  returnUrl: fc.option(returnPage, { nil: undefined }),
  cancelUrl: fc.option(returnPage, { nil: undefined }),
  addressId: knownId('addressId'),
  lineId: knownId('lineId'),
  productId: knownId('productId'),
  orderId: knownId('orderId'),
};

/** The ids of what the fixture made, by the name of the field that takes them; read when a value is drawn. */
const KNOWN_IDS: Record<string, string[]> = {};

function knownId(name: string): fc.Arbitrary<unknown> {
  return fc.nat().map((i) => {
    const ids = KNOWN_IDS[name] ?? [];
    return ids.length ? ids[i % ids.length] : '00000000-0000-0000-0000-000000000000';
  });
}

function plausibleOr(name: string, hostile: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const plausible = PLAUSIBLE[name];
  return plausible ? fc.oneof({ weight: 3, arbitrary: plausible }, { weight: 1, arbitrary: hostile }) : hostile;
}

function hostileFor(type: GraphQLInputType, pools: Pools, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return hostileFor(type.ofType, pools, depth);
  if (isListType(type)) return fc.array(hostileFor(type.ofType, pools, depth + 1), { maxLength: depth > 1 ? 1 : 3 });
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    return fc.record(Object.fromEntries(fields.map((field) => [field.name, plausibleOr(field.name, hostileFor(field.type, pools, depth + 1))])), { requiredKeys: [] });
  }
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((value) => value.value as unknown));
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
        return fc.oneof(hugeNumber, fc.integer({ min: 1, max: 40 }));
      case 'Float':
        return fc.oneof(hugeNumber, fc.double({ noNaN: true }));
      case 'Decimal':
        return fc.oneof(hugeNumber, nanIsh, hugeNumber.map(String), fc.constantFrom('1000000.01', '99999999999999999999.99', '1e20'));
      case 'ID':
        return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...pools.ids) }, { weight: 1, arbitrary: anyString });
      case 'Boolean':
        return fc.boolean();
      case 'DateTimeISO':
        return fc.constantFrom('2026-01-01T00:00:00Z', '+275760-09-13T00:00:00.000Z', '0000-00-00', 'x');
      default:
        return fc.oneof(anyString, hugeNumber);
    }
  }
  return fc.constant(null);
}

/** A selection that shows whether the mutation refused: userErrors where the payload has them. */
function selectionOf(field: GraphQLField<unknown, unknown>): string {
  const payload = getNamedType(field.type);
  if (!isObjectType(payload)) return '';
  const fields = payload.getFields();
  if (fields.userErrors) return '{ __typename userErrors { code field message } }';
  return '{ __typename }';
}

function mutationDocument(field: GraphQLField<unknown, unknown>): string {
  const declared = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  return `mutation Fuzz${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''} ${selectionOf(field)} }`;
}

// ---- every text field, one at a time ---------------------------------------------------------

/**
 * Text no field may keep, each refused at the door whatever field carries it: lone high and low
 * surrogates and a reversed pair (valid JSON, no character, and PostgreSQL refuses them while
 * encoding), and text over the longest field (MAX_TEXT_LENGTH), with and without a lone half.
 */
const DOOR_REFUSALS: ReadonlyArray<{ name: string; value: string; message: string }> = [
  { name: 'a lone high surrogate', value: 'Fits\ud800well', message: MESSAGES.TEXT_NOT_WELL_FORMED },
  { name: 'a lone low surrogate', value: '\udfffFits', message: MESSAGES.TEXT_NOT_WELL_FORMED },
  { name: 'a reversed pair', value: 'Fits \ude00\ud83d', message: MESSAGES.TEXT_NOT_WELL_FORMED },
  { name: 'overlong text', value: noise(MAX_TEXT_LENGTH + 1, 7), message: MESSAGES.TEXT_TOO_LONG },
  { name: 'overlong text ending in a lone half', value: `${noise(MAX_TEXT_LENGTH * 4, 11)}\ud83d`, message: MESSAGES.TEXT_NOT_WELL_FORMED },
];

type Path = ReadonlyArray<string | number>;

/** Where an argument takes text (String or ID), down through its input objects and lists. */
function textLeaves(type: GraphQLInputType, path: Path, depth = 0): Path[] {
  if (isNonNullType(type)) return textLeaves(type.ofType, path, depth);
  if (isListType(type)) return textLeaves(type.ofType, [...path, 0], depth + 1);
  if (isInputObjectType(type)) return depth > 4 ? [] : Object.values(type.getFields()).flatMap((field) => textLeaves(field.type, [...path, field.name], depth + 1));
  return isScalarType(type) && (type.name === 'String' || type.name === 'ID') ? [path] : [];
}

/** A plausible value of the field by its name, drawn once with the run's seed. */
function plausibleSample(name: string): unknown {
  const plausible = PLAUSIBLE[name];
  return plausible ? fc.sample(plausible, { seed: SEED, numRuns: 1 })[0] : undefined;
}

/** A value of the type that gets past GraphQL's own checks, every optional field filled, so each text field is there to be made hostile. */
function baseValue(type: GraphQLInputType, name: string, depth = 0): unknown {
  if (isNonNullType(type)) return baseValue(type.ofType, name, depth);
  if (isListType(type)) return [baseValue(type.ofType, name, depth + 1)];
  if (isInputObjectType(type)) return Object.fromEntries(Object.values(type.getFields()).filter((field) => depth < 4 || isNonNullType(field.type)).map((field) => [field.name, baseValue(field.type, field.name, depth + 1)]));
  if (isEnumType(type)) return type.getValues()[0]!.value;
  const plausible = plausibleSample(name);
  if (isScalarType(type)) {
    switch (type.name) {
      case 'String':
        return typeof plausible === 'string' ? plausible : 'Fuzz';
      case 'ID':
        return typeof plausible === 'string' ? plausible : '00000000-0000-0000-0000-000000000000';
      case 'Int':
      case 'Float':
        return typeof plausible === 'number' ? plausible : 1;
      case 'Boolean':
        return true;
      case 'Decimal':
        return '100.00';
      case 'DateTimeISO':
        return '2026-01-01T00:00:00.000Z';
    }
  }
  return null;
}

/** `value` with the text at `path` replaced. */
function replacedAt(value: unknown, path: Path, text: string): unknown {
  if (path.length === 0) return text;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) }) as Record<string | number, unknown>;
  copy[head!] = replacedAt(copy[head!], rest, text);
  return copy;
}

function operationDocument(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  if (kind === 'mutation') return mutationDocument(field);
  const declared = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  return `query Fuzz(${declared}) { ${field.name}(${passed})${isCompositeType(getNamedType(field.type)) ? ' { __typename }' : ''} }`;
}

// ---- what no answer may contain --------------------------------------------------------------

const LEAKS: Array<[string, RegExp]> = [
  ['INTERNAL_SERVER_ERROR', /INTERNAL_SERVER_ERROR|Internal server error/i],
  ['a stack trace', /\n\s+at .+[(:]\d+:\d+|\bat (?:async )?[\w.<>]+ \(.+:\d+:\d+\)/],
  ['SQL text', /\b(?:select|insert into|update|delete from)\b[^"]{0,80}\b(?:from|values|set|where)\b|violates|duplicate key|relation "|column "|syntax error at|index row size|out of range for type|numeric field overflow|value too long/i],
  ['an engine message', /Maximum call stack|RangeError|TypeError|ReferenceError|Cannot read propert|undefined is not|Unexpected token/],
];

function assertClean(where: string, status: number, text: string): void {
  expect(status, `${where}: status ${status} ${text.slice(0, 300)}`).toBeLessThan(500);
  for (const [what, pattern] of LEAKS) {
    const match = pattern.exec(text);
    expect(match, `${where}: the answer carries ${what}: …${match ? text.slice(Math.max(0, match.index - 80), match.index + 160) : ''}…`).toBeNull();
  }
}

describe('fuzzing every mutation and every REST path with hostile input', () => {
  let server: TestServer;
  let admin: User;
  let shopper: User;
  const pools: Pools = { ids: [] };
  let tables: string[] = [];

  /**
   * Everything a request could write, as one checksum per table (sign-in counters excepted: a
   * refused sign-in counts by design): `count:md5` of each table's rows in order. One statement
   * for all the tables (built once their names are known): a probe takes two snapshots, and a
   * round trip per table made them most of this file's time.
   */
  async function snapshot(): Promise<Record<string, string>> {
    const rows = await server.em().getConnection().execute<Array<Record<string, string>>>(snapshotStatement);
    return { ...rows[0]! };
  }
  let snapshotStatement = '';

  async function token(role: 'admin' | 'shopper' | 'none'): Promise<string | undefined> {
    if (role === 'none') return undefined;
    // A fresh token each time: a fuzzed logout revokes only its own.
    return server.tokenFor(role === 'admin' ? admin : shopper);
  }

  async function send(path: string, init: RequestInit): Promise<{ status: number; text: string }> {
    const response = await fetch(`${server.url}${path}`, init);
    return { status: response.status, text: await response.text() };
  }

  beforeAll(async () => {
    server = await startTestServer();
    STORE.origin = new URL(server.url).origin;
    admin = await createUser(server.em(), { role: Role.ADMIN });
    shopper = await createUser(server.em());
    // A dear product with plenty of stock: a valid-looking cart of it is worth more than 2^31 paise.
    // A product whose stock is near the top of a 32-bit column, with an order of it to cancel.
    const [cheap, dear, full] = await createProducts(server.em(), [{}, { pricePaise: 100_000_000, stock: { XS: 1_000_000 } }, { stock: { XS: 1_000 } }]);
    products = { cheap: cheap!.id, dear: dear!.id };
    const shopperToken = await token('shopper');
    const addressId = await arrangeAddressAndCart();
    await server.gql(`mutation { addToCart(input: { productId: "${full!.id}", quantity: 20 }) { __typename } }`, {}, { token: shopperToken });
    await server.em().getConnection().execute(`delete from cart_line where product_id <> ?`, [full!.id]);
    const placed = await server.gql<{ placeOrder: { order: { id: string } } }>(
      `mutation { placeOrder(input: { addressId: "${addressId}" }) { order { id } } }`,
      {},
      { token: shopperToken },
    );
    const orderId = placed.body.data!.placeOrder.order.id;
    fullStock = { productId: full!.id, orderId };
    // The full product stays out of the id pools, so that only its order reaches it.
    pools.ids = [cheap!.id, dear!.id, orderId, shopper.id, '00000000-0000-0000-0000-000000000000'];
    KNOWN_IDS.productId = [cheap!.id, dear!.id];
    KNOWN_IDS.orderId = [orderId];
    await arrangeAddressAndCart();
    const rows = await server.em().getConnection().execute<Array<{ tablename: string }>>(
      `select tablename from pg_tables where schemaname = 'public' and tablename not in ('login_throttle', 'sign_in_address', 'revoked_token', 'mikro_orm_migrations') order by tablename`,
    );
    tables = rows.map((row) => row.tablename);
    snapshotStatement = `select ${tables
      .map((table) => `(select count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') from ${pg.escapeIdentifier(table)} t) as ${pg.escapeIdentifier(table)}`)
      .join(', ')}`;
  });
  afterAll(() => server?.stop());

  let products: { cheap: string; dear: string };
  let fullStock: { productId: string; orderId: string } | undefined;
  let arranged: string[] = [];

  async function cartLineIds(): Promise<string[]> {
    const rows = await server.em().getConnection().execute<Array<{ id: string }>>(
      `select line.id from cart_line line join cart on cart.id = line.cart_id where cart.user_id = ? order by line.id`,
      [shopper.id],
    );
    return rows.map((row) => row.id);
  }

  /**
   * Every property starts from the same shopper state, whatever the last one deleted: one
   * address, and a cart of one cheap tee and thirty of the dear product (over 2^31 paise in all).
   */
  async function arrangeAddressAndCart(): Promise<string> {
    const connection = server.em().getConnection();
    if (fullStock) {
      // The order of the full product is placed again, and its stock a few pieces under 2^31, as
      // an admin could have set it before stock had a limit: a cancel must not overflow it.
      await connection.execute(`update customer_order set status = 'orderPlaced', payment_status = 'pending' where id = ?`, [fullStock.orderId]);
      await connection.execute(`update product_size_stock set quantity = 2147483647 - 5 where product_id = ? and size = 'XS'`, [fullStock.productId]);
    }
    await connection.execute(`delete from address where user_id = ?`, [shopper.id]);
    await connection.execute(`delete from cart_line where cart_id in (select id from cart where user_id = ?)`, [shopper.id]);
    const shopperToken = await token('shopper');
    const address = await server.gql<{ addAddress: { address: { id: string } } }>(
      'mutation { addAddress(input: { address: "12 Station Road", city: "Guma", pincode: "743704", phone: "9876543210" }) { address { id } } }',
      {},
      { token: shopperToken },
    );
    await server.gql(`mutation { addToCart(input: { productId: "${products.cheap}", quantity: 1 }) { __typename } }`, {}, { token: shopperToken });
    await server.gql(`mutation { addToCart(input: { productId: "${products.dear}", quantity: 30 }) { __typename } }`, {}, { token: shopperToken });
    const addressId = address.body.data!.addAddress.address.id;
    pools.ids = [...pools.ids.filter((id) => !arranged.includes(id))];
    arranged = [addressId, ...(await cartLineIds())];
    KNOWN_IDS.addressId = [addressId];
    KNOWN_IDS.lineId = arranged.slice(1);
    pools.ids.push(...arranged);
    return addressId;
  }

  beforeEach(async () => {
    if (pools.ids.length) await arrangeAddressAndCart();
  });

  /** Sends, checks the answer is clean, and that a refusal wrote nothing. */
  async function probe(where: string, request: () => Promise<{ status: number; text: string }>, refused: (status: number, body: unknown) => boolean): Promise<void> {
    const before = await snapshot();
    const { status, text } = await request();
    assertClean(where, status, text);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    if (refused(status, body)) expect(await snapshot(), `${where}: refused (${status} ${text.slice(0, 200)}) yet something was written`).toEqual(before);
  }

  const graphqlRefused = (status: number, body: unknown): boolean => {
    const answer = body as { data?: Record<string, { userErrors?: unknown[] } | null> | null; errors?: unknown[] } | null;
    if (status >= 400 || !answer || answer.errors?.length || !answer.data) return true;
    return Object.values(answer.data).some((payload) => !payload || (payload.userErrors?.length ?? 0) > 0);
  };

  const restRefused = (status: number, body: unknown): boolean => status >= 400 || (body as { success?: boolean } | null)?.success !== true;

  describe('GraphQL mutations', () => {
    for (const field of MUTATIONS) {
      it(`${field.name} refuses hostile variables cleanly`, async () => {
        const document = mutationDocument(field);
        const variables = fc.record(Object.fromEntries(field.args.map((arg) => [arg.name, hostileFor(arg.type, pools)])));
        await holds(
          fc.asyncProperty(variables, fc.constantFrom('shopper', 'admin', 'shopper', 'admin', 'none') as fc.Arbitrary<'admin' | 'shopper' | 'none'>, fc.option(anyString, { nil: undefined }), async (vars, who, forwardedFor) => {
            const auth = await token(who);
            await probe(
              `${field.name} as ${who}`,
              () =>
                send('/graphql', {
                  method: 'POST',
                  headers: {
                    'content-type': 'application/json',
                    ...(auth ? { authorization: `Bearer ${auth}` } : {}),
                    // Headers a proxy in front may add; the server must bound what it keeps of them.
                    ...(forwardedFor !== undefined ? { 'x-forwarded-for': headerSafe(forwardedFor) } : {}),
                  },
                  body: JSON.stringify({ query: document, variables: vars }),
                }),
              graphqlRefused,
            );
          }),
          RUNS,
        );
      });
    }
  });

  describe('every text argument of every operation, one hostile text at a time', () => {
    const operations = [
      ...MUTATIONS.map((field) => ({ kind: 'mutation' as const, field })),
      ...QUERIES.map((field) => ({ kind: 'query' as const, field })),
    ].filter(({ field }) => field.args.some((arg) => textLeaves(arg.type, [arg.name]).length > 0));

    it('covers the text fields the issue names', () => {
      const fields = operations.flatMap(({ field }) => field.args.flatMap((arg) => textLeaves(arg.type, [arg.name]).map((path) => `${field.name}.${path.join('.')}`)));
      for (const field of ['register.input.userName', 'register.input.email', 'addAddress.input.address', 'addAddress.input.notes', 'createProduct.input.title', 'createProduct.input.description', 'addReview.input.message', 'cancelOrder.input.reason', 'placeOrder.input.idempotencyKey', 'searchProducts.keyword']) {
        expect(fields).toContain(field);
      }
    });

    for (const { kind, field } of operations) {
      it(`${field.name} refuses each with a 400 naming the field, and writes nothing`, async () => {
        const document = operationDocument(kind, field);
        const base = Object.fromEntries(field.args.map((arg) => [arg.name, baseValue(arg.type, arg.name)]));
        const auth = await token('admin');
        const before = await snapshot();
        for (const arg of field.args) {
          for (const path of textLeaves(arg.type, [arg.name])) {
            for (const hostile of DOOR_REFUSALS) {
              const where = `${field.name} with ${hostile.name} at ${path.join('.')}`;
              const variables = { ...base, [arg.name]: replacedAt(base[arg.name], path.slice(1), hostile.value) };
              const { status, text } = await send('/graphql', {
                method: 'POST',
                headers: { 'content-type': 'application/json', authorization: `Bearer ${auth}` },
                body: JSON.stringify({ query: document, variables }),
              });
              assertClean(where, status, text);
              const body = JSON.parse(text) as { data?: unknown; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
              expect([status, body.data, body.errors?.[0]], where).toEqual([
                400,
                undefined,
                expect.objectContaining({ message: `${path.join('.')}: ${hostile.message}`, extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', field: path.join('.') }) }),
              ]);
            }
          }
        }
        expect(await snapshot(), `${field.name}: refused, yet something was written`).toEqual(before);
      });
    }
  });

  describe('GraphQL documents that cannot be served', () => {
    const unservable = fc.oneof(
      fc.integer({ min: 50, max: 20_000 }).map((depth) => ({ query: `{ ${'products { nodes { id '.repeat(depth)}${'} } '.repeat(depth)}}` })),
      fc.integer({ min: 500, max: 30_000 }).map((depth) => ({ query: `{ products ${'{ nodes '.repeat(depth)}${'}'.repeat(depth)} }` })),
      fc.integer({ min: 1000, max: 40_000 }).map((depth) => ({ query: `query ($v: Int = ${'['.repeat(depth)}1${']'.repeat(depth)}) { __typename }` })),
      fc.integer({ min: 1000, max: 20_000 }).map((n) => ({ query: `{ ${Array.from({ length: n }, (_, i) => `a${i}: __typename`).join(' ')} }` })),
      fc.integer({ min: 2000, max: 40_000 }).map((n) => ({ query: `{ __typename ${'@skip(if: false) '.repeat(n / 16)}}` })),
      fc.constantFrom(
        { query: 'subscription { orders }' },
        { query: '{ __typename }', extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } } },
        { query: '{ __typename }', extensions: { persistedQuery: { version: 2, sha256Hash: 'x'.repeat(64) } } },
        { extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } } },
        { extensions: { persistedQuery: 'yes' } },
        { query: '{ __typename }', extensions: { persistedQuery: { version: 'one', sha256Hash: 12 } } },
        { query: '{ __typename }', extensions: 'bogus' },
        { query: '{ __typename }', extensions: { unknownExtension: { deep: [1, 2, 3] } } },
        { query: ['{ __typename }'] },
        { query: '{ __typename }', operationName: 12 },
        { query: '{ __typename }', variables: 'nope' },
        { query: 'query A { __typename } query A { __typename }', operationName: 'A' },
        // An operationName that names no operation, for a per-shopper read and a catalogue read
        // (whose compiled executor once ran the document's only operation instead), and none at all.
        { query: 'query A { me { id } }', operationName: 'B' },
        { query: 'query A { products(first: 1) { totalCount } }', operationName: 'B' },
        { query: '{ products(first: 1) { totalCount } }', operationName: 'B' },
        { query: 'query A { products(first: 1) { totalCount } } query C { __typename }' },
      ),
      // Variables nested far deeper than any input type, written as JSON text (a value this deep
      // would overflow JSON.stringify here too): a catalogue read, which the cache keys by its
      // variables, and the same variable beside a per-shopper field.
      fc.tuple(fc.integer({ min: 65, max: 30_000 }), fc.constantFrom('products(filter: { productTypes: $t }) { totalCount }', 'products(filter: { productTypes: $t }) { totalCount } me { id }')).map(
        ([depth, fields]) => `{"query":${JSON.stringify(`query ($t: [ProductType!]) { ${fields} }`)},"variables":{"t":${'['.repeat(depth)}${']'.repeat(depth)}}}`,
      ),
      fc.integer({ min: 65, max: 15_000 }).map((depth) => `{"query":"{ __typename }","variables":{"v":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}}`),
      fc.string({ unit: 'binary', maxLength: 200 }).map((query) => ({ query })),
    );
    it('answers a client error, never a fault of ours or an engine message', async () => {
      await holds(
        fc.asyncProperty(unservable, async (body) => {
          await probe(
            'an unservable document',
            () => send('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) }),
            () => true,
          );
        }),
        RUNS * 6,
      );
    });
  });

  describe('REST paths', () => {
    const jsonValue = fc.oneof(anyString, hugeNumber, nanIsh, fc.constant(null), fc.boolean(), fc.array(anyString, { maxLength: 2 }), fc.dictionary(fc.string({ maxLength: 5 }), anyString, { maxKeys: 2 }));
    for (const route of REST_ROUTES.filter((r) => !r.upload)) {
      const bodyKeys = route.body && 'shape' in route.body ? Object.keys((route.body as unknown as { shape: Record<string, unknown> }).shape) : [];
      const queryKeys = route.query && 'shape' in route.query ? Object.keys((route.query as unknown as { shape: Record<string, unknown> }).shape) : [];
      const paramNames = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      it(`${route.method.toUpperCase()} /api${route.path} refuses hostile input cleanly`, async () => {
        const pathValue = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...pools.ids) }, { weight: 2, arbitrary: anyString.map((s) => s.slice(0, 4000)) }, { weight: 1, arbitrary: fc.constantFrom('%', '%E0%A4%A', '..', '%2e%2e%2f') });
        const fieldValue = fc.oneof({ weight: 2, arbitrary: jsonValue }, { weight: 1, arbitrary: fc.constantFrom(...pools.ids) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 5 }) });
        const body = fc.oneof(
          { weight: 4, arbitrary: fc.record(Object.fromEntries(bodyKeys.map((key) => [key, plausibleOr(key, fieldValue)])), { requiredKeys: [] }) },
          { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
        );
        const query = fc.record(Object.fromEntries(queryKeys.map((key) => [key, plausibleOr(key, fc.oneof(anyString.map((s) => s.slice(0, 4000)), hugeNumber.map(String), nanIsh))])), { requiredKeys: [] });
        const params = fc.tuple(...paramNames.map(() => pathValue));
        const who = fc.constantFrom(...(route.access === 'admin' ? ['admin', 'shopper'] : route.access === 'signedIn' ? ['shopper', 'admin'] : ['none', 'shopper'])) as fc.Arbitrary<'admin' | 'shopper' | 'none'>;
        await holds(
          fc.asyncProperty(params, query, body, who, fc.option(anyString, { nil: undefined }), async (values, queryValues, bodyValue, role, forwardedFor) => {
            let path = route.path;
            paramNames.forEach((name, i) => {
              const value = String(values[i]);
              path = path.replace(`:${name}`, /^%|%2e/.test(value) || value === '..' ? value : encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '?')));
            });
            const search = new URLSearchParams(Object.entries(queryValues).map(([k, v]): [string, string] => [k, String(v)])).toString();
            const auth = await token(role);
            const headers: Record<string, string> = { 'content-type': 'application/json' };
            if (auth) headers.authorization = `Bearer ${auth}`;
            if (forwardedFor !== undefined) headers['x-forwarded-for'] = headerSafe(forwardedFor);
            await probe(
              `${route.method.toUpperCase()} ${route.path} as ${role}`,
              () =>
                send(`/api${path}${search ? `?${search}` : ''}`, {
                  method: route.method.toUpperCase(),
                  headers,
                  body: route.method === 'get' ? undefined : JSON.stringify(bodyValue),
                }),
              restRefused,
            );
          }),
          RUNS,
        );
      });
    }

    // Every field of every path, one hostile text at a time: in the JSON body and the query string
    // as such, in a path as the only way a URL can carry it (percent-encoded bytes that are not
    // UTF-8 text: there is no UTF-8 for a lone surrogate), or as overlong text.
    for (const route of REST_ROUTES.filter((r) => !r.upload)) {
      const bodyKeys = route.body && 'shape' in route.body ? Object.keys((route.body as unknown as { shape: Record<string, unknown> }).shape) : [];
      const queryKeys = route.query && 'shape' in route.query ? Object.keys((route.query as unknown as { shape: Record<string, unknown> }).shape) : [];
      const paramNames = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      if (!bodyKeys.length && !queryKeys.length && !paramNames.length) continue;
      it(`${route.method.toUpperCase()} /api${route.path} refuses text that is not valid text, or too long, in every field with a 400, and writes nothing`, async () => {
        const auth = await token(route.access === 'admin' ? 'admin' : route.access === 'signedIn' ? 'shopper' : 'none');
        const plausible = (name: string) => plausibleSample(name) ?? (name === 'userId' ? shopper.id : 'Fuzz');
        const baseBody = Object.fromEntries(bodyKeys.map((key) => [key, plausible(key)]));
        const baseParams = Object.fromEntries(paramNames.map((name) => [name, encodeURIComponent(String(plausible(name)))]));
        const url = (params: Record<string, string>, query: Record<string, string> = {}) => {
          const search = new URLSearchParams(query).toString();
          return `/api${paramNames.reduce((path, name) => path.replace(`:${name}`, params[name]!), route.path)}${search ? `?${search}` : ''}`;
        };
        const call = (path: string, body?: unknown) =>
          send(path, {
            method: route.method.toUpperCase(),
            headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
            body: route.method === 'get' ? undefined : JSON.stringify(body ?? baseBody),
          });
        const probes: Array<{ where: string; request: () => Promise<{ status: number; text: string }>; message: string }> = [];
        for (const hostile of DOOR_REFUSALS) {
          for (const key of bodyKeys) probes.push({ where: `body ${key}, ${hostile.name}`, request: () => call(url(baseParams), { ...baseBody, [key]: hostile.value }), message: `Invalid body field ${key}: ${hostile.message}` });
          // A query string is sent as UTF-8; a lone half would go as U+FFFD, so only overlong text reaches the server as such.
          if (hostile.message === MESSAGES.TEXT_TOO_LONG) {
            for (const key of queryKeys) probes.push({ where: `query ${key}, ${hostile.name}`, request: () => call(url(baseParams, { [key]: hostile.value })), message: `Invalid query field ${key}: ${hostile.message}` });
            for (const name of paramNames) probes.push({ where: `path ${name}, ${hostile.name}`, request: () => call(url({ ...baseParams, [name]: hostile.value })), message: `Invalid path field ${name}: ${hostile.message}` });
          }
        }
        for (const name of paramNames) {
          for (const bytes of ['%ED%A0%80', '%ED%B0%80%ED%A0%80', 'a%ED%BF%BF']) {
            probes.push({ where: `path ${name}, ${bytes}`, request: () => call(url({ ...baseParams, [name]: bytes })), message: 'Invalid path: a percent-encoded part is not valid UTF-8 text' });
          }
        }
        const before = await snapshot();
        for (const probe of probes) {
          const { status, text } = await probe.request();
          assertClean(probe.where, status, text);
          expect([status, (JSON.parse(text) as { message?: string }).message], probe.where).toEqual([400, probe.message]);
        }
        expect(await snapshot(), `${route.path}: refused, yet something was written`).toEqual(before);
      });
    }

    for (const route of REST_ROUTES.filter((r) => r.upload)) {
      it(`${route.method.toUpperCase()} /api${route.path} refuses malformed multipart uploads with a 4xx`, async () => {
        const field = route.upload!.field;
        const filename = fc.oneof(oddUnicode, longString.map((s) => s.slice(0, 5000)), fc.constantFrom('"', '\\"', 'a"; name="x', '../../x.png', '', 'a\r\nb.png', '%00.png'));
        const malformed = fc.record({
          kind: fc.constantFrom('unterminated', 'wrong-boundary', 'no-boundary', 'odd-filename', 'no-headers', 'garbage', 'two-files', 'other-field', 'empty-file', 'header-only'),
          filename,
          content: fc.uint8Array({ maxLength: 2000 }),
        });
        await holds(
          fc.asyncProperty(malformed, async ({ kind, filename, content }) => {
            const boundary = '----fuzzboundary';
            const part = (name: string, file: string, data: Uint8Array | string) =>
              Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file}"\r\nContent-Type: image/png\r\n\r\n`), Buffer.from(data), Buffer.from('\r\n')]);
            const end = Buffer.from(`--${boundary}--\r\n`);
            let bodyBytes: Buffer;
            let contentType = `multipart/form-data; boundary=${boundary}`;
            switch (kind) {
              case 'unterminated':
                bodyBytes = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\n\r\n`), Buffer.from(content)]);
                break;
              case 'wrong-boundary':
                bodyBytes = Buffer.concat([part(field, 'a.png', content), end]);
                contentType = 'multipart/form-data; boundary=somethingelse';
                break;
              case 'no-boundary':
                bodyBytes = Buffer.concat([part(field, 'a.png', content), end]);
                contentType = 'multipart/form-data';
                break;
              case 'odd-filename':
                bodyBytes = Buffer.concat([part(field, filename, content), end]);
                break;
              case 'no-headers':
                bodyBytes = Buffer.concat([Buffer.from(`--${boundary}\r\n\r\n`), Buffer.from(content), Buffer.from('\r\n'), end]);
                break;
              case 'garbage':
                bodyBytes = Buffer.from(content);
                break;
              case 'two-files':
                bodyBytes = Buffer.concat([part(field, 'a.png', content), part(field, 'b.png', content), end]);
                break;
              case 'other-field':
                bodyBytes = Buffer.concat([part(`${field}x`, 'a.png', content), end]);
                break;
              case 'empty-file':
                bodyBytes = Buffer.concat([part(field, filename, ''), end]);
                break;
              case 'header-only':
                bodyBytes = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n`);
                break;
            }
            const auth = await token('admin');
            await probe(
              `upload (${kind})`,
              () => send(`/api${route.path}`, { method: 'POST', headers: { authorization: `Bearer ${auth}`, 'content-type': headerSafe(contentType) }, body: bodyBytes }),
              restRefused,
            );
          }),
          RUNS * 4,
        );
      });
    }
  });
});

/** fetch refuses header values with control or non-Latin-1 characters; keep the rest of the hostility. */
function headerSafe(value: string): string {
  return value.replace(/[^\x20-\x7e]/g, '?').slice(0, 12_000);
}
