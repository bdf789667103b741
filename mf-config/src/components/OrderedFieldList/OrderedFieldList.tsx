import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { ErrorCircle16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { fieldLabel, remainingOptions, type FieldOption } from '../../domain/productFields';
import { moveItem, removeAt } from '../../domain/listEdit';
import { codeWording } from '../../i18n/codeWording';
import { FieldPicker } from '../FieldPicker';
import { MoveButtons } from '../MoveButtons';

const useStyles = makeStyles({
  wrap: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalXXS,
    paddingInlineStart: tokens.spacingHorizontalM,
    paddingInlineEnd: tokens.spacingHorizontalXS,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  itemError: { border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteRedBorder2}` },
  order: { color: tokens.colorNeutralForeground3, fontVariantNumeric: 'tabular-nums', minWidth: '1.5em' },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0, flexGrow: 1 },
  name: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  error: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS, color: tokens.colorPaletteRedForeground1 },
  empty: { color: tokens.colorNeutralForeground3 },
});

export interface OrderedFieldListProps {
  /** The list's accessible name (e.g. "Fields of Metal"). */
  label: string;
  fields: readonly string[];
  options: readonly FieldOption[];
  /** Issue codes by position in `fields`. */
  issues?: Readonly<Record<number, string>>;
  max: number;
  disabled?: boolean;
  emptyText: string;
  onChange: (fields: string[]) => void;
}

/** An ordered list of product fields: add from the mapped fields, move up or down, remove. */
export function OrderedFieldList({ label, fields, options, issues = {}, max, disabled = false, emptyText, onChange }: OrderedFieldListProps) {
  const styles = useStyles();
  const { t } = useTranslation('mf-config');
  const remaining = remainingOptions(options, fields);
  return (
    <div className={styles.wrap}>
      {fields.length === 0 ? (
        <Text size={200} className={styles.empty}>
          {emptyText}
        </Text>
      ) : (
        <ol className={styles.list} aria-label={label}>
          {fields.map((name, index) => {
            const code = issues[index];
            const display = fieldLabel(options, name);
            return (
              <li key={`${name}-${index}`} className={code ? `${styles.item} ${styles.itemError}` : styles.item}>
                <Text size={200} className={styles.order} aria-hidden>
                  {index + 1}
                </Text>
                <span className={styles.text}>
                  <Text>{display}</Text>
                  {display !== name && (
                    <Text size={200} className={styles.name}>
                      <bdi>{name}</bdi>
                    </Text>
                  )}
                  {code && (
                    <Text size={200} className={styles.error} role="alert">
                      <ErrorCircle16Regular aria-hidden />
                      {code} · {codeWording(code)}
                    </Text>
                  )}
                </span>
                <MoveButtons
                  name={display}
                  index={index}
                  count={fields.length}
                  disabled={disabled}
                  onMove={(from, to) => onChange(moveItem(fields, from, to))}
                  onRemove={() => onChange(removeAt(fields, index))}
                />
              </li>
            );
          })}
        </ol>
      )}
      {!disabled && fields.length < max && (
        <FieldPicker label={t('form.addFieldTo', { name: label })} placeholder={t('form.addField')} options={remaining} onPick={(name) => onChange([...fields, name])} />
      )}
    </div>
  );
}
