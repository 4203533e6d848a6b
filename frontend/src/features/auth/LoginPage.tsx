import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import styled from 'styled-components';
import { paths } from '../../app/paths';
import { Button, TextLink } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { AuthCard, AuthFooter, AuthHeading } from './AuthCard';
import { useAuth } from './auth-context';

const Fields = styled(Form)`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

// The way back in sits under the password it is about, where a visitor who cannot remember it looks.
const PasswordRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const ForgotLink = styled(TextLink)`
  justify-self: end;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** /auth/login. The spec asks for no client-side validation here: the server's answer is the message. */
export function LoginPage() {
  const { login } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setIsSubmitting(true);
    // On success the guard moves the viewer on (shop home or admin dashboard).
    const ok = await login({ email: email.trim(), password });
    if (!ok) setIsSubmitting(false);
  };

  return (
    <AuthCard>
      <title>Sign in · Threadline</title>
      <AuthHeading>
        <h1>Welcome Back</h1>
        <p>Sign in to your account to continue.</p>
      </AuthHeading>
      {/* validationBehavior "aria": the spec wants no client-side checks on sign-in, not even the
          browser's own email-format popup. */}
      <Fields onSubmit={onSubmit} validationBehavior="aria">
        <TextField label="Email" name="email" type="email" autoComplete="email" value={email} onChange={setEmail} />
        <PasswordRow>
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
          />
          <ForgotLink to={paths.auth.forgotPassword}>Forgot password?</ForgotLink>
        </PasswordRow>
        <Button type="submit" $variant="primary" $size="lg" $fullWidth isPending={isSubmitting}>
          {isSubmitting ? 'Signing In…' : 'Sign In'}
        </Button>
      </Fields>
      <AuthFooter>
        Don’t have an account? <TextLink to={paths.auth.register}>Create an account</TextLink>
      </AuthFooter>
    </AuthCard>
  );
}
