import { MEDIA } from '@hub/contracts';
import { Badge, Text, makeStyles, tokens } from '@fluentui/react-components';
import { BoxMultiple24Regular, BuildingShop24Regular, ClipboardTaskListLtr24Regular, DataTrending24Regular } from '@fluentui/react-icons';
import { PageState, useDocumentTitle } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { GoldRatesCard } from '../../components/GoldRatesCard';
import { ProductTypeCounts } from '../../components/ProductTypeCounts';
import { SetupProgress } from '../../components/SetupProgress';
import { StoreCard } from '../../components/StoreCard';
import { useNow } from '../../hooks/useNow';
import { codeWording } from '../../i18n/codeWording';
import { useDashboard } from './useDashboard';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  title: { margin: 0 },
  subtitle: { color: tokens.colorNeutralForeground3 },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  sectionHeader: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, margin: 0 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
    gap: tokens.spacingHorizontalL,
    [MEDIA.phone]: { gridTemplateColumns: '1fr' },
  },
});

/** Spec section 2, "/": the welcome, the setup progress and the merchant's stores. */
export function DashboardPage() {
  const styles = useStyles();
  const { t } = useTranslation('mf-catalog');
  const now = useNow();
  const { userName, owner, stores, setup, typesAndCount, goldRates, canManageGoldRates, counts, storeName, visibleStores, hasStores, filtered, storesCurrency } = useDashboard();
  useDocumentTitle(t('dashboard.title'));

  return (
    <div className={styles.page} data-testid="dashboard-page">
      <header className={styles.header}>
        <Text as="h1" size={800} weight="semibold" className={styles.title}>
          {userName ? t('dashboard.welcome', { name: userName }) : t('dashboard.welcomeAnonymous')}
        </Text>
        <Text className={styles.subtitle}>{owner ? t('dashboard.ownerSubtitle') : t('dashboard.subtitle')}</Text>
      </header>

      <section className={styles.section} aria-labelledby="dashboard-products">
        <Text as="h2" size={500} weight="semibold" id="dashboard-products" className={styles.sectionHeader}>
          <BoxMultiple24Regular aria-hidden />
          {owner ? t('counts.ownerHeading') : t('counts.heading')}
        </Text>
        {typesAndCount.status === 'loading' && <PageState kind="loading" />}
        {typesAndCount.status === 'error' && (
          <PageState
            kind="error"
            title={t('counts.error')}
            message={codeWording(typesAndCount.error.code, typesAndCount.error.message)}
            onRetry={typesAndCount.reload}
          />
        )}
        {counts && counts.total === 0 && (
          <PageState
            kind="empty"
            icon={<BoxMultiple24Regular />}
            title={t('counts.emptyTitle')}
            message={filtered ? t('counts.filteredEmpty') : t('counts.empty')}
          />
        )}
        {counts && counts.total > 0 && <ProductTypeCounts counts={counts} storeName={storeName} prominent={owner} />}
      </section>

      {goldRates.status === 'success' && (goldRates.data.length > 0 || canManageGoldRates) && (
        <section className={styles.section} aria-labelledby="dashboard-gold-rates">
          <Text as="h2" size={500} weight="semibold" id="dashboard-gold-rates" className={styles.sectionHeader}>
            <DataTrending24Regular aria-hidden />
            {t('goldRates.heading')}
          </Text>
          <GoldRatesCard rates={goldRates.data} canManage={canManageGoldRates} preferredCurrency={storesCurrency} />
        </section>
      )}

      {!owner && (
        <section className={styles.section} aria-labelledby="dashboard-setup">
          <Text as="h2" size={500} weight="semibold" id="dashboard-setup" className={styles.sectionHeader}>
            <ClipboardTaskListLtr24Regular aria-hidden />
            {t('setup.heading')}
          </Text>
          {setup.status === 'loading' && <PageState kind="loading" />}
          {setup.status === 'error' && (
            <PageState kind="error" title={t('setup.error')} message={codeWording(setup.error.code, setup.error.message)} onRetry={setup.reload} />
          )}
          {setup.status === 'success' && <SetupProgress modules={setup.data.modules} />}
        </section>
      )}

      <section className={styles.section} aria-labelledby="dashboard-stores">
        <Text as="h2" size={500} weight="semibold" id="dashboard-stores" className={styles.sectionHeader}>
          <BuildingShop24Regular aria-hidden />
          {t('stores.heading')}
          {stores.status === 'success' && (
            <Badge appearance="tint" color="brand" aria-label={t('stores.count', { count: visibleStores.length })}>
              {visibleStores.length}
            </Badge>
          )}
        </Text>
        {stores.status === 'loading' && <PageState kind="loading" />}
        {stores.status === 'error' && (
          <PageState kind="error" title={t('stores.error')} message={codeWording(stores.error.code, stores.error.message)} onRetry={stores.reload} />
        )}
        {stores.status === 'success' && visibleStores.length === 0 && (
          <PageState
            kind="empty"
            icon={<BuildingShop24Regular />}
            title={hasStores && filtered ? t('stores.filteredEmptyTitle') : t('stores.emptyTitle')}
            message={hasStores && filtered ? t('stores.filteredEmpty') : t('stores.empty')}
          />
        )}
        {stores.status === 'success' && visibleStores.length > 0 && (
          <div className={styles.grid}>
            {visibleStores.map((store) => (
              <StoreCard key={store.code} store={store} now={now} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
