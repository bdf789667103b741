import { Button, MessageBar, MessageBarActions, MessageBarBody, makeStyles } from '@fluentui/react-components';
import { Dismiss20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from './useSnackbar';

const useStyles = makeStyles({
  root: {
    position: 'fixed',
    insetBlockStart: '12px',
    left: 0,
    right: 0,
    marginLeft: 'auto',
    marginRight: 'auto',
    width: 'fit-content',
    zIndex: 1000,
    minWidth: 'min(360px, 92vw)',
    maxWidth: '92vw',
    boxShadow: '0 4px 16px rgba(0,0,0,0.2)',
  },
});

/** Spec section 2: a coloured message at the top with a close button; success messages use it. */
export function Snackbar() {
  const { open, message, intent, close } = useSnackbar();
  const styles = useStyles();
  const { t } = useTranslation('common');
  if (!open) return null;
  return (
    <div className={styles.root} role="status" aria-live="polite" data-testid="snackbar">
      <MessageBar intent={intent}>
        <MessageBarBody>{message}</MessageBarBody>
        <MessageBarActions
          containerAction={
            <Button appearance="transparent" aria-label={t('actions.close')} icon={<Dismiss20Regular />} onClick={close} />
          }
        />
      </MessageBar>
    </div>
  );
}
