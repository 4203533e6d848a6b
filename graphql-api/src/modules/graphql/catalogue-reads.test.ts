import { getNamedType, isInterfaceType, isObjectType, type GraphQLNamedType, type GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProducts, createUser, setStock } from '../../../test/factories.js';
import { createTestDatabase, startTestServer, type TestDatabase, type TestServer } from '../../../test/harness.js';
import { graphqlSchema } from '../../schema.js';
import { requiredAccess } from '../../shared/auth-directive.js';
import { Product } from '../catalog/product.entity.js';
import { Promotion } from '../promotions/promotion.entity.js';
import { Review } from '../reviews/review.entity.js';
import { User } from '../users/user.entity.js';
import { CATALOGUE_FIELDS } from './catalogue-reads.js';

// The catalogue-read path (the cache, the compiled executor, reading no session) rests on one
// rule: a catalogue answer is the same for every caller, and changes only when what the catalogue's
// triggers announce changes (product and review rows; a product's stock rows, per product; promotions, for the offers). This
// file makes the rule fail loudly: a field added where a catalogue read reaches it must be given
// its source in CATALOGUE_FIELDS, and every answer the cache keeps must equal one computed afresh,
// for anyone asking, after any write to those rows.

const schema = await graphqlSchema();
const ROOTS = ['products', 'product', 'searchProducts'];

/** Every Type.field a catalogue read reaches, with the named types it passes through. */
function reachableFields(): Map<string, GraphQLNamedType> {
  const found = new Map<string, GraphQLNamedType>();
  const queue: GraphQLNamedType[] = [];
  const query = schema.getQueryType()!;
  for (const name of [...ROOTS, '__typename']) {
    if (name === '__typename') {
      found.set('Query.__typename', query);
      continue;
    }
    found.set(`Query.${name}`, query);
    queue.push(getNamedType(query.getFields()[name]!.type));
  }
  const seen = new Set<string>();
  while (queue.length > 0) {
    const type = queue.shift()!;
    if (seen.has(type.name) || !(isObjectType(type) || isInterfaceType(type))) continue;
    seen.add(type.name);
    if (isInterfaceType(type)) queue.push(...schema.getPossibleTypes(type));
    for (const field of Object.values(type.getFields())) {
      found.set(`${type.name}.${field.name}`, type);
      queue.push(getNamedType(field.type));
    }
  }
  return found;
}

/** A selection of every field reachable from `type`, as a client asking for everything would write it. */
function everything(type: GraphQLNamedType, depth = 0): string {
  if (!(isObjectType(type) || isInterfaceType(type)) || depth > 6) return '';
  const fields = Object.values((type as GraphQLObjectType).getFields()).map((field) => {
    const inner = everything(getNamedType(field.type), depth + 1);
    return inner ? `${field.name} { __typename ${inner} }` : field.name;
  });
  return fields.join(' ');
}

describe('the catalogue-read rule', () => {
  it('gives every field a catalogue read reaches its source, so the cache knows how it changes', () => {
    const reachable = [...reachableFields().keys()].sort();
    const unclassified = reachable.filter((field) => !(field in CATALOGUE_FIELDS));
    expect(unclassified, 'add these to CATALOGUE_FIELDS with their source, or keep them off the catalogue types').toEqual([]);
    expect(Object.keys(CATALOGUE_FIELDS).filter((field) => !reachable.includes(field)), 'no longer reachable').toEqual([]);
  });

  it('reaches no field that depends on who asks', () => {
    const query = schema.getQueryType()!;
    for (const [name, type] of reachableFields()) {
      const field = name === 'Query.__typename' ? null : (type as GraphQLObjectType).getFields()[name.split('.')[1]!];
      if (field) expect(requiredAccess(schema, field), name).toBeUndefined();
    }
    expect(query.getFields().products).toBeDefined();
  });

  describe('over HTTP, cached, across two instances', () => {
    let database: TestDatabase;
    let a: TestServer;
    let b: TestServer;
    let shopperToken: string;
    let adminToken: string;
    let product: Product;

    const productDocument = (name: string) => `query ${name}($id: ID!) { product(id: $id) { __typename ${everything(schema.getType('Product')!)} } }`;
    const listingDocument = (name: string) =>
      `query ${name} { products(first: 5, sort: NEWEST) { __typename ${everything(schema.getType('ProductConnection')!)} } }`;

    beforeAll(async () => {
      database = await createTestDatabase();
      a = await startTestServer({}, { database });
      b = await startTestServer({}, { database });
      shopperToken = await b.tokenFor(await createUser(b.em()));
      adminToken = await b.tokenFor(await createUser(b.em(), { role: 'admin' as never }));
      [product] = (await createProducts(a.em(), [{ title: 'Rule Tee', stock: { M: 4, XL: 1 } }])) as [Product];
    });
    afterAll(async () => {
      await a?.stop();
      await b?.stop();
      await database?.drop();
    });

    /** B's remembered answer (asked twice, so the second is from memory) equals one B computes afresh, whoever asks. */
    async function expectCachedEqualsFresh(round: number): Promise<void> {
      for (const [document, variables] of [
        [productDocument, { id: product.id }],
        [listingDocument, {}],
      ] as const) {
        const cachedName = 'Cached';
        await b.gql(document(cachedName), variables);
        const cached = await b.gql(document(cachedName), variables, { token: shopperToken });
        const asAdmin = await b.gql(document(cachedName), variables, { token: adminToken });
        const fresh = await b.gql(document(`Fresh${round}`), variables);
        expect(cached.body.errors).toBeUndefined();
        expect(cached.body.data, `round ${round}`).toEqual(fresh.body.data);
        expect(asAdmin.body.data).toEqual(fresh.body.data);
      }
    }

    it('answers from memory only what it would answer afresh, after every kind of catalogue write on the other instance', async () => {
      await expectCachedEqualsFresh(0);
      const writes: Array<() => Promise<unknown>> = [
        // A sale: one size's stock, written on A.
        () => setStock(a.em(), product.id, { XL: 0 }),
        () => setStock(a.em(), product.id, { M: 3 }),
        // A product row.
        () => a.em().nativeUpdate(Product, { id: product.id }, { pricePaise: 55_500 }),
        // A review.
        async () => {
          const em = a.em();
          const reviewer = await createUser(em);
          em.persist(new Review({ product: em.getReference(Product, product.id), user: em.getReference(User, reviewer.id), userName: reviewer.userName, rating: 4, message: 'Fits well.' }));
          await em.flush();
        },
        // A new product in the listing.
        () => createProducts(a.em(), [{ title: 'Rule Newcomer' }]),
        // An automatic promotion: every product's offers.
        async () => {
          const em = a.em();
          em.persist(
            new Promotion({
              name: 'Rule offer', code: null, startsAt: new Date(Date.now() - 60_000), endsAt: null, enabled: true, priority: 0, combinesWithOthers: true,
              conditions: { minSubtotalPaise: 0, minQuantity: 0, categories: [], productTypes: [], productIds: [], firstOrderOnly: false },
              action: { kind: 'PERCENT_OFF_LINES', percent: 15, capPaise: null }, usageLimit: null, perShopperLimit: null,
            }),
          );
          await em.flush();
        },
      ];
      for (const [i, write] of writes.entries()) {
        await write();
        await expectCachedEqualsFresh(i + 1);
      }
    });
  });
});
