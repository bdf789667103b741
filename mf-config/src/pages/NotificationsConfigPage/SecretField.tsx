import { Badge, Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { SecretDraft } from '../../domain/notificationChannelForm';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', minWidth: 0 },
  input: { flexGrow: 1, minWidth: 0 },
});

export interface SecretFieldProps {
  label: string;
  /** Whether one is stored (answers never carry the value). */
  stored: boolean;
  value: SecretDraft;
  disabled: boolean;
  required?: boolean;
  validationMessage?: string;
  onChange: (value: SecretDraft) => void;
}

/**
 * A write-only secret: a stored one shows as "Set" with Replace (and Remove), never its value; a new
 * value is typed into a password input that the browser does not fill in.
 */
export function SecretField({ label, stored, value, disabled, required, validationMessage, onChange }: SecretFieldProps) {
  const styles = useStyles();
  const { t } = useTranslation('mf-config');
  const typing = value.mode === 'replace' || (!stored && value.mode === 'keep');
  return (
    <Field label={label} required={required} validationMessage={validationMessage} validationState={validationMessage ? 'error' : 'none'}>
      {typing ? (
        <div className={styles.row}>
          <Input
            className={styles.input}
            type="password"
            autoComplete="new-password"
            value={value.mode === 'replace' ? value.value : ''}
            disabled={disabled}
            placeholder={stored ? t('notifications.secret.newValue') : undefined}
            onChange={(_, d) => onChange({ mode: 'replace', value: d.value })}
          />
          {stored && (
            <Button size="small" appearance="subtle" disabled={disabled} onClick={() => onChange({ mode: 'keep' })}>
              {t('notifications.secret.keep')}
            </Button>
          )}
        </div>
      ) : (
        <div className={styles.row} data-testid="secret-state">
          {value.mode === 'clear' ? (
            <Badge appearance="tint" color="warning">
              {t('notifications.secret.cleared')}
            </Badge>
          ) : (
            <Badge appearance="tint" color="success">
              {t('notifications.secret.set')}
            </Badge>
          )}
          <Button size="small" disabled={disabled} onClick={() => onChange({ mode: 'replace', value: '' })} aria-label={t('notifications.secret.replaceNamed', { name: label })}>
            {t('notifications.secret.replace')}
          </Button>
          {value.mode === 'keep' ? (
            <Button size="small" appearance="subtle" disabled={disabled} onClick={() => onChange({ mode: 'clear' })} aria-label={t('notifications.secret.removeNamed', { name: label })}>
              {t('notifications.secret.remove')}
            </Button>
          ) : (
            <Button size="small" appearance="subtle" disabled={disabled} onClick={() => onChange({ mode: 'keep' })}>
              {t('notifications.secret.keep')}
            </Button>
          )}
        </div>
      )}
    </Field>
  );
}
