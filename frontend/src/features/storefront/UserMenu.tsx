import { lazy, Suspense, useEffect, useState } from 'react';
import { IconButton } from '../../ui/Button';
import { whenIdle } from '../../ui/when-idle';
import { useAuth } from '../auth/auth-context';
import { AccountInitial, accountButtonLabel } from './account-avatar';

// The menu (react-aria's collection, popover and focus machinery) is not needed to show a page:
// it loads when the browser is idle, or at once when the button is hovered or pressed first.
const loadAccountMenu = () => import('./AccountMenu');
const AccountMenu = lazy(async () => ({ default: (await loadAccountMenu()).AccountMenu }));

type Stage = 'button' | 'menu' | 'menu-open';

/** The header's account button and menu: who is signed in, Account, Logout. */
export function UserMenu() {
  const { user } = useAuth();
  const [stage, setStage] = useState<Stage>('button');

  useEffect(() => whenIdle(() => setStage((current) => (current === 'button' ? 'menu' : current))), []);

  if (!user) return null;
  // Until the menu's code is here, the same button stands in; pressed, the menu opens as it arrives.
  const standIn = (
    // Named, not left to useId: the server renders the button apart from the page (ViewerSlot).
    <IconButton id="account-button" aria-label={accountButtonLabel(user.userName)} onHoverStart={() => void loadAccountMenu()} onPress={() => setStage('menu-open')}>
      <AccountInitial userName={user.userName} />
    </IconButton>
  );
  if (stage === 'button') return standIn;
  return (
    <Suspense fallback={standIn}>
      <AccountMenu defaultOpen={stage === 'menu-open'} />
    </Suspense>
  );
}
