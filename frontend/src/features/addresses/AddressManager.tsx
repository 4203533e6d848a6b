import { MAX_ADDRESSES, MESSAGES, canAddAddress } from '@threadline/domain';
import { useId, useState, type ReactNode } from 'react';
import { Radio, RadioGroup } from 'react-aria-components';
import styled, { css } from 'styled-components';
import { Button } from '../../ui/Button';
import { ModalDialog } from '../../ui/ModalDialog';
import { Skeleton } from '../../ui/Skeleton';
import { toast } from '../../ui/toast-queue';
import { Muted } from '../../ui/Typography';
import { AddressForm } from './AddressForm';
import { useAddressActions, useAddresses, type SavedAddress } from './use-addresses';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const TitleBlock = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const Title = styled.h2`
  font-family: ${({ theme }) => theme.font.display};
  font-weight: ${({ theme }) => theme.fontWeight.regular};
  font-size: ${({ theme }) => theme.fontSize.xl};
`;

const Count = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.muted};
`;

const cardGrid = css`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
`;

const CardList = styled.ul`
  ${cardGrid}
  list-style: none;
  padding: 0;
  margin: 0;
`;

const CardRadioGroup = styled(RadioGroup)`
  ${cardGrid}
`;

const Card = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  transition:
    border-color ${({ theme }) => theme.duration.fast},
    box-shadow ${({ theme }) => theme.duration.fast};
  &:has([data-selected]) {
    border-color: ${({ theme }) => theme.color.ink};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.ink};
  }
  &:has([data-focus-visible]) {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const ChoiceRadio = styled(Radio)`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  cursor: pointer;
  outline: none;
`;

const Dot = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 1.25rem;
  height: 1.25rem;
  margin-top: 0.125rem;
  border: 2px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: 50%;
  background: ${({ theme }) => theme.color.surface};
  [data-selected] > & {
    border-color: ${({ theme }) => theme.color.ink};
    &::after {
      content: '';
      width: 0.625rem;
      height: 0.625rem;
      border-radius: 50%;
      background: ${({ theme }) => theme.color.ink};
    }
  }
`;

const Lines = styled.span`
  display: grid;
  gap: 0.125rem;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  overflow-wrap: anywhere;
`;

const Street = styled.span`
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const Secondary = styled.span`
  color: ${({ theme }) => theme.color.muted};
`;

const CardActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const Empty = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[6]};
  border: 1px dashed ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  text-align: center;
`;

const DangerButton = styled(Button)`
  background: ${({ theme }) => theme.color.danger};
  border-color: ${({ theme }) => theme.color.danger};
  color: #ffffff;
  &[data-hovered] {
    background: #8f1c13;
  }
`;

/** One line for a screen reader and for the delete question: "12 Rail Colony, Birati 700051". */
export function addressSummary(address: SavedAddress): string {
  return `${address.address}, ${address.city} ${address.pincode}`;
}

function AddressLines({ address }: { address: SavedAddress }) {
  return (
    <Lines>
      <Street>{address.address}</Street>
      <span>
        {address.city} – {address.pincode}
      </span>
      <Secondary>Phone: {address.phone}</Secondary>
      {address.notes ? <Secondary>Notes: {address.notes}</Secondary> : null}
    </Lines>
  );
}

export interface AddressManagerProps {
  /** The section heading; in select mode it also names the radio group. */
  title: string;
  /** "select": the cards are radios choosing where the order goes (checkout); "manage": cards only (account). */
  mode: 'select' | 'manage';
  selectedId?: string | null;
  onSelectedChange?: (addressId: string) => void;
}

type FormState = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; address: SavedAddress };

/**
 * The shopper's delivery addresses (at most MAX_ADDRESSES) as cards with Edit and Delete, and
 * "Add New Address". Checkout and the account page share it, so both follow the same rules.
 */
export function AddressManager({ title, mode, selectedId = null, onSelectedChange }: AddressManagerProps) {
  const titleId = useId();
  const { addresses, loading, error } = useAddresses();
  const { remove } = useAddressActions();
  const [form, setForm] = useState<FormState>({ kind: 'closed' });
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);

  const openAdd = () => {
    // The limit is the spec's message at the press, not a silently disabled button.
    if (!canAddAddress(addresses.length)) {
      toast({ variant: 'destructive', title: MESSAGES.MAX_ADDRESSES });
      return;
    }
    setForm({ kind: 'add' });
  };

  const onSaved = (addressId: string) => {
    const added = form.kind === 'add';
    setForm({ kind: 'closed' });
    // A new address is most likely where this order should go.
    if (added && mode === 'select') onSelectedChange?.(addressId);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setIsDeleting(true);
    const removed = await remove(deleting);
    setIsDeleting(false);
    if (removed) setDeleting(null);
  };

  const actions = (address: SavedAddress) => (
    <CardActions>
      <Button $variant="secondary" $size="sm" aria-label={`Edit ${addressSummary(address)}`} onPress={() => setForm({ kind: 'edit', address })}>
        Edit
      </Button>
      <Button $variant="ghost" $size="sm" aria-label={`Delete ${addressSummary(address)}`} onPress={() => setDeleting(address)}>
        Delete
      </Button>
    </CardActions>
  );

  let body: ReactNode;
  if (loading && addresses.length === 0) {
    body = <Skeleton $height="9rem" $radius="8px" role="status" aria-label="Loading addresses" />;
  } else if (error && addresses.length === 0) {
    body = (
      <Empty role="alert">
        <strong>Your addresses could not be loaded.</strong>
        <Muted>Please refresh the page to try again.</Muted>
      </Empty>
    );
  } else if (addresses.length === 0) {
    body = (
      <Empty>
        <strong>No saved addresses yet</strong>
        <Muted>
          {mode === 'select' ? 'Add a delivery address to place your order.' : `You can save up to ${MAX_ADDRESSES} delivery addresses.`}
        </Muted>
      </Empty>
    );
  } else if (mode === 'select') {
    body = (
      <CardRadioGroup
        aria-labelledby={titleId}
        value={selectedId}
        onChange={(id) => onSelectedChange?.(id)}
      >
        {addresses.map((address) => (
          <Card key={address.id}>
            <ChoiceRadio value={address.id}>
              <Dot aria-hidden="true" />
              <AddressLines address={address} />
            </ChoiceRadio>
            {actions(address)}
          </Card>
        ))}
      </CardRadioGroup>
    );
  } else {
    body = (
      <CardList aria-labelledby={titleId}>
        {addresses.map((address) => (
          <Card as="li" key={address.id}>
            <AddressLines address={address} />
            {actions(address)}
          </Card>
        ))}
      </CardList>
    );
  }

  return (
    <section aria-labelledby={titleId}>
      <Header>
        <TitleBlock>
          <Title id={titleId}>{title}</Title>
          <Count>
            {addresses.length} of {MAX_ADDRESSES} saved
          </Count>
        </TitleBlock>
        <Button $variant="secondary" onPress={openAdd}>
          Add New Address
        </Button>
      </Header>
      {body}

      <ModalDialog
        isOpen={form.kind !== 'closed'}
        onOpenChange={(isOpen) => !isOpen && setForm({ kind: 'closed' })}
        title={form.kind === 'edit' ? 'Edit Address' : 'Add New Address'}
        width="34rem"
        // Typed-in details should not vanish on a stray click outside; Escape and Cancel still close.
        isDismissable={false}
      >
        {form.kind !== 'closed' ? (
          <AddressForm
            address={form.kind === 'edit' ? form.address : null}
            onSaved={onSaved}
            onCancel={() => setForm({ kind: 'closed' })}
          />
        ) : null}
      </ModalDialog>

      <ModalDialog
        isOpen={deleting !== null}
        onOpenChange={(isOpen) => !isOpen && !isDeleting && setDeleting(null)}
        title="Delete this address?"
        role="alertdialog"
        width="28rem"
        isDismissable={false}
        footer={(close) => (
          <>
            <Button $variant="secondary" onPress={close} isDisabled={isDeleting}>
              Keep Address
            </Button>
            <DangerButton onPress={() => void confirmDelete()} isPending={isDeleting}>
              Delete Address
            </DangerButton>
          </>
        )}
      >
        {deleting ? (
          <p>
            <strong>{addressSummary(deleting)}</strong> will be removed from your saved addresses. Orders already placed
            keep their own copy.
          </p>
        ) : null}
      </ModalDialog>
    </section>
  );
}
