import { MenuTrigger } from 'react-aria-components';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { IconButton } from '../../ui/Button';
import { LogoutIcon, UserIcon } from '../../ui/Icons';
import { Menu, MenuHeader, MenuItem, MenuSection, Popover } from '../../ui/Menu';
import { useAuth } from '../auth/auth-context';
import { AccountInitial, accountButtonLabel } from './account-avatar';


/** The header's account menu: who is signed in, Account, Logout. Loaded by UserMenu. */
export function AccountMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  if (!user) return null;

  const onLogout = async () => {
    await logout();
    navigate(paths.auth.login, { replace: true });
  };

  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      {/* Named after who is signed in, as the spec's header reads "Logged in as {userName}". */}
      <IconButton aria-label={accountButtonLabel(user.userName)}>
        <AccountInitial userName={user.userName} />
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
