import { useMutation, useQuery } from '@apollo/client/react';
import { PROMOTION_NAME_MAX_LENGTH, SEARCH_DEBOUNCE_MS } from '@threadline/domain';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Checkbox, CheckboxGroup, FieldError, Form, Label, Text } from 'react-aria-components';
import styled from 'styled-components';
import type { PromotionActionKind, PromotionForm_PromotionFragment } from '../../../graphql/generated/graphql';
import { categoryLabel, productTypeLabel } from '../../../graphql/enum-labels';
import { Button } from '../../../ui/Button';
import { CheckboxMark, checkboxMarkStates } from '../../../ui/CheckboxMark';
import { Sheet } from '../../../ui/Sheet';
import { TextField } from '../../../ui/TextField';
import { toast } from '../../../ui/toast-queue';
import { CATEGORY_NAMES, PRODUCT_TYPE_NAMES } from '../admin-labels';
import { SelectField } from '../../../ui/SelectField';
import { CreatePromotionMutation, PromotionProductSearchQuery, UpdatePromotionMutation } from './operations';
import {
  EMPTY_PROMOTION_FORM,
  formFieldOf,
  formFromPromotion,
  toPromotionInput,
  type ChosenProduct,
  type PromotionFormErrors,
  type PromotionFormValues,
} from './promotion-form';

export const ADD_PROMOTION_TITLE = 'Add Promotion';
export const EDIT_PROMOTION_TITLE = 'Edit Promotion';
export const SAVE_PROMOTION_FAILED = 'Could not save the promotion';
export const FIX_THE_FIELDS = 'Please correct the fields shown';

export const ACTION_KIND_LABELS: Readonly<Record<PromotionActionKind, string>> = {
  PERCENT_OFF_LINES: 'Percentage off the matching items',
  FIXED_OFF_ORDER: 'Fixed amount off the order',
  BUY_X_GET_Y: 'Buy X get Y',
};
const ACTION_KINDS = Object.keys(ACTION_KIND_LABELS) as PromotionActionKind[];

const Fields = styled(Form)`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
`;

const Group = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  h3 {
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  @media (min-width: 420px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
    gap: ${({ theme }) => theme.space[4]};
  }
  /* A date and time input is wider than half the sheet by itself; it shrinks to its column. */
  > *,
  input {
    min-width: 0;
  }
`;

const Choices = styled(CheckboxGroup)`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

const Search = styled.div`
  padding-block: ${({ theme }) => theme.space[2]};
`;

const ChoiceList = styled.div`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.space[5]};
`;

const GroupLabel = styled(Label)`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const Hint = styled(Text)`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.muted};
`;

const ErrorText = styled(FieldError)`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.danger};
`;

const Choice = styled(Checkbox)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 2.75rem;
  font-size: ${({ theme }) => theme.fontSize.sm};
  cursor: pointer;
  ${checkboxMarkStates}
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Toggle = styled(Checkbox)`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 2.75rem;
  padding-top: ${({ theme }) => theme.space[2]};
  cursor: pointer;
  ${checkboxMarkStates}
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const ToggleText = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  font-size: ${({ theme }) => theme.fontSize.sm};
  small {
    font-weight: ${({ theme }) => theme.fontWeight.regular};
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

const FooterButtons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  > * {
    flex: 1;
  }
`;

function ToggleField({ isSelected, onChange, children, hint }: { isSelected: boolean; onChange: (value: boolean) => void; children: string; hint?: string }) {
  return (
    <Toggle isSelected={isSelected} onChange={onChange}>
      {({ isSelected: selected }) => (
        <>
          <CheckboxMark isSelected={selected} />
          <ToggleText>
            {children}
            {hint ? <small>{hint}</small> : null}
          </ToggleText>
        </>
      )}
    </Toggle>
  );
}

interface ChoiceFieldProps<Value extends string> {
  label: string;
  name: string;
  hint: string;
  options: readonly { value: Value; label: string }[];
  value: Value[];
  onChange: (value: Value[]) => void;
  children?: ReactNode;
}

/** A labelled group of checkboxes; the server's error for `name` shows under it. */
function ChoiceField<Value extends string>({ label, name, hint, options, value, onChange, children }: ChoiceFieldProps<Value>) {
  return (
    <Choices name={name} value={value} onChange={(chosen) => onChange(chosen as Value[])}>
      <GroupLabel>{label}</GroupLabel>
      <Hint slot="description">{hint}</Hint>
      {children}
      <ChoiceList>
        {options.map((option) => (
          <Choice key={option.value} value={option.value}>
            {({ isSelected }) => (
              <>
                <CheckboxMark isSelected={isSelected} />
                {option.label}
              </>
            )}
          </Choice>
        ))}
      </ChoiceList>
      <ErrorText />
    </Choices>
  );
}

/**
 * The products condition: the chosen products stay listed, ticked; a title search adds others to
 * choose from.
 */
function ProductPicker({ chosen, onChange }: { chosen: ChosenProduct[]; onChange: (products: ChosenProduct[]) => void }) {
  const [search, setSearch] = useState('');
  const [searched, setSearched] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearched(search.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const { data, loading } = useQuery(PromotionProductSearchQuery, { variables: { search: searched }, skip: searched === '' });
  const found = searched === '' ? [] : (data?.adminProducts.nodes ?? []);
  const options = [...chosen, ...found.filter((product) => !chosen.some((c) => c.id === product.id))];
  return (
    <Choices
      name="productIds"
      value={chosen.map((product) => product.id)}
      onChange={(ids) => onChange(options.filter((product) => ids.includes(product.id)).map(({ id, title }) => ({ id, title })))}
    >
      <GroupLabel>Products</GroupLabel>
      <Hint slot="description">None chosen: every product. Find others by title and tick them.</Hint>
      <Search>
        <TextField
          label="Find products"
          type="search"
          value={search}
          onChange={setSearch}
          placeholder="e.g. crop top"
          // Enter searches (it already does as she types); it must not submit the whole form.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
      </Search>
      {searched !== '' && !loading && found.length === 0 ? <Hint role="status">No product has “{searched}” in its title.</Hint> : null}
      <ChoiceList>
        {options.map((product) => (
          <Choice key={product.id} value={product.id}>
            {({ isSelected }) => (
              <>
                <CheckboxMark isSelected={isSelected} />
                {product.title}
              </>
            )}
          </Choice>
        ))}
      </ChoiceList>
      <ErrorText />
    </Choices>
  );
}

/** Moves focus to the first field in error: inputs carry aria-invalid; selects and groups mark their wrapper. */
function focusFirstError(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('input[aria-invalid="true"], [data-invalid] > button, [data-invalid] input')?.focus();
  });
}

export interface PromotionSheetProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The promotion to edit; null to add one. */
  promotion: PromotionForm_PromotionFragment | null;
}

/**
 * The promotion form in a side sheet: name and code, dates in IST, conditions, what it gives and
 * its limits. Every rule is the server's; its refusals show at their fields. The owner remounts
 * it per opening, so it starts from the promotion as listed.
 */
export function PromotionSheet({ isOpen, onOpenChange, promotion }: PromotionSheetProps) {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<PromotionFormValues>(promotion ? formFromPromotion(promotion) : EMPTY_PROMOTION_FORM);
  const [errors, setErrors] = useState<PromotionFormErrors>({});
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [createPromotion] = useMutation(CreatePromotionMutation, { refetchQueries: ['AdminPromotions'], awaitRefetchQueries: true });
  const [updatePromotion] = useMutation(UpdatePromotionMutation);
  const isEdit = promotion !== null;
  const title = isEdit ? EDIT_PROMOTION_TITLE : ADD_PROMOTION_TITLE;

  const set =
    <Field extends keyof PromotionFormValues>(field: Field) =>
    (value: PromotionFormValues[Field]) => {
      setValues((current) => ({ ...current, [field]: value }));
      // The message was about the old value; the next submit judges the new one.
      const errorField = field === 'products' ? 'productIds' : field;
      setErrors((current) => {
        if (!(errorField in current)) return current;
        const rest = { ...current };
        delete rest[errorField as keyof PromotionFormErrors];
        return rest;
      });
    };

  const refuse = (fieldErrors: PromotionFormErrors, description?: string) => {
    setErrors(fieldErrors);
    focusFirstError(formRef.current);
    toast({ variant: 'destructive', title: SAVE_PROMOTION_FAILED, description: description ?? FIX_THE_FIELDS });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const prepared = toPromotionInput(values);
    if ('errors' in prepared) {
      refuse(prepared.errors);
      return;
    }
    setIsSubmitting(true);
    try {
      const { data } = isEdit
        ? await updatePromotion({ variables: { id: promotion.id, input: prepared.input } })
        : await createPromotion({ variables: { input: prepared.input } });
      const payload = data && ('updatePromotion' in data ? data.updatePromotion : data.createPromotion);
      if (payload?.promotion) {
        toast({ title: isEdit ? 'Promotion saved' : 'Promotion added' });
        onOpenChange(false);
        return;
      }
      const userErrors = payload?.userErrors ?? [];
      const fieldErrors: PromotionFormErrors = {};
      for (const error of userErrors) {
        const field = formFieldOf(error.field);
        if (field && !fieldErrors[field]) fieldErrors[field] = error.message;
      }
      refuse(fieldErrors, userErrors.find((error) => !formFieldOf(error.field))?.message);
    } catch {
      toast({ variant: 'destructive', title: SAVE_PROMOTION_FAILED, description: 'Something went wrong. Please try again.' });
    } finally {
      setIsSubmitting(false);
    }
  };

  const kind = values.actionKind;

  return (
    <Sheet
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      width="36rem"
      footer={
        <FooterButtons>
          <Button $variant="secondary" onPress={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} $variant="primary" isPending={isSubmitting}>
            {isSubmitting ? 'Saving…' : isEdit ? 'Save Changes' : 'Add Promotion'}
          </Button>
        </FooterButtons>
      }
    >
      <Fields id={formId} ref={formRef} onSubmit={(event) => void onSubmit(event)} validationBehavior="aria" validationErrors={errors} aria-label={title}>
        <Group aria-labelledby={`${formId}-about`}>
          <h3 id={`${formId}-about`}>The promotion</h3>
          <TextField label="Name" name="name" maxLength={PROMOTION_NAME_MAX_LENGTH} value={values.name} onChange={set('name')} description="Shoppers see it, e.g. “Puja offer: 20 % off”." />
          <TextField
            label="Code (optional)"
            name="code"
            value={values.code}
            onChange={set('code')}
            description="What shoppers type, e.g. PUJA20. Leave empty for an automatic promotion."
          />
          <Pair>
            <TextField label="Starts (IST)" name="startsAt" type="datetime-local" value={values.startsAt} onChange={set('startsAt')} />
            <TextField label="Ends (IST, optional)" name="endsAt" type="datetime-local" value={values.endsAt} onChange={set('endsAt')} description="Not included; empty for no end." />
          </Pair>
          <Pair>
            <TextField label="Priority" name="priority" inputMode="numeric" value={values.priority} onChange={set('priority')} description="Higher applies first." />
            <ToggleField isSelected={values.enabled} onChange={set('enabled')} hint="Off: shoppers never get it.">
              Enabled
            </ToggleField>
          </Pair>
          <ToggleField isSelected={values.combinesWithOthers} onChange={set('combinesWithOthers')} hint="Off: it applies only alone, when it saves the shopper more than the others together.">
            Combines with other promotions
          </ToggleField>
        </Group>

        <Group aria-labelledby={`${formId}-conditions`}>
          <h3 id={`${formId}-conditions`}>Conditions</h3>
          <Pair>
            <TextField label="Minimum subtotal (₹)" name="minSubtotal" inputMode="decimal" value={values.minSubtotal} onChange={set('minSubtotal')} description="Empty for none." />
            <TextField label="Minimum quantity" name="minQuantity" inputMode="numeric" value={values.minQuantity} onChange={set('minQuantity')} description="Matching pieces; empty for none." />
          </Pair>
          <ChoiceField
            label="Categories"
            name="categories"
            hint="None ticked: every category."
            options={CATEGORY_NAMES.map((value) => ({ value, label: categoryLabel(value) }))}
            value={values.categories}
            onChange={set('categories')}
          />
          <ChoiceField
            label="Product types"
            name="productTypes"
            hint="None ticked: every type."
            options={PRODUCT_TYPE_NAMES.map((value) => ({ value, label: productTypeLabel(value) }))}
            value={values.productTypes}
            onChange={set('productTypes')}
          />
          <ProductPicker chosen={values.products} onChange={set('products')} />
          <ToggleField isSelected={values.firstOrderOnly} onChange={set('firstOrderOnly')} hint="Only shoppers with no earlier order get it.">
            First order only
          </ToggleField>
        </Group>

        <Group aria-labelledby={`${formId}-action`}>
          <h3 id={`${formId}-action`}>What it gives</h3>
          <SelectField
            label="Discount"
            name="actionKind"
            options={ACTION_KINDS.map((value) => ({ value, label: ACTION_KIND_LABELS[value] }))}
            value={kind}
            onChange={set('actionKind')}
          />
          {kind === 'PERCENT_OFF_LINES' ? (
            <Pair>
              <TextField label="Percent off" name="percent" inputMode="numeric" value={values.percent} onChange={set('percent')} description="1 to 100." />
              <TextField label="Cap (₹, optional)" name="cap" inputMode="decimal" value={values.cap} onChange={set('cap')} description="The most it gives in all." />
            </Pair>
          ) : kind === 'FIXED_OFF_ORDER' ? (
            <TextField label="Amount off (₹)" name="amount" inputMode="decimal" value={values.amount} onChange={set('amount')} />
          ) : (
            <>
              <Pair>
                <TextField label="Buy" name="buy" inputMode="numeric" value={values.buy} onChange={set('buy')} description="Pieces bought…" />
                <TextField label="Get" name="get" inputMode="numeric" value={values.get} onChange={set('get')} description="…and pieces given: the cheapest." />
              </Pair>
              <TextField
                label="Percent off the given pieces"
                name="percentOffGiven"
                inputMode="numeric"
                value={values.percentOffGiven}
                onChange={set('percentOffGiven')}
                description="100 gives them free."
              />
            </>
          )}
        </Group>

        <Group aria-labelledby={`${formId}-limits`}>
          <h3 id={`${formId}-limits`}>Limits</h3>
          <Pair>
            <TextField label="Total uses (optional)" name="usageLimit" inputMode="numeric" value={values.usageLimit} onChange={set('usageLimit')} description="Orders in all; empty for no limit." />
            <TextField
              label="Uses per shopper (optional)"
              name="perShopperLimit"
              inputMode="numeric"
              value={values.perShopperLimit}
              onChange={set('perShopperLimit')}
              description="Empty for no limit."
            />
          </Pair>
        </Group>
      </Fields>
    </Sheet>
  );
}
