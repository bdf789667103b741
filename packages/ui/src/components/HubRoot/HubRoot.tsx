import type { ReactNode } from 'react';
import { FluentProvider, makeStaticStyles } from '@fluentui/react-components';
import { I18nextProvider } from 'react-i18next';
import { directionOf } from '@hub/contracts';
import { i18n } from '../../i18n/i18n';
import { useHubStore } from '../../store/hubStore';
import { hubTheme } from '../../theme/hubTheme';

/**
 * Every horizontal tab list of the hub scrolls inside itself when its tabs are wider than the screen
 * (a 390 px phone, Arabic's longer words), never widening the page (issue 30 item 4); its tabs keep
 * their width and stay on one line.
 */
const useTabListStyles = makeStaticStyles({
  '[role="tablist"][aria-orientation="horizontal"]': { maxWidth: '100%', overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'thin' },
  '[role="tablist"][aria-orientation="horizontal"] > [role="tab"]': { flexShrink: 0 },
});

export interface HubRootProps {
  children: ReactNode;
  /** Remotes sit on the shell's page background: their provider paints none of its own. */
  transparent?: boolean;
}

/**
 * Note: no className here; FluentProvider copies its classes onto portal mount nodes.
 * The provider every React root (shell and each remote) wraps itself in: shared theme, direction, i18n. */
export function HubRoot({ children, transparent = false }: HubRootProps) {
  useTabListStyles();
  const theme = useHubStore((s) => s.theme);
  const accent = useHubStore((s) => s.merchantTheme?.accent);
  const locale = useHubStore((s) => s.locale);
  return (
    <I18nextProvider i18n={i18n}>
      <FluentProvider theme={hubTheme(theme, accent)} dir={directionOf(locale)}
        style={transparent ? { backgroundColor: 'transparent' } : undefined}
      >
        {children}
      </FluentProvider>
    </I18nextProvider>
  );
}
