import styled from 'styled-components';
import { UserIcon } from '../../ui/Icons';

const Initial = styled.span`
  display: grid;
  place-items: center;
  width: 2rem;
  height: 2rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.onInk};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  text-transform: uppercase;
`;

/** Named after who is signed in, as the spec's header reads "Logged in as {userName}". */
export function accountButtonLabel(userName: string): string {
  return `Logged in as ${userName}`;
}

/** The account button's face: the first letter of the name, or a person icon. */
export function AccountInitial({ userName }: { userName: string }) {
  const name = userName.trim();
  return name ? <Initial aria-hidden="true">{name.charAt(0)}</Initial> : <UserIcon />;
}
