import styled, { css } from 'styled-components';

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

/** The look of a boxed warning the admin should act on: a heading (h2), a sentence or two, links in the warning's colour. */
export const warningNoticeStyle = css`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[8]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[5]}`};
  border: 1px solid ${({ theme }) => theme.color.warningText};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.warningSoft};
  color: ${({ theme }) => theme.color.warningText};
  h2 {
    font-size: ${({ theme }) => theme.fontSize.md};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
  a {
    color: inherit;
  }
`;

/** A boxed warning the admin should act on (see warningNoticeStyle). */
export const WarningNotice = styled.div`
  ${warningNoticeStyle}
`;
