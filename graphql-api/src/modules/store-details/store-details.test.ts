import { DEFAULT_HSN_BY_PRODUCT_TYPE, GSTIN_MESSAGES, HSN_MESSAGE, STORE_DETAILS_MESSAGES, gstinCheckCharacter } from '@threadline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServerWithAccounts, type TestServer } from '../../../test/harness.js';
import { invoiceSeller, readStoreDetails } from './store-details-reads.js';

// The store's details over real HTTP: read, saved all or nothing, every refusal at its field with
// nothing changed, admins only; and what the invoice use cases read back.

const DETAILS = `legalName address state { code name } gstin taxpayerKind issuesInvoices updatedAt hsnCodes { productType hsn defaultHsn }`;
const READ = `{ storeDetails { ${DETAILS} } }`;
const UPDATE = `mutation ($input: UpdateStoreDetailsInput!) {
  updateStoreDetails(input: $input) { storeDetails { ${DETAILS} } userErrors { code field message } } }`;
const DASHBOARD = '{ dashboard { invoicing { gstinSet } } }';

const withCheck = (first14: string): string => first14 + gstinCheckCharacter(first14);
const GSTIN = withCheck('19AABCT1234F1Z');
const WRONG_CHECK = GSTIN.slice(0, 14) + (GSTIN.at(-1) === '0' ? '1' : '0');

interface Details {
  legalName: string | null;
  address: string | null;
  state: { code: string; name: string };
  gstin: string | null;
  taxpayerKind: string;
  issuesInvoices: boolean;
  updatedAt: string | null;
  hsnCodes: Array<{ productType: string; hsn: string; defaultHsn: string }>;
}
interface UpdatePayload {
  updateStoreDetails: { storeDetails: Details | null; userErrors: Array<{ code: string; field: string | null; message: string }> };
}

const input = (overrides: Record<string, unknown> = {}) => ({
  legalName: 'Threadline Apparel Private Limited',
  address: '12 Park Street\nKolkata 700016',
  stateCode: '19',
  gstin: GSTIN,
  taxpayerKind: 'REGULAR',
  ...overrides,
});

describe('the store details', () => {
  let server: TestServer;
  let adminToken: string;
  let shopperToken: string;

  beforeAll(async () => {
    ({ server, adminToken, shopperToken } = await startTestServerWithAccounts());
  });
  afterAll(() => server?.stop());

  const read = async () => (await server.gql<{ storeDetails: Details }>(READ, {}, { token: adminToken })).body.data!.storeDetails;
  const update = async (variables: Record<string, unknown>) => (await server.gql<UpdatePayload>(UPDATE, { input: variables }, { token: adminToken })).body;

  it('starts in West Bengal with no name, address or GSTIN, every HSN code its default, and issues no invoice', async () => {
    const details = await read();
    expect(details).toMatchObject({
      legalName: null,
      address: null,
      state: { code: '19', name: 'West Bengal' },
      gstin: null,
      taxpayerKind: 'REGULAR',
      issuesInvoices: false,
      updatedAt: null,
    });
    expect(details.hsnCodes).toContainEqual({ productType: 'CROP_TOP', hsn: '6109', defaultHsn: '6109' });
    expect(details.hsnCodes).toContainEqual({ productType: 'SWEAT_SHIRTS_FULL', hsn: '6110', defaultHsn: '6110' });
    expect(details.hsnCodes).toHaveLength(Object.keys(DEFAULT_HSN_BY_PRODUCT_TYPE).length);
    const dashboard = await server.gql<{ dashboard: { invoicing: { gstinSet: boolean } } }>(DASHBOARD, {}, { token: adminToken });
    expect(dashboard.body.data?.dashboard.invoicing).toEqual({ gstinSet: false });
    expect(await invoiceSeller(server.em())).toBeNull();
  });

  it('saves the details and the HSN codes sent, trimmed, with the GSTIN in capitals', async () => {
    const body = await update(
      input({ legalName: '  Threadline Apparel Private Limited ', gstin: ` ${GSTIN.toLowerCase()} `, hsnCodes: [{ productType: 'POLO_NECK', hsn: ' 6105 ' }] }),
    );
    expect(body.errors).toBeUndefined();
    const saved = body.data!.updateStoreDetails;
    expect(saved.userErrors).toEqual([]);
    expect(saved.storeDetails).toMatchObject({
      legalName: 'Threadline Apparel Private Limited',
      address: '12 Park Street\nKolkata 700016',
      gstin: GSTIN,
      issuesInvoices: true,
      updatedAt: expect.any(String),
    });
    expect(saved.storeDetails!.hsnCodes).toContainEqual({ productType: 'POLO_NECK', hsn: '6105', defaultHsn: '6109' });
    expect(saved.storeDetails!.hsnCodes).toContainEqual({ productType: 'CROP_TOP', hsn: '6109', defaultHsn: '6109' });
    expect(await read()).toEqual(saved.storeDetails);

    const dashboard = await server.gql<{ dashboard: { invoicing: { gstinSet: boolean } } }>(DASHBOARD, {}, { token: adminToken });
    expect(dashboard.body.data?.dashboard.invoicing).toEqual({ gstinSet: true });
    // What the invoice use cases read, with the request's EntityManager of their transaction.
    expect(await invoiceSeller(server.em())).toEqual({
      legalName: 'Threadline Apparel Private Limited',
      address: '12 Park Street\nKolkata 700016',
      state: { code: '19', name: 'West Bengal' },
      gstin: GSTIN,
      taxpayerKind: 'REGULAR',
    });
    expect((await readStoreDetails(server.em())).hsnCodes).toEqual({ ...DEFAULT_HSN_BY_PRODUCT_TYPE, polo_neck: '6105' });
  });

  it('moves the store to another state with a GSTIN of that state, or under the composition scheme', async () => {
    const maharashtra = await update(input({ stateCode: '27', gstin: '27AAPFU0939F1ZV', taxpayerKind: 'COMPOSITION' }));
    expect(maharashtra.data?.updateStoreDetails.storeDetails).toMatchObject({ state: { code: '27', name: 'Maharashtra' }, taxpayerKind: 'COMPOSITION' });
    expect(await invoiceSeller(server.em())).toMatchObject({ taxpayerKind: 'COMPOSITION', state: { code: '27' } });
    await update(input());
  });

  it.each([
    ['a GSTIN whose check character is wrong', { gstin: WRONG_CHECK }, [{ field: 'gstin', message: GSTIN_MESSAGES.CHECK }]],
    [
      'a GSTIN of another state than the store’s',
      { gstin: '27AAPFU0939F1ZV' },
      [{ field: 'gstin', message: STORE_DETAILS_MESSAGES.GSTIN_STATE('Maharashtra (27)', 'West Bengal (19)') }],
    ],
    ['a blank legal name', { legalName: '   ' }, [{ field: 'legalName', message: STORE_DETAILS_MESSAGES.LEGAL_NAME_REQUIRED }]],
    ['a blank address', { address: '' }, [{ field: 'address', message: STORE_DETAILS_MESSAGES.ADDRESS_REQUIRED }]],
    ['a state code kept only for old GSTINs', { stateCode: '25', gstin: null }, [{ field: 'stateCode', message: STORE_DETAILS_MESSAGES.STATE }]],
    ['an HSN code of 5 digits', { hsnCodes: [{ productType: 'CROP_TOP', hsn: '61091' }] }, [{ field: 'hsnCodes.0.hsn', message: HSN_MESSAGE }]],
    ['an HSN code with a letter', { hsnCodes: [{ productType: 'CROP_TOP', hsn: '6109' }, { productType: 'POLO_NECK', hsn: '61O9' }] }, [{ field: 'hsnCodes.1.hsn', message: HSN_MESSAGE }]],
    [
      'one product type twice',
      { hsnCodes: [{ productType: 'CROP_TOP', hsn: '6109' }, { productType: 'CROP_TOP', hsn: '6110' }] },
      [{ field: 'hsnCodes.1.productType', message: STORE_DETAILS_MESSAGES.HSN_PRODUCT_TYPE_TWICE }],
    ],
    [
      'several fields at once, each at its own field',
      { legalName: '', gstin: WRONG_CHECK, hsnCodes: [{ productType: 'CROP_TOP', hsn: '1' }] },
      [
        { field: 'legalName', message: STORE_DETAILS_MESSAGES.LEGAL_NAME_REQUIRED },
        { field: 'gstin', message: GSTIN_MESSAGES.CHECK },
        { field: 'hsnCodes.0.hsn', message: HSN_MESSAGE },
      ],
    ],
  ])('refuses %s, at the field, changing nothing', async (_name, overrides, expected) => {
    const before = await read();
    // Every other field changed too: a refusal must keep them all.
    const body = await update(input({ address: 'Somewhere else, Kolkata', hsnCodes: [{ productType: 'SWEAT_SHIRTS_FULL', hsn: '6201' }], ...overrides }));
    expect(body.errors).toBeUndefined();
    expect(body.data?.updateStoreDetails).toEqual({
      storeDetails: null,
      userErrors: expected.map((error) => ({ code: 'INVALID_INPUT', ...error })),
    });
    expect(await read()).toEqual(before);
  });

  it('clears the GSTIN: the store then issues no invoice, and the dashboard says so', async () => {
    const body = await update(input({ gstin: '' }));
    expect(body.data?.updateStoreDetails.storeDetails).toMatchObject({ gstin: null, issuesInvoices: false });
    expect(await invoiceSeller(server.em())).toBeNull();
    const dashboard = await server.gql<{ dashboard: { invoicing: { gstinSet: boolean } } }>(DASHBOARD, {}, { token: adminToken });
    expect(dashboard.body.data?.dashboard.invoicing).toEqual({ gstinSet: false });
  });

  it('keeps each of many saves at once whole: the last to commit wins, with its own codes, and none fails', async () => {
    const types = Object.keys(DEFAULT_HSN_BY_PRODUCT_TYPE).map((type) => type.toUpperCase());
    const saves = Array.from({ length: 16 }, (_, n) => {
      // Each save lists the codes in another order, so that saves touching the same rows in
      // opposite orders would deadlock if the codes were written before the details row.
      const order = n % 2 === 0 ? types : [...types].reverse();
      const hsn = String(6101 + n);
      return input({ legalName: `Threadline ${n}`, hsnCodes: order.map((productType) => ({ productType, hsn })) });
    });
    const answers = await Promise.all(saves.map((variables) => update(variables)));
    for (const answer of answers) {
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.updateStoreDetails.userErrors).toEqual([]);
    }
    const final = await read();
    const n = Number(final.legalName!.replace('Threadline ', ''));
    expect(new Set(final.hsnCodes.map((code) => code.hsn))).toEqual(new Set([String(6101 + n)]));
    await update(input({ hsnCodes: Object.entries(DEFAULT_HSN_BY_PRODUCT_TYPE).map(([type, hsn]) => ({ productType: type.toUpperCase(), hsn })) }));
  });

  it('answers only admins: a shopper is refused and changes nothing', async () => {
    const before = await read();
    const asShopper = await server.gql(UPDATE, { input: input({ legalName: 'Someone Else' }) }, { token: shopperToken });
    expect(asShopper.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await server.gql(READ);
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await server.gql(READ, {}, { token: shopperToken })).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await read()).toEqual(before);
  });
});
