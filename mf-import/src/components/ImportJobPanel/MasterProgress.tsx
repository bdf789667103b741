import { Badge, ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ImportStoreStatus, MasterImportProgress, MasterStoreProgress } from '@hub/contracts';
import { ResponsiveTable, type ResponsiveTableColumn } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { codeWording } from '../../i18n/codeWording';

const useStyles = makeStyles({
  progress: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: '140px' },
  bar: { flexGrow: 1 },
  figure: { fontVariantNumeric: 'tabular-nums' },
  code: { fontFamily: tokens.fontFamilyMonospace, unicodeBidi: 'plaintext' },
  muted: { color: tokens.colorNeutralForeground3 },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

const STORE_STATUS_COLOR: Record<ImportStoreStatus, 'informative' | 'brand' | 'success' | 'subtle'> = {
  WAITING: 'informative',
  IMPORTING: 'brand',
  FINISHED: 'success',
  SKIPPED: 'subtle',
};

/**
 * A MASTER import's progress per store (spec sections 3 and 4): each store with something to write,
 * WAITING → IMPORTING → FINISHED, its products processed and written; then the products skipped,
 * each with its reason.
 */
export function MasterProgress({ master, storeName }: { master: MasterImportProgress; storeName: (sid: string) => string }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('mf-import');
  const number = new Intl.NumberFormat(i18n.language);
  const status = (s: MasterStoreProgress) => (
    <Badge appearance="tint" color={STORE_STATUS_COLOR[s.status]} data-testid="master-store-status">
      {t(`statuses.${s.status}`)}
    </Badge>
  );
  const progress = (s: MasterStoreProgress) => (
    <span className={styles.progress}>
      <ProgressBar className={styles.bar} value={s.importProgress / 100} aria-label={storeName(s.sid)} />
      <Text className={styles.figure}>{t('master.percent', { percent: s.importProgress })}</Text>
    </span>
  );
  const counts = (s: MasterStoreProgress) => t('master.counts', { processed: number.format(s.processed), total: number.format(s.totalCount), inserted: number.format(s.nInserted), updated: number.format(s.nModified) });
  const columns: ResponsiveTableColumn<MasterStoreProgress>[] = [
    { key: 'store', header: t('master.store'), cell: (s) => storeName(s.sid) },
    { key: 'status', header: t('master.status'), cell: status },
    { key: 'progress', header: t('master.progress'), cell: progress },
    { key: 'counts', header: t('master.written'), cell: counts },
  ];
  return (
    <section aria-label={t('master.heading')} data-testid="master-progress">
      <Text weight="semibold">{t('master.heading')}</Text>
      {master.stores.length === 0 ? (
        <Text className={styles.muted}>{t('master.nothing')}</Text>
      ) : (
        <ResponsiveTable
          label={t('master.heading')}
          items={master.stores}
          itemKey={(s) => s.sid}
          rowTestId="master-store-row"
          columns={columns}
          card={(s) => ({ title: storeName(s.sid), body: progress(s), details: [[t('master.status'), status(s)], [t('master.written'), counts(s)]] })}
        />
      )}
      {master.skippedItems.length > 0 && (
        <>
          <Text weight="semibold">{t('master.skippedItems')}</Text>
          <ul className={styles.list} data-testid="master-skipped-items">
            {master.skippedItems.map((item) => (
              <li key={`${item.sid}/${item.productCode}`}>
                <Text className={styles.code}>{item.productCode}</Text>{' '}
                <Text className={styles.muted}>
                  {storeName(item.sid)} · {t('problems.at', { row: item.row, column: '-' })}: {codeWording(item.code)}
                </Text>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
