import type { MockLink } from '@apollo/client/testing';
import { MESSAGES } from '@threadline/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddressesDocument, DeleteAddressDocument } from '../../graphql/generated/graphql';
import { renderWithProviders } from '../../test/render';
import { Toaster } from '../../ui/Toaster';
import { AddressManager } from './AddressManager';

const address = (id: string, street: string) => ({
  __typename: 'Address' as const,
  id,
  address: street,
  city: 'Birati',
  pincode: '700051',
  phone: '9876543210',
  notes: '',
});
const HOME = address('a1', '12 Rail Colony');
const WORK = address('a2', '4 Station Road');
const MUM = address('a3', '9 Market Lane');

function addressesMock(addresses: unknown[]): MockLink.MockedResponse {
  return { request: { query: AddressesDocument }, result: { data: { addresses } } };
}

function renderManager(mocks: MockLink.MockedResponse[], props: Partial<Parameters<typeof AddressManager>[0]> = {}) {
  renderWithProviders(
    <>
      <AddressManager title="Delivery address" mode="select" {...props} />
      <Toaster />
    </>,
    { mocks },
  );
  return userEvent.setup();
}

describe('AddressManager', { timeout: 15_000 }, () => {
  it('offers the addresses as the "Delivery address" radio group', async () => {
    const onSelectedChange = vi.fn();
    const user = renderManager([addressesMock([HOME, WORK])], { selectedId: 'a1', onSelectedChange });
    const group = await screen.findByRole('radiogroup', { name: 'Delivery address' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(radios[0]).toBeChecked();
    await user.click(within(group).getByText('4 Station Road'));
    expect(onSelectedChange).toHaveBeenCalledWith('a2');
  });

  it('refuses a fourth address with the spec message and opens no form', async () => {
    const user = renderManager([addressesMock([HOME, WORK, MUM])]);
    await screen.findAllByRole('radio');
    await user.click(screen.getByRole('button', { name: 'Add New Address' }));
    expect(await screen.findByText(MESSAGES.MAX_ADDRESSES)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add New Address' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Pincode' })).not.toBeInTheDocument();
  });

  it('opens the address form while fewer than three are saved', async () => {
    const user = renderManager([addressesMock([HOME])]);
    await screen.findAllByRole('radio');
    await user.click(screen.getByRole('button', { name: 'Add New Address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Address' });
    expect(within(dialog).getByRole('textbox', { name: 'Pincode' })).toHaveAttribute('inputmode', 'numeric');
    expect(within(dialog).getByRole('button', { name: 'Save Address' })).toBeInTheDocument();
  });

  it('asks before deleting, naming the address, and updates the list from the answer', async () => {
    const user = renderManager([
      addressesMock([HOME, WORK]),
      {
        request: { query: DeleteAddressDocument, variables: { id: 'a1' } },
        result: { data: { deleteAddress: { __typename: 'DeleteAddressPayload', deletedAddressId: 'a1', addresses: [WORK], userErrors: [] } } },
      },
    ]);
    await screen.findAllByRole('radio');
    await user.click(screen.getByRole('button', { name: /^Delete 12 Rail Colony/ }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this address?' });
    expect(confirm).toHaveTextContent('12 Rail Colony, Birati 700051');
    await user.click(within(confirm).getByRole('button', { name: 'Delete Address' }));

    expect(await screen.findByText(MESSAGES.ADDRESS_DELETED)).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(1));
    expect(screen.queryByText('12 Rail Colony')).not.toBeInTheDocument();
  });
});
