import { useMutation } from '@apollo/client/react';
import { MESSAGES, TOASTS, validateRegisterInput, type RegisterInput } from '@threadline/domain';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../app/paths';
import { Button, TextLink } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast-queue';
import { AuthCard, AuthFooter, AuthHeading } from './AuthCard';
import { NewPasswordField } from './NewPasswordField';
import { useFormFields } from './form-errors';
import { RegisterDocument } from './operations';

type RegisterField = keyof RegisterInput;

const REGISTERED = 'Registration successful. Please sign in.';
const REGISTER_FAILED = 'Registration failed';

const Fields = styled(Form)`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

/**
 * /auth/register. The form checks the same rules with the same words as the API
 * (`validateRegisterInput`), so a visitor sees a mistake before anything is sent. Registering
 * never signs in (spec section 4): on success the visitor goes on to sign in.
 */
export function RegisterPage() {
  const navigate = useNavigate();
  const [register] = useMutation(RegisterDocument);
  // Errors are shown under each field by react-aria's Form (aria-invalid and aria-describedby included).
  const { values, errors, change, showErrors, showUserErrors } = useFormFields<RegisterField>({ userName: '', email: '', password: '' });
  const [isSubmitting, setIsSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const form = event.currentTarget;
    // Stored as the API stores them: trimmed name, trimmed email; a password is taken as typed.
    const input: RegisterInput = { userName: values.userName.trim(), email: values.email.trim(), password: values.password };

    const invalid = validateRegisterInput(input);
    if (Object.keys(invalid).length > 0) {
      showErrors(form, invalid);
      toast({ variant: 'destructive', ...TOASTS.VALIDATION_ERROR });
      return;
    }

    showErrors(form, {});
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
      showUserErrors(form, userErrors);
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
        <NewPasswordField label="Password" name="password" error={errors.password} value={values.password} onChange={change('password')} />
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
