import styled from 'styled-components';

export const MAIN_CONTENT_ID = 'main-content';

const Link = styled.a`
  position: fixed;
  top: ${({ theme }) => theme.space[3]};
  left: ${({ theme }) => theme.space[3]};
  z-index: ${({ theme }) => theme.zIndex.skipLink};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.onInk};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  text-decoration: none;
  transform: translateY(-200%);
  &:focus-visible,
  &:focus {
    transform: none;
  }
`;

/** The first stop for keyboard users: jumps past the header to the page's main content. */
export function SkipLink() {
  return <Link href={`#${MAIN_CONTENT_ID}`}>Skip to main content</Link>;
}
