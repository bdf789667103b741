import {
  Button,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  OverlayDrawer,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowSwap20Regular,
  Dismiss24Regular,
  Navigation24Regular,
  SignOut20Regular,
} from '@fluentui/react-icons';
import { SIDEBAR_WIDTH_PX, localizePath, type NavLinkItem } from '@hub/contracts';
import { navigateTo, useFocusReturn, useHubStore } from '@hub/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openAccountDrawer } from '../AccountDrawer/accountDrawerStore';
import { isActivePath, useNavigation } from '../MainNav/useNavigation';
import { UserAvatar } from '../UserMenu/UserAvatar';
import { useSignOut } from '../UserMenu/useSignOut';

const useStyles = makeStyles({
  drawer: { width: `${SIDEBAR_WIDTH_PX}px`, maxWidth: '86vw' },
  who: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, minWidth: 0 },
  whoText: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  // A Latin name in Arabic is cut at its own end (dir="auto"), still aligned with the page.
  ellipsis: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', textAlign: 'match-parent' },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
  },
  heading: {
    paddingBlock: '8px 2px',
    paddingInline: '12px',
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
  link: {
    display: 'block',
    paddingBlock: '10px',
    paddingInline: '12px',
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover },
  },
  nested: { paddingInlineStart: '24px' },
  active: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
  },
  footer: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** Spec section 2: the mobile side menu with avatar, user name, links, Switch and Logout buttons. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  useFocusReturn(open);
  const user = useHubStore((s) => s.user);
  const locale = useHubStore((s) => s.locale);
  const { items, path } = useNavigation();
  const signOut = useSignOut();
  const { t } = useTranslation('shell');
  const styles = useStyles();
  if (!user) return null;
  const link = (item: NavLinkItem, nested = false) => {
    const href = localizePath(item.path, locale);
    const active = isActivePath(item.path, path);
    return (
      <li key={item.key}>
        <a
          href={href}
          aria-current={active ? 'page' : undefined}
          className={mergeClasses(styles.link, nested && styles.nested, active && styles.active)}
          onClick={(e) => {
            e.preventDefault();
            setOpen(false);
            navigateTo(href);
          }}
        >
          {t(`nav.${item.key}`)}
        </a>
      </li>
    );
  };
  return (
    <>
      <Button
        appearance="subtle"
        icon={<Navigation24Regular />}
        aria-label={t('topBar.openMenu')}
        aria-expanded={open}
        data-testid="mobile-menu-button"
        onClick={() => setOpen(true)}
      />
      <OverlayDrawer
        position="start"
        open={open}
        onOpenChange={(_, d) => setOpen(d.open)}
        className={styles.drawer}
      >
        <DrawerHeader>
          <div className={styles.who}>
            <UserAvatar user={user} size={48} />
            <div className={styles.whoText}>
              <Text weight="semibold" className={styles.ellipsis} dir="auto">
                {user.userName}
              </Text>
              <Text size={200} className={styles.ellipsis} dir="auto">
                {user.email}
              </Text>
            </div>
            <Button
              appearance="subtle"
              aria-label={t('topBar.closeMenu')}
              icon={<Dismiss24Regular />}
              onClick={() => setOpen(false)}
            />
          </div>
        </DrawerHeader>
        <DrawerBody>
          <nav aria-label={t('nav.main')}>
            <ul className={styles.list}>
              {items.map((item) =>
                item.kind === 'link' ? (
                  link(item)
                ) : (
                  <li key={item.key}>
                    <div className={styles.heading}>{t(`nav.${item.key}`)}</div>
                    <ul className={styles.list}>{item.children.map((c) => link(c, true))}</ul>
                  </li>
                ),
              )}
            </ul>
          </nav>
          <ul className={styles.list}>
            <li>
              <a
                href={localizePath('/notification', locale)}
                aria-current={isActivePath('/notification', path) ? 'page' : undefined}
                className={mergeClasses(styles.link, isActivePath('/notification', path) && styles.active)}
                onClick={(e) => {
                  e.preventDefault();
                  setOpen(false);
                  navigateTo(localizePath('/notification', locale));
                }}
              >
                {t('notificationsPage.menu')}
              </a>
            </li>
          </ul>
        </DrawerBody>
        <DrawerFooter className={styles.footer}>
          <Button
            appearance="secondary"
            icon={<ArrowSwap20Regular />}
            data-testid="mobile-switch"
            onClick={() => {
              setOpen(false);
              openAccountDrawer();
            }}
          >
            {t('user.switch')}
          </Button>
          <Button appearance="primary" icon={<SignOut20Regular />} onClick={signOut}>
            {t('user.logout')}
          </Button>
        </DrawerFooter>
      </OverlayDrawer>
    </>
  );
}
