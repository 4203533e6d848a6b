import { TextField, type TextFieldProps } from '../../ui/TextField';

const PASSWORD_HINT = '8-24 characters with uppercase, lowercase, a number and a special character.';

export interface NewPasswordFieldProps extends Omit<TextFieldProps, 'type' | 'autoComplete' | 'description'> {
  /** The field's message, when it has one: it replaces the hint. */
  error?: string;
}

/**
 * A password being chosen (registration, reset): the browser may offer to generate and save one,
 * and until the rule's full wording appears as an error, a short hint says what is asked.
 */
export function NewPasswordField({ error, ...props }: NewPasswordFieldProps) {
  return <TextField type="password" autoComplete="new-password" description={error ? undefined : PASSWORD_HINT} {...props} />;
}
