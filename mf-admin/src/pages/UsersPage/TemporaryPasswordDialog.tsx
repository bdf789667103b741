import { SecretRevealDialog } from '@hub/ui';
import { useTranslation } from 'react-i18next';

/** A temporary password just set, for the one time it is shown. */
export interface TemporaryPasswordShown {
  userName: string;
  temporaryPassword: string;
}

/**
 * Issue 29 item 3: the temporary password, shown once to the administrator who set it (never mailed,
 * logged or shown again), with a copy button; only Done closes it.
 */
export function TemporaryPasswordDialog({ shown, onDone }: { shown: TemporaryPasswordShown | null; onDone: () => void }) {
  const { t } = useTranslation('mf-admin');
  const name = shown?.userName ?? '';
  return (
    <SecretRevealDialog
      secret={shown?.temporaryPassword ?? null}
      title={t('users.temporary.revealTitle', { name })}
      warningTitle={t('users.temporary.warningTitle')}
      warning={t('users.temporary.warning', { name })}
      label={t('users.temporary.label')}
      texts={{ copy: t('users.temporary.copy'), copied: t('users.temporary.copied'), copyFailed: t('users.temporary.copyFailed'), done: t('users.temporary.done') }}
      onDone={onDone}
      testId="temporary-password-dialog"
      valueTestId="temporary-password-value"
    />
  );
}
