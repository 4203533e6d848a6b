import styled from 'styled-components';
import { media } from '../../../ui/theme';

/** An admin page that adds things beside the list of them: the add panel on the left from lg up, above the list below it. */
export const AddBesideList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[10]};
  ${media.lg} {
    grid-template-columns: minmax(18rem, 24rem) minmax(0, 1fr);
    align-items: start;
  }
`;

/** The boxed panel that holds the add form of an AddBesideList page. */
export const AddPanel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;
