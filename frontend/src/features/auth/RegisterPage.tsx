import styled from 'styled-components';
import { paths } from '../../app/paths';
import { TextLink } from '../../ui/Button';
import { AuthCard, AuthFooter, AuthHeading } from './AuthCard';

const Note = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 3px solid ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  h2 {
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  p {
    color: ${({ theme }) => theme.color.muted};
  }
`;

/**
 * /auth/register. The API has no register mutation yet, so this page says so plainly instead of
 * showing a form that could not submit.
 */
export function RegisterPage() {
  return (
    <AuthCard>
      <title>Create account · Threadline</title>
      <AuthHeading>
        <h1>Create Account</h1>
        <p>Join Threadline to shop the latest collection.</p>
      </AuthHeading>
      <Note role="note">
        <h2>Registration is coming soon</h2>
        <p>New accounts can be created from the next API release. Until then, sign in with an existing account.</p>
      </Note>
      <AuthFooter>
        Already have an account? <TextLink to={paths.auth.login}>Sign in</TextLink>
      </AuthFooter>
    </AuthCard>
  );
}
