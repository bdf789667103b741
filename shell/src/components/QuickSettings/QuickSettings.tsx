import { Button, Menu, MenuItemLink, MenuList, MenuPopover, MenuTrigger, tokens } from '@fluentui/react-components';
import { CheckmarkCircle16Filled, Settings20Regular, Warning16Filled } from '@fluentui/react-icons';
import { localizePath, setupIcon, visibleQuickSettings } from '@hub/contracts';
import { navigateTo, useHubStore } from '@hub/ui';
import { useTranslation } from 'react-i18next';

function StatusIcon({ status, done, pending }: { status: ReturnType<typeof setupIcon>; done: string; pending: string }) {
  if (status === 'done') return <CheckmarkCircle16Filled aria-label={done} style={{ color: tokens.colorPaletteGreenForeground1 }} />;
  if (status === 'warning') return <Warning16Filled aria-label={pending} style={{ color: tokens.colorPaletteMarigoldForeground1 }} />;
  return null;
}

/** Spec sections 2 and 6: opens on hover; entries by permission with their setup status; hidden for OWNER. */
export function QuickSettings() {
  const user = useHubStore((s) => s.user);
  const locale = useHubStore((s) => s.locale);
  const moduleStatus = useHubStore((s) => s.moduleStatus);
  useHubStore((s) => s.modules);
  const { t } = useTranslation('shell');
  const entries = user ? visibleQuickSettings(user.roles, user.roleName) : [];
  if (entries.length === 0) return null;
  return (
    <Menu openOnHover hoverDelay={100}>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" icon={<Settings20Regular />} aria-label={t('quickSettings.title')} data-testid="quick-settings" />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {entries.map((entry) => {
            const href = localizePath(entry.path, locale);
            return (
              <MenuItemLink
                key={entry.key}
                href={href}
                onClick={(e) => {
                  e.preventDefault();
                  navigateTo(href);
                }}
                secondaryContent={
                  <StatusIcon status={setupIcon(moduleStatus(entry.module))} done={t('quickSettings.done')} pending={t('quickSettings.pending')} />
                }
              >
                {t(`quickSettings.${entry.key}`)}
              </MenuItemLink>
            );
          })}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
