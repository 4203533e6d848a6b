import { useMutation } from '@apollo/client/react';
import { MESSAGES, PASSWORD_RESET_TTL_MINUTES, TOASTS, validateEmail } from '@threadline/domain';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import styled from 'styled-components';
import { paths } from '../../app/paths';
import { Button, TextLink } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast-queue';
import { AuthCard, AuthFooter, AuthHeading, AuthNotice } from './AuthCard';
import { useFormFields } from './form-errors';
import { RequestPasswordResetDocument } from './operations';

const REQUEST_FAILED = 'Could not send the link';

const Fields = styled(Form)`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

/**
 * /auth/forgot-password: asks for the account's e-mail and sends a link to choose a new password
 * (issue 19). The answer is the server's, and the same whether or not an account has that e-mail,
 * so the page cannot be used to find out who shops here.
 */
export function ForgotPasswordPage() {
  const [requestReset] = useMutation(RequestPasswordResetDocument);
  const { values, errors, change, showErrors, showUserErrors } = useFormFields({ email: '' });
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const form = event.currentTarget;
    const email = values.email.trim();
    const invalid = validateEmail(email);
    if (invalid) {
      showErrors(form, { email: invalid });
      toast({ variant: 'destructive', ...TOASTS.VALIDATION_ERROR });
      return;
    }

    setIsSubmitting(true);
    try {
      const { data } = await requestReset({ variables: { input: { email } } });
      const payload = data?.requestPasswordReset;
      const userErrors = payload?.userErrors ?? [];
      if (payload && userErrors.length === 0) {
        setAnswer(payload.message);
      } else {
        showUserErrors(form, userErrors);
        // Too many requests (RATE_LIMITED) is about no field: the toast carries the server's words.
        toast({ variant: 'destructive', title: REQUEST_FAILED, description: userErrors[0]?.message ?? MESSAGES.SOMETHING_WENT_WRONG });
      }
    } catch {
      toast({ variant: 'destructive', title: REQUEST_FAILED, description: MESSAGES.SOMETHING_WENT_WRONG });
    }
    setIsSubmitting(false);
  };

  return (
    <AuthCard>
      <title>Forgot password · Threadline</title>
      <AuthHeading>
        <h1>Forgot Password?</h1>
        <p>Enter the e-mail of your account and we will send you a link to choose a new password.</p>
      </AuthHeading>
      {answer ? (
        // A live region, so a screen reader hears the answer where the form was.
        <AuthNotice role="status">
          <p>{answer}</p>
          <p>The link works once, for {PASSWORD_RESET_TTL_MINUTES} minutes. If nothing arrives, check your spam folder or ask again.</p>
          <div>
            <Button $variant="secondary" onPress={() => setAnswer(null)}>
              Ask again
            </Button>
          </div>
        </AuthNotice>
      ) : (
        // validationBehavior "aria": the store's e-mail rule judges on submit, not the browser's popup.
        <Fields onSubmit={(event) => void onSubmit(event)} validationBehavior="aria" validationErrors={errors}>
          <TextField label="Email" name="email" type="email" autoComplete="email" value={values.email} onChange={change('email')} />
          <Button type="submit" $variant="primary" $size="lg" $fullWidth isPending={isSubmitting}>
            {isSubmitting ? 'Sending Link…' : 'Send Reset Link'}
          </Button>
        </Fields>
      )}
      <AuthFooter>
        Remembered it? <TextLink to={paths.auth.login}>Back to sign in</TextLink>
      </AuthFooter>
    </AuthCard>
  );
}
