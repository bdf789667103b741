import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { AutosyncBadge } from './AutosyncBadge';
import type { StoreRow } from './storeRows';

const COLUMNS = ['code', 'name', 'location', 'timezone', 'hours', 'autosync'] as const;

const useStyles = makeStyles({
  code: { fontFamily: tokens.fontFamilyMonospace, fontWeight: tokens.fontWeightSemibold },
  table: { backgroundColor: tokens.colorNeutralBackground1 },
});

/** The store list on desktop widths. */
export function StoreTable({ rows }: { rows: StoreRow[] }) {
  const { t } = useTranslation('mf-admin');
  const styles = useStyles();
  return (
    <Table aria-label={t('stores.table')} className={styles.table} data-testid="store-table">
      <TableHeader>
        <TableRow>
          {COLUMNS.map((c) => (
            <TableHeaderCell key={c}>{t(`stores.columns.${c}`)}</TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.code}>
            <TableCell className={styles.code}>{row.code}</TableCell>
            <TableCell>{row.name}</TableCell>
            <TableCell>{row.place}</TableCell>
            <TableCell>{row.timezone}</TableCell>
            <TableCell>
              <bdi>{row.hours}</bdi>
            </TableCell>
            <TableCell>
              <AutosyncBadge autosync={row.autosync} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
