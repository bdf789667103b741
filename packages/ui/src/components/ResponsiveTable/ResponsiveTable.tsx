import { MEDIA } from '@hub/contracts';
import { Fragment, type ReactNode, type Ref } from 'react';
import {
  Card,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';

export { StackedText } from './StackedText';

export interface ResponsiveTableColumn<T> {
  key: string;
  header: ReactNode;
  /** Numbers: aligned to the end, with tabular figures. */
  numeric?: boolean;
  cell: (item: T) => ReactNode;
}

/** What a phone card shows: a head (title, subtitle, badge), an optional body, then label/value lines. */
export interface ResponsiveTableCard {
  title: ReactNode;
  subtitle?: ReactNode;
  badge?: ReactNode;
  body?: ReactNode;
  details?: readonly (readonly [label: ReactNode, value: ReactNode])[];
}

export interface ResponsiveTableProps<T> {
  /** The accessible name of the table and of the card list. */
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  columns: readonly ResponsiveTableColumn<T>[];
  card: (item: T) => ResponsiveTableCard;
  /** data-testid of each table row. */
  rowTestId?: string;
  /** The desktop table's scroll area: a screen may bound it (sticky header) and watch its scrolling. */
  scrollAreaRef?: Ref<HTMLDivElement>;
  scrollAreaClassName?: string;
}

const useStyles = makeStyles({
  desktop: { display: 'none', overflowX: 'auto', [MEDIA.tablet]: { display: 'block' } },
  phone: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    [MEDIA.tablet]: { display: 'none' },
  },
  table: { backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusLarge },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  cardHead: { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  cardGrid: { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXS, margin: 0 },
  label: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, minWidth: 0, overflowWrap: 'anywhere' },
});

/** A list as a table on wide screens (768px and up) and as a list of cards on phones. */
export function ResponsiveTable<T>({
  label,
  items,
  itemKey,
  columns,
  card,
  rowTestId,
  scrollAreaRef,
  scrollAreaClassName,
}: ResponsiveTableProps<T>) {
  const styles = useStyles();
  const numberClass = (column: ResponsiveTableColumn<T>) => (column.numeric ? styles.number : undefined);
  return (
    <>
      <div ref={scrollAreaRef} className={mergeClasses(styles.desktop, scrollAreaClassName)}>
        <Table className={styles.table} aria-label={label}>
          <TableHeader>
            <TableRow>
              {columns.map((column) => (
                <TableHeaderCell key={column.key} className={numberClass(column)}>
                  {column.header}
                </TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((item) => (
              <TableRow key={itemKey(item)} data-testid={rowTestId}>
                {columns.map((column) => (
                  <TableCell key={column.key} className={numberClass(column)}>
                    {column.cell(item)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className={styles.phone} aria-label={label}>
        {items.map((item) => {
          const { title, subtitle, badge, body, details } = card(item);
          return (
            <li key={itemKey(item)}>
              <Card>
                <div className={styles.cardHead}>
                  <div>
                    <Text weight="semibold" block>
                      {title}
                    </Text>
                    {subtitle}
                  </div>
                  {badge}
                </div>
                {body}
                {details && details.length > 0 && (
                  <dl className={styles.cardGrid}>
                    {details.map(([term, value], index) => (
                      <Fragment key={index}>
                        <dt className={styles.label}>{term}</dt>
                        <dd className={styles.value}>{value}</dd>
                      </Fragment>
                    ))}
                  </dl>
                )}
              </Card>
            </li>
          );
        })}
      </ul>
    </>
  );
}
