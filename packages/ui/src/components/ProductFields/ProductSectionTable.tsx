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
import { sectionTable, tableColumnLabel, type ProductFieldValues } from '@hub/contracts';
import { useProductFieldText } from '../../money/useProductMoney';

export interface ProductSectionTableProps {
  product: ProductFieldValues;
  fields: readonly string[];
  /** The section's name: the table's accessible name. */
  sectionName: string;
  fieldLabel: (field: string) => string;
  /** Shown when every field of the section is empty. */
  emptyText: string;
}

const useStyles = makeStyles({
  scroll: { overflowX: 'auto', maxWidth: '100%', minWidth: 0 },
  // Columns as wide as their content; the wrapper scrolls on narrow screens instead of overlapping them.
  table: { tableLayout: 'auto', minWidth: '100%', width: 'max-content' },
  header: { fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap' },
  empty: { color: tokens.colorNeutralForeground3 },
});

/** Spec section 2: a multiple-values section as a table, one row per list item. */
export function ProductSectionTable({ product, fields, sectionName, fieldLabel, emptyText }: ProductSectionTableProps) {
  const styles = useStyles();
  const text = useProductFieldText();
  const { columns, rows } = sectionTable(product, fields);
  if (rows.length === 0) return <Text className={styles.empty}>{emptyText}</Text>;
  return (
    <div className={styles.scroll}>
      <Table size="small" className={styles.table} aria-label={sectionName} data-testid="product-section-table">
        <TableHeader>
          <TableRow>
            {columns.map((c) => (
              <TableHeaderCell key={`${c.field}.${c.itemKey ?? ''}`} className={styles.header}>
                {tableColumnLabel(c, fieldLabel)}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((cells, i) => (
            <TableRow key={i}>
              {cells.map((cell, j) => (
                <TableCell key={j}>{text(product, columns[j]!.itemKey ?? columns[j]!.field, cell)}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
