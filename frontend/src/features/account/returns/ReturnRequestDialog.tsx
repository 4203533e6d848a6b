import { useMutation } from '@apollo/client/react';
import { MESSAGES, RETURN_REASON_LABELS, RETURN_REASONS, type ReturnKind, type ReturnReason } from '@threadline/domain';
import { useState, type FormEvent } from 'react';
import { Form, Label, Radio, RadioGroup } from 'react-aria-components';
import styled from 'styled-components';
import type { Size } from '../../../graphql/generated/graphql';
import { sizeText } from '../../../graphql/enum-labels';
import { Button } from '../../../ui/Button';
import { ModalDialog } from '../../../ui/ModalDialog';
import { formatMoney, type MoneyValue } from '../../../ui/Money';
import { ResponsiveImage } from '../../../ui/ResponsiveImage';
import { TextAreaField } from '../../../ui/TextAreaField';
import { formatDateTime } from '../../../ui/format-date-time';
import { toast } from '../../../ui/toast-queue';
import { SelectField } from '../../../ui/SelectField';
import { RequestReturnMutation } from './operations';
import { buildReturnRequest, EMPTY_RETURN_FORM, RETURN_NOTE_MAX_LENGTH, type FormLine, type ReturnFormErrors, type ReturnFormState } from './return-form';

export const RETURN_DIALOG_TITLE = 'Return or exchange';
const FORM_ID = 'return-request-form';

/** A line of the order as the dialog shows it: what it is, and what may be asked of it. */
export interface ReturnableItem extends FormLine {
  title: string;
  image: string;
  size: Size;
  exchangeOptions: readonly { size: Size; unitPrice: MoneyValue }[];
}

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Group = styled(RadioGroup)`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const GroupLabel = styled(Label)`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
`;

const Choice = styled(Radio)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 2.75rem;
  cursor: pointer;
  &::before {
    content: '';
    flex: none;
    width: 1.125rem;
    height: 1.125rem;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.color.borderStrong};
    background: ${({ theme }) => theme.color.surface};
    box-sizing: border-box;
  }
  &[data-selected]::before {
    border: 0.375rem solid ${({ theme }) => theme.color.ink};
  }
  &[data-focus-visible]::before {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Items = styled.ul`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 3.5rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  padding-bottom: ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  img {
    width: 3.5rem;
    height: 4.25rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.imageWell};
  }
`;

const ItemBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

const ItemTitle = styled.p`
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

const ItemMeta = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.muted};
`;

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  @media (min-width: 560px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const piecesLabel = (n: number) => `${n} ${n === 1 ? 'piece' : 'pieces'}`;

export interface ReturnRequestDialogProps {
  /** The order asked about; the dialog is open while it is set. */
  orderId: string | null;
  items: readonly ReturnableItem[];
  /** The window's exclusive end (Order.returnWindowEndsAt). */
  windowEndsAt: string | null;
  onClose: () => void;
  /** After the request was made (and the dialog closed). */
  onRequested?: () => void;
}

/**
 * "Return or exchange" on a delivered order (issue 28): which pieces, why, and her money back or
 * another size of the same product, only sizes in stock offered. The domain's rules check the
 * form before it is sent; the server's refusals (a size sold out meanwhile) show at their fields.
 */
export function ReturnRequestDialog({ orderId, items, windowEndsAt, onClose, onRequested }: ReturnRequestDialogProps) {
  const [state, setState] = useState<ReturnFormState>(EMPTY_RETURN_FORM);
  const [errors, setErrors] = useState<ReturnFormErrors>({});
  const [requestReturn, { loading }] = useMutation(RequestReturnMutation);

  const change = (next: Partial<ReturnFormState>, clear: readonly string[]) => {
    setState((current) => ({ ...current, ...next }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !clear.includes(key) && key !== 'form')));
  };

  const close = () => {
    if (loading) return;
    setState(EMPTY_RETURN_FORM);
    setErrors({});
    onClose();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!orderId || loading) return;
    const built = buildReturnRequest(items, state);
    if (built.errors) {
      setErrors(built.errors);
      return;
    }
    const { draft } = built;
    try {
      const lines = draft.lines.map((line) => ({ orderLineId: line.orderLineId, quantity: line.quantity, exchangeSize: (line.exchangeSize as Size | null) ?? null }));
      const { data } = await requestReturn({
        variables: { input: { orderId, kind: draft.kind, reason: draft.reason, note: draft.note === '' ? null : draft.note, lines } },
      });
      const payload = data?.requestReturn;
      if (payload?.returnRequest) {
        toast({
          title: draft.kind === 'EXCHANGE' ? 'Exchange requested' : 'Return requested',
          description: 'The store will look at it soon; its progress shows in your order details.',
        });
        setState(EMPTY_RETURN_FORM);
        setErrors({});
        onClose();
        onRequested?.();
        return;
      }
      setErrors(serverErrors(payload?.userErrors ?? []));
    } catch {
      setErrors({ form: MESSAGES.SOMETHING_WENT_WRONG });
    }
  };

  const offered = items.filter((item) => item.returnable > 0);

  return (
    <ModalDialog
      isOpen={orderId !== null}
      onOpenChange={(isOpen) => !isOpen && close()}
      title={RETURN_DIALOG_TITLE}
      width="40rem"
      isDismissable={false}
      footer={
        <>
          <Button $variant="secondary" onPress={close} isDisabled={loading}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} $variant="primary" isPending={loading}>
            {loading ? 'Sending…' : state.kind === 'EXCHANGE' ? 'Request exchange' : 'Request return'}
          </Button>
        </>
      }
    >
      <Form id={FORM_ID} onSubmit={(event) => void onSubmit(event)} validationBehavior="aria" validationErrors={errors} aria-label={RETURN_DIALOG_TITLE}>
        <Body>
          {windowEndsAt ? <Lead>You can ask until {formatDateTime(new Date(new Date(windowEndsAt).getTime() - 1))}.</Lead> : null}

          <Group value={state.kind} onChange={(value) => change({ kind: value as ReturnKind }, Object.keys(errors).filter((key) => key.startsWith('size:')))} orientation="horizontal">
            <GroupLabel>What would you like?</GroupLabel>
            <Choices>
              <Choice value="REFUND">My money back</Choice>
              <Choice value="EXCHANGE">Another size</Choice>
            </Choices>
          </Group>

          <section aria-labelledby="return-items-heading">
            <GroupLabel as="h3" id="return-items-heading" style={{ marginBottom: '0.75rem' }}>
              Pieces to send back
            </GroupLabel>
            {errors['lines'] ? <Problem role="alert">{errors['lines']}</Problem> : null}
            <Items>
              {offered.map((item) => {
                const quantity = state.quantities[item.orderLineId] ?? 0;
                return (
                  <Item key={item.orderLineId}>
                    <ResponsiveImage src={item.image} alt="" sizes="56px" loading="lazy" width={56} height={68} />
                    {/* A group named by the item, so its "Pieces" and "Size wanted" are heard with it. */}
                    <ItemBody role="group" aria-labelledby={`return-item-${item.orderLineId}`}>
                      <div>
                        <ItemTitle id={`return-item-${item.orderLineId}`}>{item.title}</ItemTitle>
                        <ItemMeta>
                          Size {sizeText(item.size)} · {piecesLabel(item.returnable)} can be sent back
                        </ItemMeta>
                      </div>
                      <Fields>
                        <SelectField
                          label="Pieces"
                          name={`line:${item.orderLineId}`}
                          options={[
                            { value: '0', label: 'None' },
                            ...Array.from({ length: item.returnable }, (_, index) => ({ value: String(index + 1), label: piecesLabel(index + 1) })),
                          ]}
                          value={String(quantity)}
                          onChange={(value) =>
                            change({ quantities: { ...state.quantities, [item.orderLineId]: Number(value) } }, [`line:${item.orderLineId}`, 'lines'])
                          }
                        />
                        {state.kind === 'EXCHANGE' && quantity > 0 ? (
                          <SelectField
                            label="Size wanted"
                            name={`size:${item.orderLineId}`}
                            placeholder={item.exchangeOptions.length === 0 ? 'No other size in stock' : 'Choose a size'}
                            isDisabled={item.exchangeOptions.length === 0}
                            options={item.exchangeOptions.map((option) => ({
                              value: option.size,
                              label: `${sizeText(option.size)} · ${formatMoney(option.unitPrice)}`,
                            }))}
                            value={(state.exchangeSizes[item.orderLineId] as Size | undefined) ?? ''}
                            onChange={(value) => change({ exchangeSizes: { ...state.exchangeSizes, [item.orderLineId]: value } }, [`size:${item.orderLineId}`])}
                          />
                        ) : null}
                      </Fields>
                      {state.kind === 'EXCHANGE' && quantity > 0 && item.exchangeOptions.length === 0 && errors[`size:${item.orderLineId}`] ? (
                        <Problem role="alert">{errors[`size:${item.orderLineId}`]}</Problem>
                      ) : null}
                    </ItemBody>
                  </Item>
                );
              })}
            </Items>
          </section>

          <SelectField
            label="Reason"
            name="reason"
            placeholder="Choose a reason"
            options={RETURN_REASONS.map((reason) => ({ value: reason, label: RETURN_REASON_LABELS[reason] }))}
            value={state.reason}
            onChange={(value: ReturnReason) => change({ reason: value }, ['reason'])}
          />
          <TextAreaField
            label="Anything we should know?"
            name="note"
            isOptional
            rows={3}
            counterLimit={RETURN_NOTE_MAX_LENGTH}
            placeholder="e.g. Tight across the shoulders"
            value={state.note}
            onChange={(value) => change({ note: value }, ['note'])}
          />
          {state.kind === 'EXCHANGE' ? (
            <Lead>
              The new size is kept for you once the store approves. A dearer size’s difference is paid on delivery of the replacement; a cheaper one’s
              is refunded.
            </Lead>
          ) : (
            <Lead>You get back what you paid for these pieces, after any discount, once they reach the store.</Lead>
          )}
          {errors['form'] ? <Problem role="alert">{errors['form']}</Problem> : null}
        </Body>
      </Form>
    </ModalDialog>
  );
}

/** The server's refusals at the form's fields: a line's by its order line, the rest at the form. */
function serverErrors(userErrors: readonly { field?: string | null; message: string }[]): ReturnFormErrors {
  const errors: ReturnFormErrors = {};
  for (const error of userErrors) {
    const key = error.field === 'reason' || error.field === 'note' ? error.field : 'form';
    errors[key] = errors[key] ?? error.message;
  }
  if (Object.keys(errors).length === 0) errors['form'] = MESSAGES.SOMETHING_WENT_WRONG;
  return errors;
}
