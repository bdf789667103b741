import type { ReactNode } from 'react';
import { FluentProvider } from '@fluentui/react-components';
import { I18nextProvider } from 'react-i18next';
import { directionOf } from '@hub/contracts';
import { i18n } from '../../i18n/i18n';
import { useHubStore } from '../../store/hubStore';
import { hubTheme } from '../../theme/hubTheme';

export interface HubRootProps {
  children: ReactNode;
  /** Remotes sit on the shell's page background: their provider paints none of its own. */
  transparent?: boolean;
}

/**
 * Note: no className here; FluentProvider copies its classes onto portal mount nodes.
 * The provider every React root (shell and each remote) wraps itself in: shared theme, direction, i18n. */
export function HubRoot({ children, transparent = false }: HubRootProps) {
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
