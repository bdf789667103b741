import { MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import type { SavedConfig } from '@hub/contracts';
import { useTranslation } from 'react-i18next';
import { useConfigPageStyles } from '../../components/configPageStyles';

/** When the config was saved last; before its first save, what the defaults mean for tablets. */
export function SavedNote({ saved, notSavedText, intent }: { saved: SavedConfig<unknown> | null; notSavedText: string; intent: 'info' | 'warning' }) {
  const page = useConfigPageStyles();
  const { t, i18n } = useTranslation('mf-config');
  if (saved === null) {
    return (
      <MessageBar intent={intent} data-testid="config-not-saved">
        <MessageBarBody>{notSavedText}</MessageBarBody>
      </MessageBar>
    );
  }
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(saved.updatedAt));
  return (
    <Text size={200} className={page.muted}>
      {t('stockTake.lastSaved', { when })}
    </Text>
  );
}
