import { Field, Option, Tab, TabList, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DataHistogram24Regular, DocumentSearch24Regular } from '@fluentui/react-icons';
import { localeOption, MEDIA, PERMISSIONS } from '@hub/contracts';
import { AccessDeniedPage, HubLink, PageState, useDocumentTitle, useHubStore, usePermission } from '@hub/ui';
import { Dropdown } from '@hub/ui/controls';
import { useTranslation } from 'react-i18next';
import { CalendarView } from '../../components/CalendarView';
import { LocationsView } from '../../components/LocationsView';
import { MapView } from '../../components/MapView';
import { MonthTotals } from '../../components/MonthTotals';
import { MonthPicker } from '../../components/MonthPicker';
import { StocktakeTable } from '../../components/StocktakeTable';
import { monthLabel } from '../../domain/reportMonth';
import { dayInZone } from '../../domain/calendarGrid';
import { ALL_STORES } from '../../domain/reportRows';
import { codeWording } from '../../i18n/codeWording';
import { REPORT_VIEWS, useReportsStore, type ReportView } from '../../store/reportsStore';
import { useReports } from './useReports';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  title: { margin: 0, display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
  filters: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 320px) minmax(0, 320px)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'end',
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    [MEDIA.phone]: { gridTemplateColumns: '1fr' },
  },
  dropdown: { minWidth: 0, width: '100%' },
  resultHead: { margin: 0 },
});

/** Spec section 2, /management/reports: the stock-takes of a month, filtered by store. */
export function ReportsPage() {
  const { t } = useTranslation('mf-reports');
  useDocumentTitle(t('reports.title'));
  const canRead = usePermission({ permission: PERMISSIONS.STOCK_TAKE_REPORT_READ_PREVIEW });
  if (!canRead) return <AccessDeniedPage />;
  return <ReportsList />;
}

function ReportsList() {
  const styles = useStyles();
  const { t } = useTranslation('mf-reports');
  const iso = localeOption(useHubStore((s) => s.locale)).iso;
  const { month, setMonth, store, setStore, stores, storeList, storeMap, stocktakes, rows } = useReports();
  const view = useReportsStore((s) => s.view);
  const setView = useReportsStore((s) => s.setView);
  const day = useReportsStore((s) => s.day);
  const setDay = useReportsStore((s) => s.setDay);
  const dayRows = day ? rows.filter((r) => dayInZone(r.startTime, storeMap.get(r.sid)?.tz) === day) : [];
  const dayLabel = (d: string) => new Intl.DateTimeFormat(iso, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${d}T00:00:00Z`));
  const storeLabel = store === ALL_STORES ? t('filters.allStores') : (storeMap.get(store)?.name ?? store);
  const storeHeading = store === ALL_STORES ? t('filters.allStoresHeading') : storeLabel;

  return (
    <section className={styles.page} data-testid="reports-page">
      <header className={styles.header}>
        <Text as="h1" size={700} weight="bold" className={styles.title}>
          <DataHistogram24Regular aria-hidden />
          {t('reports.title')}
        </Text>
        <Text className={styles.muted}>{t('reports.subtitle')}</Text>
      </header>

      <div className={styles.filters} role="search" aria-label={t('filters.label')}>
        <MonthPicker label={t('filters.month')} value={month} onChange={setMonth} />
        <Field
          label={t('filters.store')}
          validationState={stores.status === 'error' ? 'error' : undefined}
          validationMessage={stores.status === 'error' ? codeWording(stores.error.code, stores.error.message) : undefined}
        >
          <Dropdown
            className={styles.dropdown}
            value={storeLabel}
            selectedOptions={[store]}
            disabled={stores.status !== 'success'}
            onOptionSelect={(_, data) => data.optionValue && setStore(data.optionValue)}
          >
            <Option value={ALL_STORES}>{t('filters.allStores')}</Option>
            {storeList.map((s) => (
              <Option key={s.code} value={s.code} text={s.name}>
                {`${s.name} (${s.code})`}
              </Option>
            ))}
          </Dropdown>
        </Field>
      </div>

      <TabList selectedValue={view} onTabSelect={(_, d) => setView(d.value as ReportView)} aria-label={t('views.label')}>
        {REPORT_VIEWS.map((v) => (
          <Tab key={v} value={v} data-testid={`reports-view-${v}`}>
            {t(`views.${v}`)}
          </Tab>
        ))}
      </TabList>

      {view === 'list' && (
        <>
          <Text as="h2" size={500} weight="semibold" className={styles.resultHead} aria-live="polite">
            {t('reports.monthHeading', { month: monthLabel(month, iso), store: storeHeading })}
          </Text>
          {stocktakes.status === 'loading' && <PageState kind="loading" />}
          {stocktakes.status === 'error' && (
            <PageState
              kind="error"
              title={t('reports.error')}
              message={codeWording(stocktakes.error.code, stocktakes.error.message)}
              onRetry={stocktakes.reload}
            />
          )}
          {stocktakes.status === 'success' && rows.length === 0 && (
            <PageState
              kind="empty"
              icon={<DocumentSearch24Regular />}
              title={t('reports.emptyTitle')}
              message={t(store === ALL_STORES ? 'reports.empty' : 'reports.emptyStore', { month: monthLabel(month, iso), store: storeLabel })}
            />
          )}
          {stocktakes.status === 'success' && rows.length === 0 && <HubLink to="/management/reports/empty">{t('startCounting.linkFromList')}</HubLink>}
          {stocktakes.status === 'success' && rows.length > 0 && (
            <>
              <MonthTotals month={month} store={store} />
              <StocktakeTable rows={rows} stores={storeMap} />
            </>
          )}
        </>
      )}
      {view === 'calendar' && (
        <>
          <CalendarView month={month} store={store} selected={day} onSelect={setDay} />
          {/* A count's day is its store's day (a store without a zone counts in UTC, as the service does). */}
          <Text className={styles.muted} data-testid="calendar-zone">
            {store === ALL_STORES ? t('calendar.zoneEach') : t('calendar.zoneOf', { zone: `\u2068${storeMap.get(store)?.tz ?? 'UTC'}\u2069` })}
          </Text>
          <Text as="h2" size={500} weight="semibold" className={styles.resultHead} aria-live="polite">
            {day ? t('calendar.dayHeading', { day: dayLabel(day) }) : t('calendar.pickDay')}
          </Text>
          {day && stocktakes.status === 'success' && (dayRows.length > 0 ? <StocktakeTable rows={dayRows} stores={storeMap} /> : <PageState kind="empty" title={t('calendar.emptyDay')} />)}
        </>
      )}
      {view === 'map' && <MapView store={store} />}
      {view === 'locations' && <LocationsView store={store} />}
    </section>
  );
}
