import styled from 'styled-components';

export const AuthCard = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
`;

export const AuthHeading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  h1 {
    font-family: ${({ theme }) => theme.font.display};
    font-weight: ${({ theme }) => theme.fontWeight.regular};
    font-size: clamp(2rem, 5vw, 2.5rem);
  }
  p {
    color: ${({ theme }) => theme.color.muted};
  }
`;

export const AuthFooter = styled.p`
  color: ${({ theme }) => theme.color.muted};
  text-align: center;
`;

/**
 * A boxed message in place of (or above) a form: the answer to a request, or why a link no longer
 * works. `$tone="danger"` for a refusal; the text keeps the ink colour, the border carries the tone.
 */
export const AuthNotice = styled.div<{ $tone?: 'neutral' | 'danger' }>`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme, $tone = 'neutral' }) => ($tone === 'danger' ? theme.color.danger : theme.color.borderStrong)};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone = 'neutral' }) => ($tone === 'danger' ? theme.color.dangerSoft : theme.color.surface)};
  overflow-wrap: anywhere;
`;
