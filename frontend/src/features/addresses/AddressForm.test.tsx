import type { MockLink } from '@apollo/client/testing';
import { MESSAGES } from '@threadline/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddAddressDocument } from '../../graphql/generated/graphql';
import { renderWithProviders } from '../../test/render';
import { Toaster } from '../../ui/Toaster';
import { AddressForm } from './AddressForm';

const VALID = { address: '12 Rail Colony', city: 'Birati', pincode: '700051', phone: '9876543210', notes: '' };
const SAVED = { __typename: 'Address', id: 'a1', ...VALID };

function renderForm(mocks: MockLink.MockedResponse[] = [], onSaved = vi.fn()) {
  renderWithProviders(
    <>
      <AddressForm onSaved={onSaved} onCancel={() => {}} />
      <Toaster />
    </>,
    { mocks },
  );
  return { onSaved, user: userEvent.setup() };
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

/** The error text a field points at through aria-describedby. */
function describedErrorOf(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<typeof VALID>) {
  for (const [name, value] of Object.entries(values)) {
    if (!value) continue;
    // Pasted: typing letter by letter proves nothing more here and is slow.
    await user.click(field(name[0]!.toUpperCase() + name.slice(1)));
    await user.paste(value);
  }
}

function addMock(addAddress: Record<string, unknown>, input = VALID): MockLink.MockedResponse {
  return {
    request: { query: AddAddressDocument, variables: { input } },
    result: { data: { addAddress: { __typename: 'AddAddressPayload', address: null, addresses: null, userErrors: [], ...addAddress } } },
  };
}

// Generous: react-aria forms under jsdom are slow when the machine is busy.
describe('AddressForm', { timeout: 15_000 }, () => {
  it.each([
    ['Address', 'ab', MESSAGES.ADDRESS],
    ['Address', '12 Main St #4', MESSAGES.ADDRESS],
    ['City', 'Kolkata1', MESSAGES.CITY],
    ['City', 'K', MESSAGES.CITY],
    ['Pincode', '70005', MESSAGES.PINCODE],
    ['Pincode', '70005a', MESSAGES.PINCODE],
    ['Phone', '5876543210', MESSAGES.PHONE],
    ['Phone', '987654321', MESSAGES.PHONE],
  ])('shows the rule of %s when the shopper leaves it with %j', async (name, value, message) => {
    const { user } = renderForm();
    await user.click(field(name));
    await user.paste(value);
    expect(describedErrorOf(field(name))).toBe('');
    await user.tab();
    expect(field(name)).toHaveAttribute('aria-invalid', 'true');
    expect(describedErrorOf(field(name))).toContain(message);
  });

  it('says nothing about a field the shopper only passed through, and clears a message once they type again', async () => {
    const { user } = renderForm();
    await user.click(field('Address'));
    await user.tab();
    expect(field('Address')).not.toHaveAttribute('aria-invalid');

    await user.type(field('Pincode'), '12');
    await user.tab();
    expect(describedErrorOf(field('Pincode'))).toContain(MESSAGES.PINCODE);
    await user.type(field('Pincode'), '3456');
    expect(describedErrorOf(field('Pincode'))).not.toContain(MESSAGES.PINCODE);
  });

  it('limits notes to 200 characters and counts them', async () => {
    const { user } = renderForm();
    await user.click(field('Notes'));
    await user.paste('x'.repeat(201));
    expect(screen.getByText(/^201\/200/)).toBeInTheDocument();
    // Back to Phone: leaving for Save or Cancel is judged by the submit instead.
    await user.tab({ shift: true });
    expect(describedErrorOf(field('Notes'))).toContain(MESSAGES.NOTES);
  });

  it('on submit marks every required field, toasts Validation Error and focuses the first invalid field', async () => {
    const { user, onSaved } = renderForm();
    await fill(user, { city: 'Birati', pincode: '123' });
    await user.click(screen.getByRole('button', { name: 'Save Address' }));

    expect(describedErrorOf(field('Address'))).toContain(MESSAGES.REQUIRED);
    expect(describedErrorOf(field('Pincode'))).toContain(MESSAGES.PINCODE);
    expect(describedErrorOf(field('Phone'))).toContain(MESSAGES.REQUIRED);
    expect(field('City')).not.toHaveAttribute('aria-invalid');
    expect(field('Notes')).not.toHaveAttribute('aria-invalid');
    expect(field('Address')).toHaveFocus();

    const toast = await screen.findByRole('alertdialog');
    expect(within(toast).getByText(MESSAGES.VALIDATION_ERROR_TITLE)).toBeInTheDocument();
    expect(within(toast).getByText(MESSAGES.VALIDATION_ERROR_DESCRIPTION)).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('saves the trimmed address, toasts success and hands back the new id', async () => {
    const { user, onSaved } = renderForm([addMock({ address: { __typename: 'Address', id: 'a1' }, addresses: [SAVED] })]);
    await fill(user, { ...VALID, address: '  12 Rail Colony  ' });
    await user.click(screen.getByRole('button', { name: 'Save Address' }));

    expect(await screen.findByText(MESSAGES.ADDRESS_ADDED)).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith('a1');
  });

  it("shows the server's field errors at their fields", async () => {
    const { user, onSaved } = renderForm([
      addMock({ userErrors: [{ __typename: 'UserError', code: 'INVALID_INPUT', field: 'phone', message: 'This number is not reachable' }] }),
    ]);
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Save Address' }));

    await vi.waitFor(() => expect(describedErrorOf(field('Phone'))).toContain('This number is not reachable'));
    expect(field('Phone')).toHaveFocus();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows the limit message when the server refuses a fourth address', async () => {
    const { user, onSaved } = renderForm([
      addMock({ userErrors: [{ __typename: 'UserError', code: 'LIMIT_REACHED', field: null, message: MESSAGES.MAX_ADDRESSES }] }),
    ]);
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Save Address' }));

    expect(await screen.findByText(MESSAGES.MAX_ADDRESSES)).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
