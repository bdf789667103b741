import { Button, Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { Globe20Regular } from '@fluentui/react-icons';
import { LOCALE_OPTIONS, isLocale, localizePath, type Locale } from '@hub/contracts';
import { navigateTo, useHubStore } from '@hub/ui/core';
import { useTranslation } from 'react-i18next';

/** Switches the language on the same page (localizePath) and saves the locale cookie. */
export function switchLanguage(locale: Locale): void {
  const { pathname, search, hash } = window.location;
  navigateTo(`${localizePath(pathname, locale)}${search}${hash}`);
}

export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const locale = useHubStore((s) => s.locale);
  const setLocale = useHubStore((s) => s.setLocale);
  const { t } = useTranslation('shell');
  const current = LOCALE_OPTIONS.find((o) => o.code === locale);
  const code = current?.code.toUpperCase();
  // The accessible name holds the visible code (WCAG 2.5.3, label in name), then what the button is for.
  const name = compact || !code ? t('language.label') : `${code} ${t('language.label')}`;
  return (
    <Menu
      checkedValues={{ locale: [locale] }}
      onCheckedValueChange={(_, data) => {
        const next = data.checkedItems[0];
        if (!isLocale(next)) return;
        setLocale(next);
        switchLanguage(next);
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" icon={<Globe20Regular />} aria-label={name} data-testid="language-switcher">
          {compact ? undefined : code}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {LOCALE_OPTIONS.map((option) => (
            <MenuItemRadio key={option.code} name="locale" value={option.code} lang={option.iso}>
              {option.name}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
