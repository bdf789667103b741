import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ImportProblem } from '@hub/contracts';
import { isImportWarning } from '@hub/contracts';
import { ResponsiveTable, type ResponsiveTableColumn } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { codeWording } from '../../i18n/codeWording';

const useStyles = makeStyles({
  warning: { color: tokens.colorPaletteMarigoldForeground2 },
  error: { color: tokens.colorPaletteRedForeground1 },
  value: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere', unicodeBidi: 'plaintext' },
  scroll: { maxHeight: '480px', overflowY: 'auto' },
});

type Row = { problem: ImportProblem; n: number };

/** The first problems of a file by row and column, worded in the reader's language (spec section 5). */
export function ProblemsTable({ problems }: { problems: readonly ImportProblem[] }) {
  const styles = useStyles();
  const { t } = useTranslation('mf-import');
  const items: Row[] = problems.map((problem, n) => ({ problem, n }));
  const wording = (p: ImportProblem) => (
    <Text className={isImportWarning(p) ? styles.warning : styles.error}>
      {codeWording(p.code)}
      {p.related && p.related.length > 0 ? ` · ${t('problems.related', { rows: p.related.join(', ') })}` : ''}
    </Text>
  );
  const columns: ResponsiveTableColumn<Row>[] = [
    { key: 'row', header: t('problems.row'), numeric: true, cell: ({ problem }) => (problem.row === null ? '-' : String(problem.row)) },
    { key: 'column', header: t('problems.column'), cell: ({ problem }) => problem.column ?? '-' },
    { key: 'problem', header: t('problems.problem'), cell: ({ problem }) => wording(problem) },
    { key: 'value', header: t('problems.value'), cell: ({ problem }) => <span className={styles.value}>{problem.value ?? '-'}</span> },
  ];
  return (
    <ResponsiveTable
      label={t('problems.heading')}
      items={items}
      itemKey={({ n }) => String(n)}
      rowTestId="import-problem-row"
      columns={columns}
      scrollAreaClassName={styles.scroll}
      card={({ problem }) => ({
        title: problem.row === null ? (problem.column ?? '-') : t('problems.at', { row: problem.row, column: problem.column ?? '-' }),
        body: wording(problem),
        details: problem.value ? [[t('problems.value'), problem.value]] : [],
      })}
    />
  );
}
