import { MEDIA } from '@hub/contracts';
import { Badge, Button, MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUndo20Regular, Save20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '../../hooks';
import { COMMON_NS, codeWording } from '../../i18n';

const useStyles = makeStyles({
  // The whole bar (a refused save's message too) sticks to the bottom of the form while the form
  // scrolls, on a band of the page's own background: the cards scrolling under it are covered
  // cleanly instead of showing through the gaps around the bar.
  wrap: {
    position: 'sticky',
    bottom: 0,
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingBlock: tokens.spacingVerticalS,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  actions: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    // Room at the inline end for the shell's go-to-top button (fixed 24 px from the corner).
    paddingInlineEnd: '64px',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow8,
    [MEDIA.phone]: {
      flexWrap: 'nowrap',
      padding: tokens.spacingHorizontalS,
      paddingInlineEnd: '64px',
      gap: tokens.spacingHorizontalS,
    },
  },
  // Phones keep both buttons on one row; the Discard button being enabled tells the draft's state.
  status: {
    marginInlineEnd: 'auto',
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    [MEDIA.phone]: { display: 'none' },
  },
  muted: { color: tokens.colorNeutralForeground3 },
  button: {
    [MEDIA.phone]: { flexGrow: 1, flexBasis: 0, minWidth: 0, paddingInline: tokens.spacingHorizontalS },
  },
  // On phones the buttons keep only their words, so both fit on one line.
  phoneHidden: { [MEDIA.phone]: { display: 'none' } },
});

export interface SaveBarProps {
  dirty: boolean;
  saving: boolean;
  /** Users without the MODIFY permission see no bar. */
  canModify: boolean;
  onDiscard: () => void;
  /** How many rules the draft breaks; Save waits until none (default 0). */
  issueCount?: number;
  /** A refused save's code, shown above the bar in the user's language. */
  saveError?: ApiFailure | null;
  /**
   * Save stays enabled with nothing changed, for screens whose server answers 'nothing to update'
   * itself (the data mapping's CDM003).
   */
  saveWhenUnchanged?: boolean;
  /** The Save button's words (default "Save"). */
  saveLabel?: string;
}

/**
 * The sticky bar under a form: unsaved or 'no changes', the rules still broken, Discard and Save
 * (a submit button: the form's onSubmit saves).
 */
export function SaveBar({
  dirty,
  saving,
  canModify,
  onDiscard,
  issueCount = 0,
  saveError = null,
  saveWhenUnchanged = false,
  saveLabel,
}: SaveBarProps) {
  const styles = useStyles();
  const { t } = useTranslation(COMMON_NS);
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
              {t('saveBar.unsaved')}
            </Badge>
          ) : (
            <Text size={200} className={styles.muted}>
              {t('saveBar.noChanges')}
            </Text>
          )}
          {issueCount > 0 && (
            <Badge appearance="tint" color="danger">
              {t('saveBar.issues', { count: issueCount })}
            </Badge>
          )}
        </span>
        <Button
          className={styles.button}
          icon={{ children: <ArrowUndo20Regular />, className: styles.phoneHidden }}
          disabled={!dirty || saving}
          onClick={onDiscard}
        >
          {t('saveBar.discard')}
        </Button>
        <Button
          className={styles.button}
          appearance="primary"
          type="submit"
          icon={saving ? <Spinner size="tiny" /> : { children: <Save20Regular />, className: styles.phoneHidden }}
          disabled={(!dirty && !saveWhenUnchanged) || issueCount > 0 || saving}
        >
          {saving ? t('saveBar.saving') : (saveLabel ?? t('saveBar.save'))}
        </Button>
      </div>
    </div>
  );
}
