import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { type ApiKeyCreated } from '@hub/contracts';
import { SecretRevealDialog } from '@hub/ui';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  usage: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, color: tokens.colorNeutralForeground3 },
  code: {
    display: 'block',
    fontFamily: tokens.fontFamilyMonospace,
    whiteSpace: 'nowrap',
    overflowX: 'auto',
    textAlign: 'start',
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground1,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
  },
});

export interface NewKeyDialogProps {
  created: ApiKeyCreated | null;
  onDone: () => void;
}

/**
 * The one time the full key is shown: copy button and a warning that it will not be shown again.
 * Closing needs the Done button (no click outside), so the key is not lost by accident.
 */
export function NewKeyDialog({ created, onDone }: NewKeyDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation('mf-config');
  return (
    <SecretRevealDialog
      secret={created?.key ?? null}
      title={t('integrations.reveal.title')}
      warningTitle={t('integrations.reveal.warningTitle')}
      warning={t('integrations.reveal.warning')}
      label={t('integrations.reveal.keyLabel', { name: created?.name ?? '' })}
      texts={{
        copy: t('integrations.reveal.copy'),
        copied: t('integrations.reveal.copied'),
        copyFailed: t('integrations.reveal.copyFailed'),
        done: t('integrations.reveal.done'),
      }}
      onDone={onDone}
      testId="api-key-reveal-dialog"
      valueTestId="api-key-value"
    >
      <div className={styles.usage}>
        <Text>{t('integrations.reveal.usage')}</Text>
        <code className={styles.code} dir="ltr">
          X-API-Key: {created?.prefix ?? 'hub'}_…
        </code>
      </div>
    </SecretRevealDialog>
  );
}
