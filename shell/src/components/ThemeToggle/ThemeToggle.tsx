import { Button, Tooltip } from '@fluentui/react-components';
import { WeatherMoon20Regular, WeatherSunny20Regular } from '@fluentui/react-icons';
import { useHubStore } from '@hub/ui/core';
import { useTranslation } from 'react-i18next';

/** Dark/light toggle; the choice is saved under 'theme' (spec section 4). */
export function ThemeToggle() {
  const theme = useHubStore((s) => s.theme);
  const toggleTheme = useHubStore((s) => s.toggleTheme);
  const { t } = useTranslation('shell');
  const dark = theme === 'dark';
  return (
    <Tooltip content={dark ? t('theme.toLight') : t('theme.toDark')} relationship="description">
      <Button
        appearance="subtle"
        aria-label={t('theme.toggle')}
        aria-pressed={dark}
        data-testid="theme-toggle"
        icon={dark ? <WeatherSunny20Regular /> : <WeatherMoon20Regular />}
        onClick={toggleTheme}
      />
    </Tooltip>
  );
}
