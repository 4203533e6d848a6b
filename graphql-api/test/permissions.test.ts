import {
  getNamedType,
  isObjectType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlSchema } from '../src/schema.js';
import { Access, requiredAccess } from '../src/shared/auth-directive.js';
import { Role } from '../src/modules/users/user.entity.js';
import { createProducts, createUser } from './factories.js';
import { placeCodOrder } from './shopping.js';
import { startTestServer, type TestServer } from './harness.js';

// Walks the whole schema: every field marked @auth must refuse callers without the access it
// names, and every unmarked root field must be one we chose to make public. A new field that
// forgets its directive fails here instead of shipping open.

const PUBLIC_FIELDS = new Set([
  'Query.me',
  'Query.products',
  'Query.product',
  'Query.searchProducts',
  'Query.featureImages',
  'Query.paymentMethods',
  'Mutation.register',
  'Mutation.login',
  'Mutation.logout',
  // Forgot password is for signed-out shoppers.
  'Mutation.requestPasswordReset',
  'Mutation.resetPassword',
]);

const schema = await graphqlSchema();
/** Fields below the root that ask for more access than the field that leads to them. */
const nestedGuardedFields = Object.values(schema.getTypeMap())
  .filter((type): type is GraphQLObjectType => isObjectType(type) && !type.name.startsWith('__') && !['Query', 'Mutation'].includes(type.name))
  .flatMap((type) =>
    Object.values(type.getFields()).map((field) => ({ name: `${type.name}.${field.name}`, access: requiredAccess(schema, field), nonNull: isNonNullType(field.type) })),
  )
  .filter((field) => field.access);
const rootFields = (['Query', 'Mutation'] as const).flatMap((typeName) => {
  const type = schema.getType(typeName) as GraphQLObjectType | undefined;
  return Object.values(type?.getFields() ?? {}).map((field) => ({ typeName, field, access: requiredAccess(schema, field) }));
});

/** A value of the input type that passes GraphQL validation (the resolver may still refuse it). */
function sampleValue(type: GraphQLInputType): string {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return `[${sampleValue(type.ofType)}]`;
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter((field) => isNonNullType(field.type) && field.defaultValue === undefined);
    return `{ ${required.map((field) => `${field.name}: ${sampleValue(field.type)}`).join(', ')} }`;
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
      case 'Float':
        return '1';
      case 'Boolean':
        return 'true';
      case 'ID':
        return '"00000000-0000-4000-8000-000000000000"';
      case 'DateTimeISO':
        return '"2026-01-01T00:00:00.000Z"';
      case 'Decimal':
        return '"1.00"';
      default:
        return '"x"';
    }
  }
  throw new Error(`no sample for ${String(type)}`);
}

function operationFor(typeName: 'Query' | 'Mutation', field: GraphQLField<unknown, unknown>): string {
  const args = field.args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
  const argList = args.length ? `(${args.map((arg) => `${arg.name}: ${sampleValue(arg.type)}`).join(', ')})` : '';
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `${typeName === 'Query' ? 'query' : 'mutation'} { ${field.name}${argList}${selection} }`;
}

describe('permissions, walked from the schema', () => {
  let server: TestServer;
  let shopperToken: string;

  beforeAll(async () => {
    server = await startTestServer();
    shopperToken = await server.tokenFor(await createUser(server.em(), { role: Role.USER }));
  });
  afterAll(() => server?.stop());

  it('finds the directive on the fields that need it', () => {
    expect(rootFields.filter((f) => f.access).length).toBeGreaterThan(0);
  });

  // Settings that every invoice prints (issue 27) are the back office's alone.
  it.each(['Query.storeDetails', 'Mutation.updateStoreDetails'])('holds %s to admins', (name) => {
    expect(rootFields.find((f) => `${f.typeName}.${f.field.name}` === name)?.access).toBe(Access.ADMIN);
  });

  it('leaves public only the fields chosen to be public', () => {
    const unmarked = rootFields.filter((f) => !f.access).map((f) => `${f.typeName}.${f.field.name}`);
    expect(unmarked.sort()).toEqual([...PUBLIC_FIELDS].filter((name) => unmarked.includes(name)).sort());
  });

  it.each(rootFields.filter((f) => f.access).map((f) => [`${f.typeName}.${f.field.name}`, f] as const))(
    '%s refuses callers without the access its @auth names',
    async (_name, { typeName, field, access }) => {
      const operation = operationFor(typeName, field);
      const anonymous = await server.gql(operation);
      expect(anonymous.body.errors?.[0]?.extensions?.code, operation).toBe('UNAUTHENTICATED');

      const asShopper = await server.gql(operation, {}, { token: shopperToken });
      const shopperCode = asShopper.body.errors?.[0]?.extensions?.code;
      if (access === Access.ADMIN) expect(shopperCode, operation).toBe('FORBIDDEN');
      else expect(['UNAUTHENTICATED', 'FORBIDDEN']).not.toContain(shopperCode);
    },
  );
});

describe('permissions of fields below the root', () => {
  let server: TestServer;
  let shopperToken: string;
  let adminToken: string;
  let orderId: string;

  beforeAll(async () => {
    server = await startTestServer();
    const shopper = await createUser(server.em(), { role: Role.USER });
    shopperToken = await server.tokenFor(shopper);
    adminToken = await server.tokenFor(await createUser(server.em(), { role: Role.ADMIN }));
    const [product] = await createProducts(server.em(), [{}]);
    orderId = await placeCodOrder(server, { userId: shopper.id, token: shopperToken }, [{ product: product!, quantity: 1 }]);
  });
  afterAll(() => server?.stop());

  // How to reach each guarded field as a caller who may read its parent: the shopper's own order.
  const PROBES: Record<string, () => { query: string; variables: Record<string, unknown> }> = {
    'Order.emails': () => ({ query: 'query ($id: ID!) { order(id: $id) { id emails { id } } }', variables: { id: orderId } }),
    'Order.history': () => ({ query: 'query ($id: ID!) { order(id: $id) { id history { id actor { kind } } } }', variables: { id: orderId } }),
    // GST documents (issue 27): the order's shopper and admins; tax-documents.test.ts issues and reads real ones.
    'Order.invoice': () => ({ query: 'query ($id: ID!) { order(id: $id) { id invoice { id number pdfUrl } } }', variables: { id: orderId } }),
    'Order.invoices': () => ({ query: 'query ($id: ID!) { order(id: $id) { id invoices { id number } } }', variables: { id: orderId } }),
    'Order.creditNotes': () => ({ query: 'query ($id: ID!) { order(id: $id) { id creditNotes { id number referencedInvoice { number } } } }', variables: { id: orderId } }),
  };

  it('has a probe for every guarded field below the root', () => {
    expect(nestedGuardedFields.map((field) => field.name).sort()).toEqual(Object.keys(PROBES).sort());
  });

  it('makes every guarded field below the root nullable, so that a refusal costs only that field', () => {
    expect(nestedGuardedFields.filter((field) => field.nonNull).map((field) => field.name)).toEqual([]);
  });

  it.each(nestedGuardedFields.map((field) => [field.name, field] as const))('%s refuses a caller without the access its @auth names', async (name, { access }) => {
    const { query, variables } = PROBES[name]!();
    const asShopper = await server.gql<Record<string, Record<string, unknown> | null>>(query, variables, { token: shopperToken });
    const code = asShopper.body.errors?.[0]?.extensions?.code;
    expect(code, name).toBe(access === Access.ADMIN ? 'FORBIDDEN' : undefined);
    if (access === Access.ADMIN) {
      // Only the refused field is null, with its error at its own path; its parent is answered.
      const [parent, field] = name.split('.') as [string, string];
      const path = asShopper.body.errors![0]!.path as string[];
      expect(path.at(-1), name).toBe(field);
      const answeredParent = asShopper.body.data![path[0]!];
      expect(answeredParent, `${name}: its ${parent} is answered`).not.toBeNull();
      expect(answeredParent![field], name).toBeNull();
    }
    // The same query passes for an admin: the refusal is the field's own, not its parent's.
    const asAdmin = await server.gql(query, variables, { token: adminToken });
    expect(asAdmin.body.errors, name).toBeUndefined();
  });
});

// The mailbox holds every shopper's e-mails, reset links among them: admins only in every mode,
// development included (a development start listens on every interface, issue 24).
describe.each(['development', 'production'])('shoppers’ e-mails in %s', (nodeEnv) => {
  let server: TestServer;
  let owner: { email: string; token: string; orderId: string };
  let otherToken: string;
  let adminToken: string;

  beforeAll(async () => {
    server = await startTestServer({ NODE_ENV: nodeEnv, LOG_LEVEL: 'silent' });
    const shopper = await createUser(server.em(), { role: Role.USER });
    const token = await server.tokenFor(shopper);
    const [product] = await createProducts(server.em(), [{}]);
    owner = { email: shopper.email, token, orderId: await placeCodOrder(server, { userId: shopper.id, token }, [{ product: product!, quantity: 1 }]) };
    const reset = await server.gql('mutation ($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { message } }', { input: { email: shopper.email } });
    expect(reset.body.errors).toBeUndefined();
    otherToken = await server.tokenFor(await createUser(server.em(), { role: Role.USER }));
    adminToken = await server.tokenFor(await createUser(server.em(), { role: Role.ADMIN }));
  });
  afterAll(() => server?.stop());

  const MAILBOX = '{ mailbox(limit: 20) { id to kind subject html text } }';

  it.each([
    ['an anonymous caller', undefined, 'UNAUTHENTICATED'],
    ['another shopper', 'other', 'FORBIDDEN'],
    ['the shopper the e-mails are for', 'owner', 'FORBIDDEN'],
  ] as const)('the mailbox gives %s an auth error and no e-mail', async (_who, as, code) => {
    const token = as === 'other' ? otherToken : as === 'owner' ? owner.token : undefined;
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query: MAILBOX }),
    });
    const text = await response.text();
    const body = JSON.parse(text) as { data: unknown; errors?: Array<{ extensions?: { code?: string } }> };
    expect(body.errors?.[0]?.extensions?.code).toBe(code);
    expect(body.data).toBeNull();
    // Nothing of the e-mails anywhere in the answer: not the address, not a reset link.
    expect(text).not.toContain(owner.email);
    expect(text).not.toMatch(/reset-password|token=/);
  });

  it('an order’s e-mails are refused to its own shopper and unknown to another one', async () => {
    const query = 'query ($id: ID!) { order(id: $id) { id emails { id to text } } }';
    const own = await server.gql(query, { id: owner.orderId }, { token: owner.token });
    expect(own.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const other = await server.gql(query, { id: owner.orderId }, { token: otherToken });
    expect(other.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    for (const answer of [own, other]) expect(JSON.stringify(answer.body)).not.toContain(owner.email);
  });

  it('an admin reads them all; a reset link only outside production', async () => {
    const answer = await server.gql<{ mailbox: Array<{ to: string; kind: string; text: string; html: string }> }>(MAILBOX, {}, { token: adminToken });
    expect(answer.body.errors).toBeUndefined();
    const mine = answer.body.data!.mailbox.filter((email) => email.to === owner.email);
    expect(mine.map((email) => email.kind).sort()).toEqual(['ORDER_CONFIRMATION', 'PASSWORD_RESET']);
    const reset = mine.find((email) => email.kind === 'PASSWORD_RESET')!;
    if (nodeEnv === 'production') {
      expect(`${reset.text}${reset.html}`).not.toMatch(/token=/);
    } else {
      expect(reset.text).toMatch(/\/auth\/reset-password\?token=[A-Za-z0-9_-]{43}/);
    }
  });
});
