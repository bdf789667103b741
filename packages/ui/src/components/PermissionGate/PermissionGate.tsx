import type { ReactNode } from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { LockClosed24Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useLocalizedNavigation } from '../../hooks/useHomePath';
import { usePermission, type PermissionRequirement } from './usePermissionGate';

export type PermissionGateMode = 'remove' | 'overlay' | 'disable';

export interface PermissionGateProps extends PermissionRequirement {
  /** Spec section 6: gated parts are removed, covered by a blurred Access Denied overlay, or disabled. */
  mode?: PermissionGateMode;
  /** Overlay mode: show a Home button. */
  showHome?: boolean;
  children: ReactNode;
}

const useStyles = makeStyles({
  wrap: { position: 'relative', minHeight: '160px' },
  blurred: { filter: 'blur(4px)', pointerEvents: 'none', userSelect: 'none' },
  overlay: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalS,
    textAlign: 'center',
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorBackgroundOverlay,
    color: tokens.colorNeutralForegroundOnBrand,
    borderRadius: tokens.borderRadiusMedium,
  },
  fieldset: { border: 'none', margin: 0, padding: 0, minWidth: 0 },
});

export function PermissionGate({ mode = 'remove', showHome = false, children, ...req }: PermissionGateProps) {
  const allowed = usePermission(req);
  const styles = useStyles();
  const { t } = useTranslation('common');
  const { go } = useLocalizedNavigation();
  if (allowed) return <>{children}</>;
  if (mode === 'remove') return null;
  if (mode === 'disable') {
    return (
      <fieldset disabled className={styles.fieldset} data-permission-gate="disabled">
        {children}
      </fieldset>
    );
  }
  return (
    <div className={styles.wrap} data-permission-gate="overlay">
      <div className={styles.blurred} aria-hidden="true" inert>
        {children}
      </div>
      <div className={styles.overlay} role="alert">
        <LockClosed24Regular />
        <Text weight="semibold" size={400}>
          {t('permission.accessDenied')}
        </Text>
        <Text>{t('permission.deniedSection')}</Text>
        <Text>{t('permission.contactAdmin')}</Text>
        {showHome && (
          <Button appearance="primary" onClick={() => go('/')}>
            {t('actions.home')}
          </Button>
        )}
      </div>
    </div>
  );
}
