import { Badge, Button, MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUndo20Regular, Save20Regular } from '@fluentui/react-icons';
import type { ApiFailure } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { codeWording } from '../../i18n/codeWording';

const useStyles = makeStyles({
  wrap: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: {
    position: 'sticky',
    bottom: 0,
    zIndex: 1,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow8,
    '@media (max-width: 640px)': { flexWrap: 'nowrap', padding: tokens.spacingHorizontalS },
  },
  status: { marginInlineEnd: 'auto', display: 'flex', gap: tokens.spacingHorizontalS, '@media (max-width: 640px)': { display: 'none' } },
  muted: { color: tokens.colorNeutralForeground3 },
  button: { '@media (max-width: 640px)': { flexGrow: 1 } },
});

export interface SaveBarProps {
  dirty: boolean;
  /** How many rules the draft breaks; Save waits until none. */
  issueCount: number;
  saving: boolean;
  canModify: boolean;
  saveError: ApiFailure | null;
  onDiscard: () => void;
}

/**
 * The sticky bar under a configuration form: unsaved or 'no changes', the rules still broken,
 * Discard and Save (a submit button: the form's onSubmit saves).
 */
export function SaveBar({ dirty, issueCount, saving, canModify, saveError, onDiscard }: SaveBarProps) {
  const styles = useStyles();
  const { t } = useTranslation('mf-config');
  if (!canModify) return null;
  return (
    <div className={styles.wrap}>
      {saveError && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{codeWording(saveError.code, saveError.message)}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        <span className={styles.status} aria-live="polite">
          {dirty ? (
            <Badge appearance="tint" color="warning">
              {t('form.unsaved')}
            </Badge>
          ) : (
            <Text size={200} className={styles.muted}>
              {t('form.noChanges')}
            </Text>
          )}
          {issueCount > 0 && (
            <Badge appearance="tint" color="danger">
              {t('form.issues', { count: issueCount })}
            </Badge>
          )}
        </span>
        <Button className={styles.button} icon={<ArrowUndo20Regular />} disabled={!dirty || saving} onClick={onDiscard}>
          {t('form.discard')}
        </Button>
        <Button
          className={styles.button}
          appearance="primary"
          type="submit"
          icon={saving ? <Spinner size="tiny" /> : <Save20Regular />}
          disabled={!dirty || issueCount > 0 || saving}
        >
          {saving ? t('form.saving') : t('form.save')}
        </Button>
      </div>
    </div>
  );
}
