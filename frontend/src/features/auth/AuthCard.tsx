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
