import { useMutation } from '@apollo/client/react';
import { MESSAGES, ORDER_NOTE_MAX_LENGTH, validateOrderNote } from '@threadline/domain';
import { useState, type FormEvent } from 'react';
import { FieldError, Form, Label, Radio, RadioGroup } from 'react-aria-components';
import styled from 'styled-components';
import type { OrderEventVisibility } from '../../../graphql/generated/graphql';
import { Button } from '../../../ui/Button';
import { TextAreaField } from '../../../ui/TextAreaField';
import { NOTE_VISIBILITY_TAGS } from '../../../ui/OrderTimeline';
import { toast } from '../../../ui/toast-queue';
import { ADMIN_MESSAGES } from '../admin-messages';
import { AddOrderNoteMutation } from './operations';

type NoteErrors = Partial<Record<'note' | 'visibility' | 'orderId', string>>;

const Box = styled(Form)`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.paper};
`;

const Visibility = styled(RadioGroup)`
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
  font-size: ${({ theme }) => theme.fontSize.sm};
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

const Hint = styled.span`
  color: ${({ theme }) => theme.color.muted};
`;

const Problem = styled(FieldError)`
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const CHOICES: ReadonlyArray<{ value: OrderEventVisibility; hint: string }> = [
  { value: 'PRIVATE', hint: 'staff only' },
  { value: 'PUBLIC', hint: 'in their order details' },
];

/**
 * A staff note on the order (issue 25): private to staff by default, or shown to the customer.
 * Refusals (empty, too long) appear at the field, from the shared rule before sending and from
 * the server's userErrors after; the answer brings the order's history, so the timeline updates.
 */
export function AddOrderNoteForm({ orderId }: { orderId: string }) {
  const [note, setNote] = useState('');
  const [visibility, setVisibility] = useState<OrderEventVisibility>('PRIVATE');
  const [errors, setErrors] = useState<NoteErrors>({});
  const [addNote, { loading }] = useMutation(AddOrderNoteMutation);

  const focusNote = (form: HTMLFormElement) => {
    const field = form.elements.namedItem('note');
    if (field instanceof HTMLTextAreaElement) field.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const form = event.currentTarget;
    const problem = validateOrderNote(note);
    if (problem) {
      setErrors({ note: problem });
      focusNote(form);
      return;
    }
    setErrors({});
    try {
      const { data } = await addNote({ variables: { input: { orderId, note: note.trim(), visibility } } });
      const payload = data?.addOrderNote;
      if (payload?.order) {
        toast({ title: 'Note added', description: visibility === 'PUBLIC' ? 'The customer sees it in their order details.' : 'Only staff see it.' });
        setNote('');
        setVisibility('PRIVATE');
        return;
      }
      const refusals = Object.fromEntries((payload?.userErrors ?? []).map((error) => [error.field ?? 'note', error.message])) as NoteErrors;
      setErrors(refusals);
      if (refusals.note) focusNote(form);
      // A refusal about no field in this form (the order is gone) has no field to appear at.
      if (refusals.orderId) toast({ variant: 'destructive', title: ADMIN_MESSAGES.NOTE_FAILED, description: refusals.orderId });
    } catch {
      toast({ variant: 'destructive', title: ADMIN_MESSAGES.NOTE_FAILED, description: MESSAGES.SOMETHING_WENT_WRONG });
    }
  };

  return (
    // validationBehavior "aria": the store's rule decides and its message shows at the field, never the browser's popup.
    <Box onSubmit={(event) => void onSubmit(event)} validationBehavior="aria" validationErrors={errors} aria-label="Add a note">
      <TextAreaField
        label="Note"
        name="note"
        rows={3}
        counterLimit={ORDER_NOTE_MAX_LENGTH}
        placeholder="e.g. Customer asked to deliver after 6 pm"
        value={note}
        onChange={(value) => {
          setNote(value);
          setErrors(({ note: _old, ...rest }) => rest);
        }}
      />
      <Visibility name="visibility" value={visibility} onChange={(value) => setVisibility(value as OrderEventVisibility)} orientation="horizontal">
        <GroupLabel>Who sees it</GroupLabel>
        <Choices>
          {CHOICES.map((choice) => (
            <Choice key={choice.value} value={choice.value}>
              <span>
                {NOTE_VISIBILITY_TAGS[choice.value]} <Hint>({choice.hint})</Hint>
              </span>
            </Choice>
          ))}
        </Choices>
        <Problem />
      </Visibility>
      <Actions>
        <Button type="submit" $variant="primary" isPending={loading}>
          {loading ? 'Adding…' : 'Add Note'}
        </Button>
      </Actions>
    </Box>
  );
}
