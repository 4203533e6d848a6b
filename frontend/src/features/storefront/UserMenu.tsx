import { MenuTrigger } from 'react-aria-components';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../app/paths';
import { IconButton } from '../../ui/Button';
import { LogoutIcon, UserIcon } from '../../ui/Icons';
import { Menu, MenuHeader, MenuItem, MenuSection, Popover } from '../../ui/Menu';
import { useAuth } from '../auth/auth-context';

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

/** The header's account menu: who is signed in, Account, Logout. */
export function UserMenu() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  if (!user) return null;

  const onLogout = async () => {
    await logout();
    navigate(paths.auth.login, { replace: true });
  };

  return (
    <MenuTrigger>
      {/* Named after who is signed in, as the spec's header reads "Logged in as {userName}". */}
      <IconButton aria-label={`Logged in as ${user.userName}`}>
        {user.userName.trim() ? <Initial aria-hidden="true">{user.userName.trim().charAt(0)}</Initial> : <UserIcon />}
      </IconButton>
      <Popover placement="bottom end" offset={8}>
        <Menu aria-label="Account menu">
          <MenuSection>
            <MenuHeader>
              Logged in as <strong>{user.userName}</strong>
            </MenuHeader>
            <MenuItem id="account" href={paths.shop.account} textValue="Account">
              <UserIcon />
              Account
            </MenuItem>
            <MenuItem id="logout" onAction={() => void onLogout()} textValue="Logout">
              <LogoutIcon />
              Logout
            </MenuItem>
          </MenuSection>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
