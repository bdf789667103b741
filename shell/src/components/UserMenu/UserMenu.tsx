import {
  Button,
  Menu,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { Alert20Regular, ArrowSwap20Regular, Person20Regular, SignOut20Regular } from '@fluentui/react-icons';
import { localizePath } from '@hub/contracts';
import { navigateTo, useHubStore } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { openAccountDrawer } from '../AccountDrawer/accountDrawerStore';
import { UserAvatar } from './UserAvatar';
import { useSignOut } from './useSignOut';

export function UserMenu() {
  const user = useHubStore((s) => s.user);
  const locale = useHubStore((s) => s.locale);
  const signOut = useSignOut();
  const { t } = useTranslation('shell');
  if (!user) return null;
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="transparent"
          aria-label={t('user.menu')}
          data-testid="user-menu"
          icon={<UserAvatar user={user} decorative />}
        />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuGroup>
            <MenuGroupHeader>{user.userName}</MenuGroupHeader>
            <MenuGroupHeader>{user.email}</MenuGroupHeader>
          </MenuGroup>
          <MenuDivider />
          <MenuItem
            icon={<ArrowSwap20Regular />}
            onClick={openAccountDrawer}
            data-testid="open-account-drawer"
          >
            {t('user.switchAccount')}
          </MenuItem>
          <MenuItem icon={<Person20Regular />} onClick={() => navigateTo(localizePath('/profile', locale))}>
            {t('account.profileLink')}
          </MenuItem>
          <MenuItem icon={<Alert20Regular />} onClick={() => navigateTo(localizePath('/notification', locale))} data-testid="open-notifications">
            {t('notificationsPage.menu')}
          </MenuItem>
          <MenuDivider />
          <MenuItem icon={<SignOut20Regular />} onClick={signOut}>
            {t('user.signOut')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
