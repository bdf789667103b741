import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Checkmark20Regular, Copy20Regular } from '@fluentui/react-icons';
import { MEDIA } from '@hub/contracts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useFocusReturn } from '../../hooks/useFocusReturn';

const useStyles = makeStyles({
  surface: { maxWidth: '620px', width: 'calc(100vw - 32px)' },
  // A long name (an e-mail address) wraps instead of leaving a phone's screen.
  title: { overflowWrap: 'anywhere' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'stretch', [MEDIA.phone]: { flexDirection: 'column' } },
  value: { flexGrow: 1, minWidth: 0, fontFamily: tokens.fontFamilyMonospace },
  // The live region takes no room until it has something to say.
  status: { ':empty': { display: 'none' } },
});

export interface SecretRevealDialogProps {
  /** The secret; null: the dialog is closed. */
  secret: string | null;
  title: string;
  warningTitle: string;
  warning: string;
  label: string;
  /** The words of the copy button, its done state, a failed copy, and the closing button. */
  texts: { copy: string; copied: string; copyFailed: string; done: string };
  onDone: () => void;
  testId: string;
  valueTestId: string;
  /** Shown under the secret (how to use it). */
  children?: ReactNode;
}

/**
 * The one time a secret (an API key, a temporary password) is shown: a warning, the value with a
 * copy button (no clipboard: the text is selected to copy by hand). Only the Done button closes it
 * (no click outside), so the secret is not lost by accident.
 */
export function SecretRevealDialog({ secret, title, warningTitle, warning, label, texts, onDone, testId, valueTestId, children }: SecretRevealDialogProps) {
  const styles = useStyles();
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  const input = useRef<HTMLInputElement>(null);
  useFocusReturn(secret !== null);
  useEffect(() => setCopied('no'), [secret]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret ?? '');
      setCopied('yes');
    } catch {
      input.current?.select();
      setCopied('failed');
    }
  };

  return (
    <Dialog open={secret !== null} modalType="alert">
      <DialogSurface className={styles.surface} data-testid={testId}>
        <DialogBody>
          <DialogTitle className={styles.title}>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            <MessageBar intent="warning" layout="multiline">
              <MessageBarBody>
                <MessageBarTitle>{warningTitle}</MessageBarTitle>
                {warning}
              </MessageBarBody>
            </MessageBar>
            <Field label={label}>
              <div className={styles.row}>
                <Input
                  ref={input}
                  className={styles.value}
                  readOnly
                  dir="ltr"
                  value={secret ?? ''}
                  data-testid={valueTestId}
                  onFocus={(event) => event.target.select()}
                />
                <Button appearance="primary" icon={copied === 'yes' ? <Checkmark20Regular /> : <Copy20Regular />} onClick={() => void copy()}>
                  {copied === 'yes' ? texts.copied : texts.copy}
                </Button>
              </div>
            </Field>
            <Text role="status" aria-live="polite" size={200} className={styles.status}>
              {copied === 'failed' ? texts.copyFailed : ''}
            </Text>
            {children}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onDone}>
              {texts.done}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
