import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { HubLink, ResponsiveTable, StackedText, type ResponsiveTableColumn } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import type { StocktakeSummary } from '../../domain/reportRows';
import type { StocktakeTableProps } from './StocktakeTable.types';
import { useStocktakeCells } from './useStocktakeCells';

const useStyles = makeStyles({
  mono: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  warning: { color: tokens.colorPaletteDarkOrangeForeground1, fontWeight: tokens.fontWeightSemibold },
});

/** A stock-take's status: Draft reads as ongoing. */
export function StatusBadge({ status }: { status: StocktakeSummary['status'] }) {
  const { t } = useTranslation('mf-reports');
  return (
    <Badge style={{ whiteSpace: 'nowrap', flexShrink: 0 }} appearance="tint" color={status === 'Draft' ? 'warning' : 'success'}>
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
}

type StocktakeItem = { row: StocktakeSummary; c: ReturnType<ReturnType<typeof useStocktakeCells>> };

/** The month's stock-takes: a table on wide screens, cards on phones. */
export function StocktakeTable({ rows, stores }: StocktakeTableProps) {
  const styles = useStyles();
  const { t } = useTranslation('mf-reports');
  const cells = useStocktakeCells(stores);
  const items: StocktakeItem[] = rows.map((row) => ({ row, c: cells(row) }));
  const id = ({ row }: StocktakeItem) => (
    <HubLink to={`/management/reports/${encodeURIComponent(row.stocktakeId)}`}>
      <span className={styles.mono}>{row.stocktakeId}</span>
    </HubLink>
  );
  const missing = ({ c }: StocktakeItem) => <span className={c.hasMissing ? styles.warning : undefined}>{c.missing}</span>;
  const columns: ResponsiveTableColumn<StocktakeItem>[] = [
    { key: 'stocktakeId', header: t('table.stocktakeId'), cell: id },
    { key: 'store', header: t('table.store'), cell: ({ c }) => <StackedText primary={c.store} secondary={c.storeCode} /> },
    { key: 'started', header: t('table.started'), cell: ({ c }) => c.started },
    { key: 'user', header: t('table.user'), cell: ({ c }) => c.user },
    { key: 'tablet', header: t('table.tablet'), cell: ({ c }) => c.tablet },
    { key: 'status', header: t('table.status'), cell: ({ row }) => <StatusBadge status={row.status} /> },
    { key: 'missing', header: t('table.missing'), numeric: true, cell: missing },
  ];
  return (
    <ResponsiveTable
      label={t('table.label')}
      items={items}
      itemKey={({ row }) => `${row.sid}/${row.stocktakeId}`}
      rowTestId="stocktake-row"
      columns={columns}
      card={(item) => ({
        title: item.c.store,
        subtitle: id(item),
        badge: <StatusBadge status={item.row.status} />,
        details: [
          [t('table.started'), item.c.started],
          [t('table.user'), item.c.user],
          [t('table.tablet'), item.c.tablet],
          [t('table.missing'), missing(item)],
        ],
      })}
    />
  );
}
