import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { localeOption, type MapStore } from '@hub/contracts';
import { formatZonedDateTime, HubLink, PageState, ResponsiveTable, StackedText, useHubStore, type ResponsiveTableColumn } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { useStoreMap } from '../../hooks/useStoreMap';
import { codeWording } from '../../i18n/codeWording';

const useStyles = makeStyles({
  mono: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
});

const PIN_COLOR = { N: 'informative', O: 'warning', S: 'success' } as const;

/** A store's pin of the day (spec section 4: N none, O ongoing, S submitted), with its letter and word (and how many, in a legend). */
export function PinBadge({ pin, count }: { pin: MapStore['pin']; count?: number }) {
  const { t } = useTranslation('mf-reports');
  const locale = useHubStore((s) => s.locale);
  const counted = count === undefined ? '' : ` (${new Intl.NumberFormat(localeOption(locale).iso).format(count)})`;
  return (
    <Badge appearance="tint" color={PIN_COLOR[pin]} style={{ whiteSpace: 'nowrap' }} data-testid="location-pin" data-pin={pin}>
      {`${pin} · ${t(`locations.pin.${pin}`)}${counted}`}
    </Badge>
  );
}

/** The locations tab of the map view (spec section 2): every store with today's pin and its last count. */
export function LocationsView({ store }: { store: string }) {
  const styles = useStyles();
  const { t } = useTranslation('mf-reports');
  const locale = useHubStore((s) => s.locale);
  const number = new Intl.NumberFormat(localeOption(locale).iso);
  const map = useStoreMap();
  if (map.status === 'loading') return <PageState kind="loading" />;
  if (map.status === 'error') return <PageState kind="error" title={t('locations.error')} message={codeWording(map.error.code, map.error.message)} onRetry={map.reload} />;
  const stores = map.data.stores.filter((s) => store === 'All' || s.code === store);
  if (stores.length === 0) return <PageState kind="empty" title={t('locations.empty')} />;
  const last = (s: MapStore) =>
    s.last ? (
      <HubLink to={`/management/reports/${encodeURIComponent(s.last.stocktakeId)}`}>
        <span className={styles.mono}>{s.last.stocktakeId}</span>
      </HubLink>
    ) : (
      '-'
    );
  const when = (s: MapStore) => (s.last ? formatZonedDateTime(s.last.startTime, locale, s.tz) : '-');
  const missing = (s: MapStore) => (s.last ? number.format(s.last.missingCount) : '-');
  const columns: ResponsiveTableColumn<MapStore>[] = [
    { key: 'store', header: t('locations.store'), cell: (s) => <StackedText primary={s.name} secondary={s.code} /> },
    { key: 'pin', header: t('locations.today'), cell: (s) => <PinBadge pin={s.pin} /> },
    { key: 'last', header: t('locations.last'), cell: last },
    { key: 'when', header: t('locations.when'), cell: when },
    { key: 'missing', header: t('locations.missing'), numeric: true, cell: missing },
  ];
  return (
    <div data-testid="locations-view">
      <ResponsiveTable
        label={t('locations.label')}
        items={stores}
        itemKey={(s) => s.code}
        rowTestId="location-row"
        columns={columns}
        card={(s) => ({
          title: s.name,
          subtitle: s.code,
          badge: <PinBadge pin={s.pin} />,
          details: [
            [t('locations.last'), last(s)],
            [t('locations.when'), when(s)],
            [t('locations.missing'), missing(s)],
          ],
        })}
      />
    </div>
  );
}
