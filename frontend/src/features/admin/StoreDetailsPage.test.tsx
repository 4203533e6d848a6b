import type { MockLink } from '@apollo/client/testing';
import { GSTIN_MESSAGES, HSN_MESSAGE, MESSAGES, STORE_DETAILS_MESSAGES, gstinCheckCharacter } from '@threadline/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminStoreDetailsDocument, UpdateStoreDetailsDocument } from '../../graphql/generated/graphql';
import { renderWithProviders } from '../../test/render';
import { Toaster } from '../../ui/Toaster';
import { StoreDetailsPage } from './StoreDetailsPage';

const GSTIN = '19AABCT1234F1Z' + gstinCheckCharacter('19AABCT1234F1Z');
const HSN_CODES = [
  { productType: 'ROUND_NECK_HALF', hsn: '6109' },
  { productType: 'POLO_NECK', hsn: '6109' },
  { productType: 'SWEAT_SHIRTS_FULL', hsn: '6110' },
] as const;

const details = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'StoreDetails' as const,
  legalName: null,
  address: null,
  state: { __typename: 'IndianState' as const, code: '19', name: 'West Bengal' },
  gstin: null,
  taxpayerKind: 'REGULAR',
  issuesInvoices: false,
  updatedAt: null,
  hsnCodes: HSN_CODES.map((code) => ({ __typename: 'ProductTypeHsnCode' as const, ...code, defaultHsn: code.hsn })),
  ...overrides,
});

const readMock = (): MockLink.MockedResponse => ({
  request: { query: AdminStoreDetailsDocument },
  result: { data: { storeDetails: details() } },
});

const INPUT = {
  legalName: 'Threadline Apparel Private Limited',
  address: '12 Park Street, Kolkata 700016',
  stateCode: '19',
  gstin: GSTIN,
  taxpayerKind: 'REGULAR',
  hsnCodes: HSN_CODES.map((code) => ({ ...code })),
};

function updateMock(payload: Record<string, unknown>, input: Record<string, unknown> = INPUT): MockLink.MockedResponse {
  return {
    request: { query: UpdateStoreDetailsDocument, variables: { input } },
    result: { data: { updateStoreDetails: { __typename: 'UpdateStoreDetailsPayload', storeDetails: null, userErrors: [], ...payload } } },
  };
}

function renderPage(mocks: MockLink.MockedResponse[] = []) {
  renderWithProviders(
    <>
      <StoreDetailsPage />
      <Toaster />
    </>,
    { mocks: [readMock(), ...mocks] },
  );
  return userEvent.setup();
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

/** The error text a field points at through aria-describedby. */
function describedErrorOf(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>, gstin = GSTIN) {
  await user.click(field('Legal name'));
  await user.paste(INPUT.legalName);
  await user.click(field('Address'));
  await user.paste(INPUT.address);
  await user.click(field('GSTIN'));
  await user.paste(gstin);
}

// Generous: react-aria forms under jsdom are slow when the machine is busy.
describe('the Store details page', { timeout: 15_000 }, () => {
  it('shows the details with every field named, and the HSN code of each product type with its default', async () => {
    renderPage();
    expect(await screen.findByRole('form', { name: 'Store details' })).toBeInTheDocument();
    expect(field('Legal name')).toHaveValue('');
    expect(field('GSTIN')).toHaveValue('');
    expect(screen.getByRole('button', { name: /State/ })).toHaveTextContent('West Bengal (19)');
    expect(screen.getByRole('button', { name: /Taxpayer/ })).toHaveTextContent('Regular taxpayer');
    const hsn = screen.getByRole('region', { name: 'HSN codes' });
    expect(within(hsn).getByRole('textbox', { name: /^Polo Neck T-Shirt/ })).toHaveValue('6109');
    expect(within(hsn).getByRole('textbox', { name: /^Sweatshirt \(Full Sleeve\)/ })).toHaveAccessibleDescription('Default 6110');
    expect(within(hsn).getByText(/confirm them, and the tax rates, with your accountant/)).toBeInTheDocument();
  });

  it('refuses a GSTIN with a wrong check character and a bad HSN code before sending anything, focusing the first', async () => {
    const user = renderPage();
    await screen.findByRole('form', { name: 'Store details' });
    await fillDetails(user, GSTIN.slice(0, 14) + (GSTIN.endsWith('0') ? '1' : '0'));
    await user.clear(field('Polo Neck T-Shirt'));
    await user.paste('61091');
    await user.click(screen.getByRole('button', { name: 'Save store details' }));
    expect(describedErrorOf(field('GSTIN'))).toContain(GSTIN_MESSAGES.CHECK);
    expect(describedErrorOf(field('Polo Neck T-Shirt'))).toContain(HSN_MESSAGE);
    expect(field('GSTIN')).toHaveFocus();
    expect(await screen.findByText(MESSAGES.VALIDATION_ERROR_TITLE)).toBeInTheDocument();
  });

  it('refuses a blank legal name at its field', async () => {
    const user = renderPage();
    await screen.findByRole('form', { name: 'Store details' });
    await user.click(screen.getByRole('button', { name: 'Save store details' }));
    expect(describedErrorOf(field('Legal name'))).toContain(STORE_DETAILS_MESSAGES.LEGAL_NAME_REQUIRED);
    expect(field('Legal name')).toHaveFocus();
  });

  it('saves, and shows what the server saved', async () => {
    const saved = details({ legalName: INPUT.legalName, address: INPUT.address, gstin: GSTIN, issuesInvoices: true, updatedAt: '2026-11-27T10:00:00.000Z' });
    const user = renderPage([updateMock({ storeDetails: saved }, { ...INPUT, gstin: GSTIN.toLowerCase() })]);
    await screen.findByRole('form', { name: 'Store details' });
    await fillDetails(user, GSTIN.toLowerCase());
    await user.click(screen.getByRole('button', { name: 'Save store details' }));
    expect(await screen.findByText('Store details saved')).toBeInTheDocument();
    expect(field('GSTIN')).toHaveValue(GSTIN);
  });

  it('puts the server’s refusals under the fields they name, an HSN code by its place in the list', async () => {
    const user = renderPage([
      updateMock({ userErrors: [{ __typename: 'UserError', code: 'INVALID_INPUT', field: 'hsnCodes.2.hsn', message: 'Not this one' }] }),
    ]);
    await screen.findByRole('form', { name: 'Store details' });
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Save store details' }));
    expect(await screen.findByText('Not this one')).toBeInTheDocument();
    expect(describedErrorOf(field('Sweatshirt \\(Full Sleeve\\)'))).toContain('Not this one');
    expect(field('Sweatshirt \\(Full Sleeve\\)')).toHaveFocus();
  });
});
