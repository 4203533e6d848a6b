import {
  FieldError,
  Label,
  Text,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import styled from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';

// The multi-line sibling of ui/TextField: same label, border and error treatment, so a form that
// mixes both reads as one.

const Field = styled(AriaTextField)`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Top = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const FieldLabel = styled(Label)`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
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
  width: 100%;
  min-height: 5.5rem;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  resize: vertical;
  transition: border-color ${({ theme }) => theme.duration.fast};
  &::placeholder {
    color: ${({ theme }) => theme.color.muted};
  }
  &[data-hovered],
  &[data-focused] {
    border-color: ${({ theme }) => theme.color.ink};
  }
  &[data-invalid] {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;

const Description = styled(Text)`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.muted};
`;

const ErrorText = styled(FieldError)`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.danger};
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
