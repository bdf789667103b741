import { mergeClasses } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorTableStyles } from './editorTableStyles';

export interface EditorTableProps<C extends string> {
  /** The table's accessible name. */
  label: string;
  testId: string;
  columns: readonly C[];
  header: (column: C) => string;
  /** Checkbox columns are centred. */
  centered: (column: C) => boolean;
  /** The rows. */
  children: ReactNode;
}

/** The frame of the editor's tables: a sideways scroller, the column headers and an actions column. */
export function EditorTable<C extends string>({
  label,
  testId,
  columns,
  header,
  centered,
  children,
}: EditorTableProps<C>) {
  const styles = useEditorTableStyles();
  const { t } = useTranslation('mf-import');
  return (
    <div className={styles.scroller}>
      <table className={styles.table} aria-label={label} data-testid={testId}>
        <thead className={styles.head}>
          <tr>
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className={mergeClasses(styles.headCell, centered(column) && styles.center)}
              >
                {header(column)}
              </th>
            ))}
            <th scope="col" className={styles.headCell}>
              <span className={styles.visuallyHidden}>{t('mapping.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className={styles.body}>{children}</tbody>
      </table>
    </div>
  );
}
