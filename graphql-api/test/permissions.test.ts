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
  // The development mailbox: open in development, admins only in production (checked by the service).
  'Query.mailbox',
]);

const schema = await graphqlSchema();
/** Fields below the root that ask for more access than the field that leads to them. */
const nestedGuardedFields = Object.values(schema.getTypeMap())
  .filter((type): type is GraphQLObjectType => isObjectType(type) && !type.name.startsWith('__') && !['Query', 'Mutation'].includes(type.name))
  .flatMap((type) => Object.values(type.getFields()).map((field) => ({ name: `${type.name}.${field.name}`, access: requiredAccess(schema, field) })))
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
  };

  it('has a probe for every guarded field below the root', () => {
    expect(nestedGuardedFields.map((field) => field.name).sort()).toEqual(Object.keys(PROBES).sort());
  });

  it.each(nestedGuardedFields.map((field) => [field.name, field] as const))('%s refuses a caller without the access its @auth names', async (name, { access }) => {
    const { query, variables } = PROBES[name]!();
    const asShopper = await server.gql(query, variables, { token: shopperToken });
    const code = asShopper.body.errors?.[0]?.extensions?.code;
    expect(code, name).toBe(access === Access.ADMIN ? 'FORBIDDEN' : undefined);
    // The same query passes for an admin: the refusal is the field's own, not its parent's.
    const asAdmin = await server.gql(query, variables, { token: adminToken });
    expect(asAdmin.body.errors, name).toBeUndefined();
  });
});

describe('the development mailbox in production', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ NODE_ENV: 'production' });
  });
  afterAll(() => server?.stop());

  it('is for admins only', async () => {
    const query = '{ mailbox { id } }';
    expect((await server.gql(query)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const shopper = await server.tokenFor(await createUser(server.em(), { role: Role.USER }));
    expect((await server.gql(query, {}, { token: shopper })).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const admin = await server.tokenFor(await createUser(server.em(), { role: Role.ADMIN }));
    const answer = await server.gql<{ mailbox: unknown[] }>(query, {}, { token: admin });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data!.mailbox).toEqual([]);
  });
});
