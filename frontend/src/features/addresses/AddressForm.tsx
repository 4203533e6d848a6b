import {
  NOTES_MAX_LENGTH,
  TOASTS,
  validateAddress,
  validateAddressInput,
  validateCity,
  validateNotes,
  validatePhone,
  validatePincode,
  type AddressField,
  type AddressInput,
  type FieldErrors,
  type ValidationResult,
} from '@threadline/domain';
import { useState, type FocusEvent, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast-queue';
import { media } from '../../ui/theme';
import { ADDRESS_FIELDS, useAddressActions, type SavedAddress } from './use-addresses';

type AddressErrors = FieldErrors<AddressField>;

// The same rules, with the same words, as the API (spec section 5).
const VALIDATORS: Record<AddressField, (value: string) => ValidationResult> = {
  address: validateAddress,
  city: validateCity,
  pincode: validatePincode,
  phone: validatePhone,
  notes: validateNotes,
};

const Fields = styled(Form)`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[2]};
`;

function withoutError(errors: AddressErrors, field: AddressField): AddressErrors {
  if (!errors[field]) return errors;
  const rest = { ...errors };
  delete rest[field];
  return rest;
}

/** Moves focus to the first field in error, so keyboard and screen reader users land on it. */
function focusFirstError(form: HTMLFormElement, errors: AddressErrors): void {
  const first = ADDRESS_FIELDS.find((field) => errors[field]);
  const input = first ? form.elements.namedItem(first) : null;
  if (input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement) input.focus();
}

export interface AddressFormProps {
  /** The address being edited; a new one is added when absent. */
  address?: SavedAddress | null;
  onSaved: (addressId: string) => void;
  onCancel: () => void;
}

/**
 * Adds or edits a delivery address. A field is judged when the shopper leaves it after typing and
 * again on submit; the server's field errors come back to the same places.
 */
export function AddressForm({ address, onSaved, onCancel }: AddressFormProps) {
  const { save } = useAddressActions();
  const [values, setValues] = useState<Required<AddressInput> & { notes: string }>(() => ({
    address: address?.address ?? '',
    city: address?.city ?? '',
    pincode: address?.pincode ?? '',
    phone: address?.phone ?? '',
    notes: address?.notes ?? '',
  }));
  // Shown under each field by react-aria's Form (aria-invalid and aria-describedby included).
  const [errors, setErrors] = useState<AddressErrors>({});
  // Fields typed in since they were last judged: leaving an untouched field says nothing.
  const [edited, setEdited] = useState<ReadonlySet<AddressField>>(new Set());
  const [isSaving, setIsSaving] = useState(false);

  const change = (field: AddressField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setEdited((current) => new Set(current).add(field));
    // The message was about the old value; leaving the field or submitting judges the new one.
    setErrors((current) => withoutError(current, field));
  };

  const blur = (field: AddressField) => (event: FocusEvent) => {
    if (!edited.has(field)) return;
    // Focus is moving to Save or Cancel: a message appearing now would push the button away from
    // under the pointer before the press ends (so the tap would do nothing). Save judges every
    // field anyway, and Cancel throws the form away.
    if (event.relatedTarget instanceof Element && event.relatedTarget.closest('[data-form-actions]')) return;
    const message = VALIDATORS[field](values[field]);
    setErrors((current) => (message ? { ...current, [field]: message } : withoutError(current, field)));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    const form = event.currentTarget;
    const invalid = validateAddressInput(values);
    if (Object.keys(invalid).length > 0) {
      setErrors(invalid);
      focusFirstError(form, invalid);
      toast({ variant: 'destructive', ...TOASTS.VALIDATION_ERROR });
      return;
    }
    setErrors({});
    setIsSaving(true);
    const outcome = await save(values, address?.id);
    setIsSaving(false);
    if (outcome.ok) {
      onSaved(outcome.addressId);
      return;
    }
    setErrors(outcome.fieldErrors);
    setEdited(new Set());
    focusFirstError(form, outcome.fieldErrors);
  };

  const fieldProps = (field: AddressField) => ({
    name: field,
    value: values[field],
    onChange: change(field),
    onBlur: blur(field),
  });

  return (
    // validationBehavior "aria": the store's rules decide, never the browser's own popups.
    <Fields onSubmit={onSubmit} validationBehavior="aria" validationErrors={errors} aria-label={address ? 'Edit address' : 'New address'}>
      {/* The dialog opens on the first field, ready to type. */}
      <TextField label="Address" autoFocus autoComplete="address-line1" placeholder="House, street and area" {...fieldProps('address')} />
      <Pair>
        <TextField label="City" autoComplete="address-level2" {...fieldProps('city')} />
        <TextField label="Pincode" autoComplete="postal-code" inputMode="numeric" placeholder="6 digits" {...fieldProps('pincode')} />
      </Pair>
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        placeholder="10-digit mobile number"
        {...fieldProps('phone')}
      />
      <TextAreaField
        label="Notes"
        isOptional
        counterLimit={NOTES_MAX_LENGTH}
        placeholder="Landmark, delivery instructions"
        {...fieldProps('notes')}
      />
      <Actions data-form-actions>
        <Button $variant="secondary" onPress={onCancel} isDisabled={isSaving}>
          Cancel
        </Button>
        <Button type="submit" $variant="primary" isPending={isSaving}>
          Save Address
        </Button>
      </Actions>
    </Fields>
  );
}
