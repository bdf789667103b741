import { useState } from 'react';
import { Switch, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ReOrderDotsVertical20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { issueText } from '../../components/IssueText';
import { MoveButtons } from '../../components/MoveButtons';
import { moveColumn, removeColumn, setColumnVisible, type ColumnDraft } from '../../domain/catalogViewForm';
import { fieldLabel, type FieldOption } from '../../domain/productFields';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  item: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalXS,
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  dragging: { opacity: 0.5 },
  over: { border: `${tokens.strokeWidthThick} dashed ${tokens.colorBrandStroke1}` },
  hidden: { backgroundColor: tokens.colorNeutralBackground3 },
  handle: { color: tokens.colorNeutralForeground3, cursor: 'grab', display: 'flex' },
  order: { color: tokens.colorNeutralForeground3, fontVariantNumeric: 'tabular-nums', minWidth: '1.5em' },
  text: { display: 'flex', flexDirection: 'column', minWidth: '120px', flexGrow: 1, flexBasis: 0 },
  name: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export interface ColumnListProps {
  columns: readonly ColumnDraft[];
  options: readonly FieldOption[];
  issues: Readonly<Record<string, string>>;
  disabled: boolean;
  onChange: (columns: ColumnDraft[]) => void;
}

/** The view's columns: drag or move them, show or hide each, remove. */
export function ColumnList({ columns, options, issues, disabled, onChange }: ColumnListProps) {
  const styles = useStyles();
  const { t } = useTranslation('mf-config');
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  return (
    <ol className={styles.list} aria-label={t('catalogView.columns')}>
      {columns.map((column, i) => {
        const label = fieldLabel(options, column.fieldName);
        const code = issues[`columns.${i}.fieldName`];
        return (
          <li
            key={`${column.fieldName}-${i}`}
            data-testid="column-item"
            className={mergeClasses(styles.item, !column.visible && styles.hidden, dragged === i && styles.dragging, over === i && dragged !== i && styles.over)}
            draggable={!disabled}
            onDragStart={(event) => {
              setDragged(i);
              event.dataTransfer.effectAllowed = 'move';
            }}
            onDragOver={(event) => {
              if (dragged === null) return;
              event.preventDefault();
              setOver(i);
            }}
            onDragLeave={() => setOver((o) => (o === i ? null : o))}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged !== null) onChange(moveColumn(columns, dragged, i));
              setDragged(null);
              setOver(null);
            }}
            onDragEnd={() => {
              setDragged(null);
              setOver(null);
            }}
          >
            {!disabled && (
              <span className={styles.handle} aria-hidden>
                <ReOrderDotsVertical20Regular />
              </span>
            )}
            <Text size={200} className={styles.order} aria-hidden>
              {i + 1}
            </Text>
            <span className={styles.text}>
              <Text weight="semibold">{label}</Text>
              {label !== column.fieldName && (
                <Text size={200} className={styles.name}>
                  <bdi>{column.fieldName}</bdi>
                </Text>
              )}
              {code && (
                <Text size={200} className={styles.error} role="alert">
                  {issueText(code)}
                </Text>
              )}
            </span>
            <Switch
              checked={column.visible}
              disabled={disabled}
              label={column.visible ? t('catalogView.shown') : t('catalogView.hidden')}
              aria-label={t('catalogView.visibleOf', { name: label })}
              onChange={(_, d) => onChange(setColumnVisible(columns, i, d.checked))}
            />
            <MoveButtons name={label} index={i} count={columns.length} disabled={disabled} onMove={(from, to) => onChange(moveColumn(columns, from, to))} onRemove={() => onChange(removeColumn(columns, i))} />
          </li>
        );
      })}
    </ol>
  );
}
