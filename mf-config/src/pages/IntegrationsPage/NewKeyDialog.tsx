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
import { MEDIA, type ApiKeyCreated } from '@hub/contracts';
import { useFocusReturn } from '@hub/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  surface: { maxWidth: '620px', width: 'calc(100vw - 32px)' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  keyRow: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'stretch', [MEDIA.phone]: { flexDirection: 'column' } },
  keyInput: { flexGrow: 1, minWidth: 0, fontFamily: tokens.fontFamilyMonospace },
  usage: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, color: tokens.colorNeutralForeground3 },
  // The live region takes no room until it has something to say.
  status: { ':empty': { display: 'none' } },
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
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  const input = useRef<HTMLInputElement>(null);
  useFocusReturn(created !== null);

  useEffect(() => setCopied('no'), [created]);

  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.key);
      setCopied('yes');
    } catch {
      // No clipboard (insecure origin, denied): select the text so the user can copy it by hand.
      input.current?.select();
      setCopied('failed');
    }
  };

  return (
    <Dialog open={created !== null} modalType="alert">
      <DialogSurface className={styles.surface} data-testid="api-key-reveal-dialog">
        <DialogBody>
          <DialogTitle>{t('integrations.reveal.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            <MessageBar intent="warning" layout="multiline">
              <MessageBarBody>
                <MessageBarTitle>{t('integrations.reveal.warningTitle')}</MessageBarTitle>
                {t('integrations.reveal.warning')}
              </MessageBarBody>
            </MessageBar>
            <Field label={t('integrations.reveal.keyLabel', { name: created?.name ?? '' })}>
              <div className={styles.keyRow}>
                <Input
                  ref={input}
                  className={styles.keyInput}
                  readOnly
                  dir="ltr"
                  value={created?.key ?? ''}
                  data-testid="api-key-value"
                  onFocus={(event) => event.target.select()}
                />
                <Button appearance="primary" icon={copied === 'yes' ? <Checkmark20Regular /> : <Copy20Regular />} onClick={() => void copy()}>
                  {copied === 'yes' ? t('integrations.reveal.copied') : t('integrations.reveal.copy')}
                </Button>
              </div>
            </Field>
            <Text role="status" aria-live="polite" size={200} className={styles.status}>
              {copied === 'failed' ? t('integrations.reveal.copyFailed') : ''}
            </Text>
            <div className={styles.usage}>
              <Text>{t('integrations.reveal.usage')}</Text>
              <code className={styles.code} dir="ltr">
                X-API-Key: {created?.prefix ?? 'hub'}_…
              </code>
            </div>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onDone}>
              {t('integrations.reveal.done')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
