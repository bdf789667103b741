import {
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
import { sectionTable, type ProductRecord, type TableColumn } from '../../rules/productDetails';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto', maxWidth: '100%', minWidth: 0 },
  // Columns as wide as their content; the wrapper scrolls on narrow screens instead of overlapping them.
  table: { tableLayout: 'auto', minWidth: '100%', width: 'max-content' },
  header: { fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap' },
  empty: { color: tokens.colorNeutralForeground3 },
});

interface ProductSectionTableProps {
  product: ProductRecord;
  fields: readonly string[];
  sectionName: string;
  columnLabel: (column: TableColumn) => string;
}

/** Spec section 2: a multiple-values section as a table, one row per list item. */
export function ProductSectionTable({ product, fields, sectionName, columnLabel }: ProductSectionTableProps) {
  const styles = useStyles();
  const { t } = useTranslation('shell');
  const { columns, rows } = sectionTable(product, fields);
  if (rows.length === 0) return <Text className={styles.empty}>{t('productDetails.noRows')}</Text>;
  return (
    <div className={styles.scroll}>
      <Table size="small" className={styles.table} aria-label={sectionName} data-testid="product-section-table">
        <TableHeader>
          <TableRow>
            {columns.map((c) => (
              <TableHeaderCell key={`${c.field}.${c.itemKey ?? ''}`} className={styles.header}>
                {columnLabel(c)}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((cells, i) => (
            <TableRow key={i}>
              {cells.map((cell, j) => (
                <TableCell key={j}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
