import { useMutation } from '@apollo/client/react';
import { MESSAGES, TOASTS, validateRegisterInput, type FieldErrors, type RegisterInput } from '@threadline/domain';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../app/paths';
import { Button, TextLink } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast-queue';
import { AuthCard, AuthFooter, AuthHeading } from './AuthCard';
import { RegisterDocument } from './operations';

type RegisterField = keyof RegisterInput;
type RegisterErrors = FieldErrors<RegisterField>;

const FIELDS: readonly RegisterField[] = ['userName', 'email', 'password'];
const REGISTERED = 'Registration successful. Please sign in.';
const REGISTER_FAILED = 'Registration failed';
const PASSWORD_HINT = '8-24 characters with uppercase, lowercase, a number and a special character.';

const Fields = styled(Form)`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

function isRegisterField(field: string | null): field is RegisterField {
  return field !== null && (FIELDS as readonly string[]).includes(field);
}

/** Moves focus to the first field in error, so keyboard and screen reader users land on it. */
function focusFirstError(form: HTMLFormElement, errors: RegisterErrors): void {
  const first = FIELDS.find((field) => errors[field]);
  const input = first ? form.elements.namedItem(first) : null;
  if (input instanceof HTMLInputElement) input.focus();
}

/**
 * /auth/register. The form checks the same rules with the same words as the API
 * (`validateRegisterInput`), so a visitor sees a mistake before anything is sent. Registering
 * never signs in (spec section 4): on success the visitor goes on to sign in.
 */
export function RegisterPage() {
  const navigate = useNavigate();
  const [register] = useMutation(RegisterDocument);
  const [values, setValues] = useState<RegisterInput>({ userName: '', email: '', password: '' });
  // Shown under each field by react-aria's Form (aria-invalid and aria-describedby included).
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [isSubmitting, setIsSubmitting] = useState(false);

  const change = (field: RegisterField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // The message was about the old value; the next submit judges the new one.
    setErrors((current) => {
      if (!current[field]) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const form = event.currentTarget;
    // Stored as the API stores them: trimmed name, trimmed email; a password is taken as typed.
    const input: RegisterInput = { userName: values.userName.trim(), email: values.email.trim(), password: values.password };

    const invalid = validateRegisterInput(input);
    if (Object.keys(invalid).length > 0) {
      setErrors(invalid);
      focusFirstError(form, invalid);
      toast({ variant: 'destructive', ...TOASTS.VALIDATION_ERROR });
      return;
    }

    setErrors({});
    setIsSubmitting(true);
    try {
      const { data } = await register({ variables: { input } });
      const payload = data?.register;
      if (payload?.user) {
        toast({ title: payload.message ?? REGISTERED });
        await navigate(paths.auth.login);
        return;
      }
      const userErrors = payload?.userErrors ?? [];
      const fieldErrors: RegisterErrors = {};
      for (const error of userErrors) {
        if (isRegisterField(error.field) && !fieldErrors[error.field]) fieldErrors[error.field] = error.message;
      }
      setErrors(fieldErrors);
      focusFirstError(form, fieldErrors);
      // A refusal that is about the account (EMAIL_TAKEN) is worth its own words in the toast;
      // rule breaks the form missed read like the client's own validation toast.
      const headline = userErrors.find((error) => error.code !== 'INVALID_INPUT') ?? null;
      if (headline) toast({ variant: 'destructive', title: headline.message });
      else if (userErrors.length > 0) toast({ variant: 'destructive', ...TOASTS.VALIDATION_ERROR });
      else toast({ variant: 'destructive', title: REGISTER_FAILED, description: MESSAGES.SOMETHING_WENT_WRONG });
    } catch {
      toast({ variant: 'destructive', title: REGISTER_FAILED, description: MESSAGES.SOMETHING_WENT_WRONG });
    }
    setIsSubmitting(false);
  };

  return (
    <AuthCard>
      <title>Create account · Threadline</title>
      <AuthHeading>
        <h1>Create Account</h1>
        <p>Join Threadline to shop the latest collection.</p>
      </AuthHeading>
      {/* validationBehavior "aria": errors come from the store's rules on submit, never from the
          browser's own popups. */}
      <Fields onSubmit={onSubmit} validationBehavior="aria" validationErrors={errors}>
        <TextField
          label="User Name"
          name="userName"
          autoComplete="name"
          value={values.userName}
          onChange={change('userName')}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={change('email')}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          // The rule's full wording appears as the error; until then a short hint says what is asked.
          description={errors.password ? undefined : PASSWORD_HINT}
          value={values.password}
          onChange={change('password')}
        />
        <Button type="submit" $variant="primary" $size="lg" $fullWidth isPending={isSubmitting}>
          {isSubmitting ? 'Creating Account…' : 'Create Account'}
        </Button>
      </Fields>
      <AuthFooter>
        Already have an account? <TextLink to={paths.auth.login}>Sign in</TextLink>
      </AuthFooter>
    </AuthCard>
  );
}
