import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import styled, { css } from 'styled-components';

export const Field = styled(AriaTextField)`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

export const FieldLabel = styled(Label)`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

/** The border, hover, focus and invalid look of a text input, shared with TextAreaField. */
export const fieldControlStyles = css`
  width: 100%;
  min-height: 3rem;
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.fontSize.md};
  transition: border-color ${({ theme }) => theme.duration.fast};
  &::placeholder {
    color: ${({ theme }) => theme.color.muted};
  }
  &[data-hovered] {
    border-color: ${({ theme }) => theme.color.ink};
  }
  &[data-focused] {
    border-color: ${({ theme }) => theme.color.ink};
  }
  &[data-invalid] {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;

const FieldInput = styled(Input)`
  ${fieldControlStyles}
`;

export const Description = styled(Text)`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.muted};
`;

export const ErrorText = styled(FieldError)`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.danger};
`;

export interface TextFieldProps extends AriaTextFieldProps {
  label: string;
  description?: string;
  placeholder?: string;
}

/** A labelled text input; the visible label is its accessible name. */
export function TextField({ label, description, placeholder, ...props }: TextFieldProps) {
  return (
    <Field {...props}>
      <FieldLabel>{label}</FieldLabel>
      <FieldInput placeholder={placeholder} />
      {description ? <Description slot="description">{description}</Description> : null}
      <ErrorText />
    </Field>
  );
}
