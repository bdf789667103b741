import { Badge } from '@fluentui/react-components';

const NOWRAP = { whiteSpace: 'nowrap' } as const;
import { useTranslation } from 'react-i18next';
import type { StoreRow } from './storeRows';

export function AutosyncBadge({ autosync }: { autosync: StoreRow['autosync'] }) {
  const { t } = useTranslation('mf-admin');
  if (!autosync.enabled) {
    return (
      <Badge appearance="outline" color="informative" style={NOWRAP}>
        {t('stores.autosync.off')}
      </Badge>
    );
  }
  return (
    <Badge appearance="tint" color="success" style={NOWRAP}>
      {autosync.frequency
        ? t('stores.autosync.onEvery', { frequency: t(`stores.frequency.${autosync.frequency}`, { defaultValue: autosync.frequency }) })
        : t('stores.autosync.on')}
    </Badge>
  );
}
