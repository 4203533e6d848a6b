import styled from 'styled-components';

/** A boxed message in place of a list: empty, or failed to load (with a retry). */
export const Notice = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[4]}`};
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.lg};
  h2 {
    font-family: ${({ theme }) => theme.font.display};
    font-weight: ${({ theme }) => theme.fontWeight.regular};
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  p {
    color: ${({ theme }) => theme.color.muted};
  }
`;
