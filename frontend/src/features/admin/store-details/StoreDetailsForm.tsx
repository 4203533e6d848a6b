import { useMutation } from '@apollo/client/react';
import {
  MESSAGES,
  STORE_ADDRESS_MAX_LENGTH,
  STORE_DETAILS_FIELDS,
  STORE_STATES,
  TAXPAYER_KIND_LABELS,
  TOASTS,
  validateHsn,
  validateStoreDetailsInput,
  type StoreDetailsField,
} from '@threadline/domain';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import styled from 'styled-components';
import { productTypeLabel } from '../../../graphql/enum-labels';
import type { ProductType, StoreDetailsForm_DetailsFragment, TaxpayerKind } from '../../../graphql/generated/graphql';
import { Button } from '../../../ui/Button';
import { TextAreaField } from '../../../ui/TextAreaField';
import { TextField } from '../../../ui/TextField';
import { toast } from '../../../ui/toast-queue';
import { media } from '../../../ui/theme';
import { SectionTitle } from '../../../ui/Typography';
import { SelectField } from '../../../ui/SelectField';
import { UpdateStoreDetailsMutation } from './operations';

type Values = {
  legalName: string;
  address: string;
  stateCode: string;
  gstin: string;
  taxpayerKind: TaxpayerKind;
};
/** Form field names: the details' own, and one `hsn-<PRODUCT_TYPE>` per product type. */
type Errors = Record<string, string>;

const STATE_OPTIONS = STORE_STATES.map((state) => ({ value: state.code, label: `${state.name} (${state.code})` }));
const TAXPAYER_OPTIONS: { value: TaxpayerKind; label: string }[] = [
  { value: 'REGULAR', label: TAXPAYER_KIND_LABELS.REGULAR },
  { value: 'COMPOSITION', label: TAXPAYER_KIND_LABELS.COMPOSITION },
];

const hsnField = (productType: ProductType) => `hsn-${productType}`;

const Fields = styled(Form)`
  display: grid;
  gap: ${({ theme }) => theme.space[10]};
  max-width: 56rem;
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

const SectionNote = styled.p`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;

const HsnGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[4]};
`;

function valuesOf(details: StoreDetailsForm_DetailsFragment): { values: Values; hsn: Record<string, string> } {
  return {
    values: {
      legalName: details.legalName ?? '',
      address: details.address ?? '',
      stateCode: details.state.code,
      gstin: details.gstin ?? '',
      taxpayerKind: details.taxpayerKind,
    },
    hsn: Object.fromEntries(details.hsnCodes.map((code) => [code.productType, code.hsn])),
  };
}

/** Moves focus to the first text field in error, so keyboard and screen reader users land on it. */
function focusFirstError(form: HTMLFormElement, names: readonly string[], errors: Errors): void {
  const first = names.find((name) => errors[name]);
  const element = first ? form.elements.namedItem(first) : null;
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) element.focus();
}

/**
 * The store's details and each product type's HSN code, saved together: judged with domain's
 * rules on submit, then by the server, whose field errors come back under the same fields.
 */
export function StoreDetailsForm({ details }: { details: StoreDetailsForm_DetailsFragment }) {
  const [initial] = useState(() => valuesOf(details));
  const [values, setValues] = useState<Values>(initial.values);
  const [hsn, setHsn] = useState<Record<string, string>>(initial.hsn);
  const [errors, setErrors] = useState<Errors>({});
  const [save, { loading: saving }] = useMutation(UpdateStoreDetailsMutation);
  const productTypes = details.hsnCodes.map((code) => code.productType);
  const fieldOrder = [...STORE_DETAILS_FIELDS, ...productTypes.map(hsnField)];

  const clearError = (name: string) =>
    setErrors((current) => {
      if (!current[name]) return current;
      const rest = { ...current };
      delete rest[name];
      return rest;
    });
  const change = (field: StoreDetailsField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
    // The GSTIN is judged against the state: a new state may clear or raise its message.
    if (field === 'stateCode') clearError('gstin');
  };

  const show = (form: HTMLFormElement, found: Errors) => {
    setErrors(found);
    focusFirstError(form, fieldOrder, found);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const form = event.currentTarget;
    const hsnCodes = productTypes.map((productType) => ({ productType, hsn: (hsn[productType] ?? '').trim() }));
    const found: Errors = { ...validateStoreDetailsInput(values) };
    for (const code of hsnCodes) {
      const problem = validateHsn(code.hsn);
      if (problem) found[hsnField(code.productType)] = problem;
    }
    if (Object.keys(found).length > 0) {
      show(form, found);
      toast({ variant: 'destructive', ...TOASTS.VALIDATION_ERROR });
      return;
    }
    try {
      const { data } = await save({
        variables: { input: { ...values, gstin: values.gstin.trim() || null, hsnCodes } },
      });
      const payload = data?.updateStoreDetails;
      if (payload?.storeDetails) {
        const saved = valuesOf(payload.storeDetails);
        setValues(saved.values);
        setHsn(saved.hsn);
        setErrors({});
        toast({ title: 'Store details saved' });
        return;
      }
      // Under the field each refusal names; `hsnCodes.<index>.hsn` is the index of the code sent.
      const fromServer: Errors = {};
      for (const error of payload?.userErrors ?? []) {
        const index = /^hsnCodes\.(\d+)\./.exec(error.field ?? '')?.[1];
        const name = index !== undefined ? hsnField(hsnCodes[Number(index)]!.productType) : error.field;
        if (name && !fromServer[name]) fromServer[name] = error.message;
      }
      show(form, fromServer);
      toast({ variant: 'destructive', ...TOASTS.VALIDATION_ERROR });
    } catch {
      toast({ variant: 'destructive', title: MESSAGES.SOMETHING_WENT_WRONG });
    }
  };

  return (
    // validationBehavior "aria": the store's rules decide, never the browser's own popups.
    <Fields onSubmit={onSubmit} validationBehavior="aria" validationErrors={errors} aria-label="Store details">
      <Section aria-labelledby="store-seller">
        <SectionTitle id="store-seller" as="h2">
          The store on its invoices
        </SectionTitle>
        <TextField label="Legal name" name="legalName" autoComplete="organization" value={values.legalName} onChange={change('legalName')} />
        <TextAreaField
          label="Address"
          name="address"
          rows={3}
          counterLimit={STORE_ADDRESS_MAX_LENGTH}
          value={values.address}
          onChange={change('address')}
          placeholder="Principal place of business, as registered"
        />
        <Pair>
          <SelectField<string> label="State" name="stateCode" options={STATE_OPTIONS} value={values.stateCode} onChange={change('stateCode')} />
          <TextField
            label="GSTIN"
            name="gstin"
            value={values.gstin}
            onChange={change('gstin')}
            spellCheck="false"
            placeholder={`${values.stateCode}ABCDE1234F1Z5`}
            description="15 characters, starting with the state’s code. Leave it empty while the store has none: no invoice is issued without it."
          />
        </Pair>
        <SelectField<TaxpayerKind>
          label="Taxpayer"
          name="taxpayerKind"
          options={TAXPAYER_OPTIONS}
          value={values.taxpayerKind}
          onChange={(value) => change('taxpayerKind')(value)}
          description="A regular taxpayer issues tax invoices that show GST; under the composition scheme, bills of supply that show no tax."
        />
      </Section>

      <Section aria-labelledby="store-hsn" aria-describedby="store-hsn-note">
        <SectionTitle id="store-hsn" as="h2">
          HSN codes
        </SectionTitle>
        <SectionNote id="store-hsn-note">
          The code each invoice line carries for its product type: 4, 6 or 8 digits. The defaults are Threadline’s suggestion; confirm them, and the
          tax rates, with your accountant.
        </SectionNote>
        <HsnGrid>
          {productTypes.map((productType) => (
            <TextField
              key={productType}
              label={productTypeLabel(productType)}
              name={hsnField(productType)}
              inputMode="numeric"
              value={hsn[productType] ?? ''}
              onChange={(value) => {
                setHsn((current) => ({ ...current, [productType]: value }));
                clearError(hsnField(productType));
              }}
              description={`Default ${details.hsnCodes.find((code) => code.productType === productType)?.defaultHsn ?? ''}`}
            />
          ))}
        </HsnGrid>
      </Section>

      <Actions>
        <Button type="submit" $variant="primary" isPending={saving}>
          Save store details
        </Button>
      </Actions>
    </Fields>
  );
}
