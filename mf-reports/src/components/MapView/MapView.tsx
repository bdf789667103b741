import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import type { MapPin } from '@hub/contracts';
import { PageState } from '@hub/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { splitByLocation } from '../../domain/storeMap';
import { useStoreMap } from '../../hooks/useStoreMap';
import { codeWording } from '../../i18n/codeWording';
import { PinBadge } from '../LocationsView';

/** OpenLayers and the country outlines load only when the map is opened. */
const StoreMap = lazy(() => import('./StoreMap'));

const useStyles = makeStyles({
  wrap: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  legend: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, margin: 0, padding: 0, listStyle: 'none' },
});

const PINS: readonly MapPin[] = ['S', 'O', 'N'];

/** The map view of the reports page (spec section 2): today's pin of every store the user sees. */
export function MapView({ store }: { store: string }) {
  const styles = useStyles();
  const { t } = useTranslation('mf-reports');
  const map = useStoreMap();
  if (map.status === 'loading') return <PageState kind="loading" />;
  if (map.status === 'error') return <PageState kind="error" title={t('map.error')} message={codeWording(map.error.code, map.error.message)} onRetry={map.reload} />;
  const stores = map.data.stores.filter((s) => store === 'All' || s.code === store);
  if (stores.length === 0) return <PageState kind="empty" title={t('locations.empty')} />;
  const { placed, unplaced } = splitByLocation(stores);
  return (
    <div className={styles.wrap} data-testid="map-view">
      <ul className={styles.legend} aria-label={t('map.legend')}>
        {PINS.map((pin) => (
          <li key={pin}>
            <PinBadge pin={pin} count={placed.filter((s) => s.pin === pin).length} />
          </li>
        ))}
      </ul>
      {unplaced.length > 0 && (
        <MessageBar intent="warning" data-testid="map-unplaced">
          <MessageBarBody>{t('map.unplaced', { count: unplaced.length, stores: unplaced.map((s) => s.name).join(', ') })}</MessageBarBody>
        </MessageBar>
      )}
      <Suspense fallback={<PageState kind="loading" />}>
        <StoreMap stores={placed} tiles={map.data.tiles} />
      </Suspense>
    </div>
  );
}
