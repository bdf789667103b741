import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { BuildingShop24Regular } from '@fluentui/react-icons';
import { useDocumentTitle } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { StoreCards } from './StoreCards';
import { StoreTable } from './StoreTable';
import { useStoreList } from './useStoreList';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  title: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  desktop: { display: 'none', '@media (min-width: 768px)': { display: 'block' } },
  phone: { display: 'block', '@media (min-width: 768px)': { display: 'none' } },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalXXXL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground2,
  },
});

/** /management/location: the store list from GET /merchant/store (MASTER excluded). */
export function StoreListPage() {
  const { t } = useTranslation('mf-admin');
  const styles = useStyles();
  const { state, reload } = useStoreList();
  useDocumentTitle(t('stores.title'));
  return (
    <section className={styles.root} data-testid="store-list-page">
      <div className={styles.header}>
        <Text as="h1" size={700} weight="bold" className={styles.title}>
          {t('stores.title')}
        </Text>
        <Text className={styles.muted}>
          {t('stores.subtitle')}
          {state.status === 'ready' && state.rows.length > 0 ? ` · ${t('stores.count', { count: state.rows.length })}` : ''}
        </Text>
      </div>
      {state.status === 'loading' && <Spinner label={t('stores.loading')} />}
      {state.status === 'error' && (
        <MessageBar intent="error">
          <MessageBarBody>{state.message ?? t('stores.error')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void reload()}>{t('stores.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {state.status === 'ready' && state.rows.length === 0 && (
        <div className={styles.empty} data-testid="store-list-empty">
          <BuildingShop24Regular />
          <Text weight="semibold">{t('stores.empty')}</Text>
          <Text>{t('stores.emptyHint')}</Text>
        </div>
      )}
      {state.status === 'ready' && state.rows.length > 0 && (
        <>
          <div className={styles.desktop}>
            <StoreTable rows={state.rows} />
          </div>
          <div className={styles.phone}>
            <StoreCards rows={state.rows} />
          </div>
        </>
      )}
    </section>
  );
}
