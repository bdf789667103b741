import {
  Button,
  Menu,
  MenuItemLink,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { ChevronDown16Regular } from '@fluentui/react-icons';
import { localizePath, type NavLinkItem } from '@hub/contracts';
import { navigateTo, useHubStore } from '@hub/ui';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isActivePath, useNavigation } from './useNavigation';

const useStyles = makeStyles({
  nav: { display: 'flex', alignItems: 'center', gap: '2px', minWidth: 0, flexWrap: 'nowrap', overflowX: 'auto' },
  list: { display: 'flex', alignItems: 'center', gap: '2px', listStyleType: 'none', margin: 0, padding: 0 },
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    height: '32px',
    paddingInline: '10px',
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    textDecoration: 'none',
    fontWeight: tokens.fontWeightSemibold,
    whiteSpace: 'nowrap',
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover, color: tokens.colorNeutralForeground1 },
  },
  active: {
    color: tokens.colorBrandForeground1,
    backgroundColor: tokens.colorBrandBackground2,
    ':hover': { color: tokens.colorBrandForeground1, backgroundColor: tokens.colorBrandBackground2Hover },
  },
  groupActive: { color: tokens.colorBrandForeground1 },
});

function useGo() {
  const locale = useHubStore((s) => s.locale);
  return (path: string) => ({
    href: localizePath(path, locale),
    onClick: (e: MouseEvent) => {
      if (e.metaKey || e.ctrlKey || e.shiftKey) return;
      e.preventDefault();
      navigateTo(localizePath(path, locale));
    },
  });
}

/** Top navigation in a `<nav>`: groups as menus, links as links, the active item marked. */
export function MainNav() {
  const { items, path } = useNavigation();
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const go = useGo();
  if (items.length === 0) return null;
  const link = (item: NavLinkItem) => {
    const active = isActivePath(item.path, path);
    return (
      <a
        {...go(item.path)}
        className={mergeClasses(styles.link, active && styles.active)}
        aria-current={active ? 'page' : undefined}
      >
        {t(`nav.${item.key}`)}
      </a>
    );
  };
  return (
    <nav aria-label={t('nav.main')} className={styles.nav} data-testid="main-nav">
      <ul className={styles.list}>
        {items.map((item) =>
          item.kind === 'link' ? (
            <li key={item.key}>{link(item)}</li>
          ) : (
            <li key={item.key}>
              <Menu>
                <MenuTrigger disableButtonEnhancement>
                  <Button
                    appearance="subtle"
                    icon={<ChevronDown16Regular />}
                    iconPosition="after"
                    className={mergeClasses(item.children.some((c) => isActivePath(c.path, path)) && styles.groupActive)}
                  >
                    {t(`nav.${item.key}`)}
                  </Button>
                </MenuTrigger>
                <MenuPopover>
                  <MenuList>
                    {item.children.map((child) => (
                      <MenuItemLink
                        key={child.key}
                        {...go(child.path)}
                        aria-current={isActivePath(child.path, path) ? 'page' : undefined}
                      >
                        {t(`nav.${child.key}`)}
                      </MenuItemLink>
                    ))}
                  </MenuList>
                </MenuPopover>
              </Menu>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
