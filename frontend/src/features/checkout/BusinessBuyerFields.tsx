import { BUYER_BUSINESS_NAME_MAX_LENGTH, GSTIN_LENGTH } from '@threadline/domain';
import type { Ref } from 'react';
import { Checkbox, Form } from 'react-aria-components';
import styled from 'styled-components';
import { CheckboxMark, checkboxMarkStates } from '../../ui/CheckboxMark';
import { useHydrated } from '../../ui/hooks/useHydrated';
import { TextField } from '../../ui/TextField';
import type { BusinessBuyer, BusinessBuyerErrors } from './business-buyer';


const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

const Tick = styled(Checkbox)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 2.75rem;
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  cursor: pointer;
  ${checkboxMarkStates}
  &[data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  &[data-disabled] {
    cursor: progress;
  }
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.muted};
  max-width: 60ch;
`;

const Fields = styled(Form)`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  @media (min-width: 640px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr);
    align-items: start;
  }
`;

export interface BusinessBuyerFieldsProps {
  value: BusinessBuyer;
  onChange: (value: BusinessBuyer) => void;
  /** Each field's refusal (the form's own check, or the server's), by the API's field name. */
  errors: BusinessBuyerErrors;
  /** The fields' form, so the page can move focus to the first refusal. */
  formRef?: Ref<HTMLFormElement>;
}

/**
 * "Buying for your business?" (the spec's "Bulk Orders Welcome"): a shop buying for resale gives
 * its GSTIN and business name, which its tax invoice carries so it can claim the tax. Unticked,
 * nothing is sent and the invoice is a consumer's.
 */
export function BusinessBuyerFields({ value, onChange, errors, formRef }: BusinessBuyerFieldsProps) {
  // The tick reveals the fields, which only the hydrated page can do: until then it says it is not ready.
  const isHydrated = useHydrated();
  return (
    <Box>
      <Tick isSelected={value.isBusiness} onChange={(isBusiness) => onChange({ ...value, isBusiness })} isDisabled={!isHydrated}>
        {({ isSelected }) => (
          <>
            <CheckboxMark isSelected={isSelected} />
            Add my business’s GSTIN to the tax invoice
          </>
        )}
      </Tick>
      <Note>For shops and businesses buying for resale: the invoice then names your business and GSTIN, so you can claim the GST.</Note>
      {value.isBusiness ? (
        <Fields
          ref={formRef}
          aria-label="Business details"
          validationBehavior="aria"
          validationErrors={Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1])))}
          // The order is placed by the page's button, never by Enter in a field.
          onSubmit={(event) => event.preventDefault()}
        >
          <TextField
            label="GSTIN"
            name="buyerGstin"
            value={value.gstin}
            onChange={(gstin) => onChange({ ...value, gstin })}
            // A GSTIN is 15 characters; a little room for the spaces people paste around it.
            maxLength={GSTIN_LENGTH + 4}
            autoComplete="off"
            spellCheck="false"
            description="15 characters, e.g. 19AABCT1234F1ZN"
          />
          <TextField
            label="Business name"
            name="buyerBusinessName"
            value={value.businessName}
            onChange={(businessName) => onChange({ ...value, businessName })}
            maxLength={BUYER_BUSINESS_NAME_MAX_LENGTH}
            autoComplete="organization"
            description="As registered for this GSTIN"
          />
        </Fields>
      ) : null}
    </Box>
  );
}
