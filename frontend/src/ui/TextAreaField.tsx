import { Text, TextArea, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import styled from 'styled-components';
import { Description, ErrorText, Field, FieldLabel, fieldControlStyles } from './TextField';
import { VisuallyHidden } from './VisuallyHidden';

// The multi-line sibling of ui/TextField: same label, border and error treatment, so a form that
// mixes both reads as one.

const Top = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const Optional = styled.span`
  font-weight: ${({ theme }) => theme.fontWeight.regular};
  color: ${({ theme }) => theme.color.muted};
`;

const Counter = styled(Text)<{ $over: boolean }>`
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $over }) => ($over ? theme.color.danger : theme.color.muted)};
`;

const Area = styled(TextArea)`
  ${fieldControlStyles}
  min-height: 5.5rem;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  resize: vertical;
`;

export interface TextAreaFieldProps extends AriaTextFieldProps {
  label: string;
  description?: string;
  placeholder?: string;
  rows?: number;
  /** Marks the label "(optional)" for fields a form does not need. */
  isOptional?: boolean;
  /**
   * Shows "length/limit" beside the label, as the field's description (so `description` is then
   * not shown). The limit is not enforced here: the form's rule says what is too long.
   */
  counterLimit?: number;
}

/** A labelled text area; the visible label is its accessible name. */
export function TextAreaField({
  label,
  description,
  placeholder,
  rows = 3,
  isOptional = false,
  counterLimit,
  ...props
}: TextAreaFieldProps) {
  const length = (props.value ?? '').length;
  return (
    <Field {...props}>
      <Top>
        <FieldLabel>
          {label}
          {isOptional ? <Optional> (optional)</Optional> : null}
        </FieldLabel>
        {counterLimit !== undefined ? (
          // The field's description, so it is read with the field (not announced on every keystroke).
          <Counter slot="description" $over={length > counterLimit}>
            {length}/{counterLimit}
            <VisuallyHidden> characters</VisuallyHidden>
          </Counter>
        ) : null}
      </Top>
      <Area placeholder={placeholder} rows={rows} />
      {description && counterLimit === undefined ? <Description slot="description">{description}</Description> : null}
      <ErrorText />
    </Field>
  );
}
