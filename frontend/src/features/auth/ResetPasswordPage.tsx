import { useMutation } from '@apollo/client/react';
import { MESSAGES, PASSWORD_RESET_MESSAGES, TOASTS, validatePassword, type FieldErrors } from '@threadline/domain';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { paths, RESET_TOKEN_PARAM } from '../../app/paths';
import { Button, ButtonLink, TextLink } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast-queue';
import { AuthCard, AuthFooter, AuthHeading, AuthNotice } from './AuthCard';
import { useFormFields } from './form-errors';
import { NewPasswordField } from './NewPasswordField';
import { ResetPasswordDocument } from './operations';

type ResetField = 'password' | 'confirmPassword';

const PASSWORDS_DIFFER = 'Passwords do not match';
const SIGN_IN_WITH_IT = 'Please sign in with your new password.';
const RESET_FAILED = 'Could not change the password';
const TOKEN_ERRORS: ReadonlySet<string> = new Set(['RESET_TOKEN_INVALID', 'RESET_TOKEN_EXPIRED']);

const Fields = styled(Form)`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

/** The store's password rule (spec section 5, as at registration), and the same password twice. */
function validateNewPassword(values: Record<ResetField, string>): FieldErrors<ResetField> {
  const password = validatePassword(values.password);
  if (password) return { password };
  return values.confirmPassword === values.password ? {} : { confirmPassword: PASSWORDS_DIFFER };
}

/** Why the link cannot be used, with the way to a new one. */
function BrokenLink({ message }: { message: string }) {
  return (
    <AuthNotice $tone="danger" role="alert">
      <p>{message}</p>
      <div>
        <ButtonLink to={paths.auth.forgotPassword} $variant="primary">
          Ask for a new link
        </ButtonLink>
      </div>
    </AuthNotice>
  );
}

/**
 * /auth/reset-password?token=…: the page the reset e-mail links to (issue 19). The new password
 * follows registration's rule and words; once it is changed every session of the account has
 * ended, and the visitor goes on to sign in with it.
 */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get(RESET_TOKEN_PARAM)?.trim() ?? '';
  const [resetPassword] = useMutation(ResetPasswordDocument);
  const { values, errors, change, showErrors, showUserErrors } = useFormFields<ResetField>({ password: '', confirmPassword: '' });
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [tokenRefusal, setTokenRefusal] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const form = event.currentTarget;
    const invalid = validateNewPassword(values);
    if (Object.keys(invalid).length > 0) {
      showErrors(form, invalid);
      toast({ variant: 'destructive', ...TOASTS.VALIDATION_ERROR });
      return;
    }

    setIsSubmitting(true);
    try {
      const { data } = await resetPassword({ variables: { input: { token, password: values.password } } });
      const payload = data?.resetPassword;
      if (payload?.ok) {
        toast({ title: PASSWORD_RESET_MESSAGES.PASSWORD_CHANGED, description: SIGN_IN_WITH_IT });
        await navigate(paths.auth.login, { replace: true });
        return;
      }
      const userErrors = payload?.userErrors ?? [];
      const refusal = userErrors.find((error) => TOKEN_ERRORS.has(error.code));
      if (refusal) {
        setTokenRefusal(refusal.message);
      } else {
        showUserErrors(form, userErrors);
        toast({ variant: 'destructive', title: RESET_FAILED, description: userErrors[0]?.message ?? MESSAGES.SOMETHING_WENT_WRONG });
      }
    } catch {
      toast({ variant: 'destructive', title: RESET_FAILED, description: MESSAGES.SOMETHING_WENT_WRONG });
    }
    setIsSubmitting(false);
  };

  // An address with no token at all gets the API's words for a link that does not work, unasked.
  const brokenLink = token === '' ? PASSWORD_RESET_MESSAGES.TOKEN_INVALID : tokenRefusal;
  return (
    <AuthCard>
      <title>Choose a new password · Threadline</title>
      <AuthHeading>
        <h1>Choose a New Password</h1>
        <p>Your new password signs you out everywhere you are signed in.</p>
      </AuthHeading>
      {brokenLink ? (
        <BrokenLink message={brokenLink} />
      ) : (
        // validationBehavior "aria": the store's rule judges on submit, not the browser's popups.
        <Fields onSubmit={(event) => void onSubmit(event)} validationBehavior="aria" validationErrors={errors}>
          <NewPasswordField label="New Password" name="password" error={errors.password} value={values.password} onChange={change('password')} />
          <TextField
            label="Confirm Password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={change('confirmPassword')}
          />
          <Button type="submit" $variant="primary" $size="lg" $fullWidth isPending={isSubmitting}>
            {isSubmitting ? 'Changing Password…' : 'Change Password'}
          </Button>
        </Fields>
      )}
      <AuthFooter>
        <TextLink to={paths.auth.login}>Back to sign in</TextLink>
      </AuthFooter>
    </AuthCard>
  );
}
