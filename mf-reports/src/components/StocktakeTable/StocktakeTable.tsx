import {
  Badge,
  Card,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { StocktakeSummary } from '../../domain/reportRows';
import type { StocktakeTableProps } from './StocktakeTable.types';
import { useStocktakeCells } from './useStocktakeCells';

const useStyles = makeStyles({
  desktop: { display: 'none', '@media (min-width: 768px)': { display: 'block' }, overflowX: 'auto' },
  phone: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, '@media (min-width: 768px)': { display: 'none' } },
  table: { backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusLarge },
  mono: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  muted: { color: tokens.colorNeutralForeground3 },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  warning: { color: tokens.colorPaletteDarkOrangeForeground1, fontWeight: tokens.fontWeightSemibold },
  cardHead: { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  cardGrid: { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXS, margin: 0 },
  dd: { margin: 0, minWidth: 0, overflowWrap: 'anywhere' },
});

function StatusBadge({ status }: { status: StocktakeSummary['status'] }) {
  const { t } = useTranslation('mf-reports');
  return (
    <Badge style={{ whiteSpace: 'nowrap', flexShrink: 0 }} appearance="tint" color={status === 'Draft' ? 'warning' : 'success'}>
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
}

/** The month's stock-takes: a table on wide screens, cards on phones. */
export function StocktakeTable({ rows, stores }: StocktakeTableProps) {
  const styles = useStyles();
  const { t } = useTranslation('mf-reports');
  const cells = useStocktakeCells(stores);
  return (
    <>
      <div className={styles.desktop}>
        <Table className={styles.table} aria-label={t('table.label')} size="medium">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('table.stocktakeId')}</TableHeaderCell>
              <TableHeaderCell>{t('table.store')}</TableHeaderCell>
              <TableHeaderCell>{t('table.started')}</TableHeaderCell>
              <TableHeaderCell>{t('table.user')}</TableHeaderCell>
              <TableHeaderCell>{t('table.tablet')}</TableHeaderCell>
              <TableHeaderCell>{t('table.status')}</TableHeaderCell>
              <TableHeaderCell className={styles.number}>{t('table.missing')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => {
              const c = cells(row);
              return (
                <TableRow key={`${row.sid}/${row.stocktakeId}`} data-testid="stocktake-row">
                  <TableCell>
                    <span className={styles.mono}>{row.stocktakeId}</span>
                  </TableCell>
                  <TableCell>
                    <Text block>{c.store}</Text>
                    <Text size={200} className={styles.muted}>
                      {c.storeCode}
                    </Text>
                  </TableCell>
                  <TableCell>{c.started}</TableCell>
                  <TableCell>{c.user}</TableCell>
                  <TableCell>{c.tablet}</TableCell>
                  <TableCell>
                    <StatusBadge status={row.status} />
                  </TableCell>
                  <TableCell className={styles.number}>
                    <span className={c.hasMissing ? styles.warning : undefined}>{c.missing}</span>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
      <ul className={styles.phone} aria-label={t('table.label')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {rows.map((row) => {
          const c = cells(row);
          return (
            <li key={`${row.sid}/${row.stocktakeId}`}>
              <Card>
                <div className={styles.cardHead}>
                  <div>
                    <Text weight="semibold" block>
                      {c.store}
                    </Text>
                    <span className={styles.mono}>{row.stocktakeId}</span>
                  </div>
                  <StatusBadge status={row.status} />
                </div>
                <dl className={styles.cardGrid}>
                  <dt className={styles.muted}>{t('table.started')}</dt>
                  <dd className={styles.dd}>{c.started}</dd>
                  <dt className={styles.muted}>{t('table.user')}</dt>
                  <dd className={styles.dd}>{c.user}</dd>
                  <dt className={styles.muted}>{t('table.tablet')}</dt>
                  <dd className={styles.dd}>{c.tablet}</dd>
                  <dt className={styles.muted}>{t('table.missing')}</dt>
                  <dd className={styles.dd}>
                    <span className={c.hasMissing ? styles.warning : undefined}>{c.missing}</span>
                  </dd>
                </dl>
              </Card>
            </li>
          );
        })}
      </ul>
    </>
  );
}
