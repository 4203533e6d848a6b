import styled from 'styled-components';

/** A page of results that dims while the next view loads, so the last one stays in place. */
export const Results = styled.div`
  min-width: 0;
  transition: opacity ${({ theme }) => theme.duration.normal};
  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

/** A framed message in place of results: nothing found, nothing asked yet, or a failure. */
export const ResultsNotice = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[16]} ${theme.space[4]}`};
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow-wrap: anywhere;
  h2 {
    font-family: ${({ theme }) => theme.font.display};
    font-weight: ${({ theme }) => theme.fontWeight.regular};
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  p {
    color: ${({ theme }) => theme.color.muted};
  }
`;
