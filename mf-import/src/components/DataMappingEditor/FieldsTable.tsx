import { Badge, Button, Checkbox, Input, Select, Text, Tooltip, mergeClasses } from '@fluentui/react-components';
import { Delete20Regular, LockClosed16Regular } from '@fluentui/react-icons';
import { PRODUCT_FIELD_TYPES, type ProductFieldType } from '@hub/contracts';
import { useTranslation } from 'react-i18next';
import type { FieldColumn } from '../../domain/dataMappingCells';
import {
  FILL_CHOICES,
  isMandatoryRow,
  removeFieldRow,
  updateFieldRow,
  type FieldGroup,
  type FieldRow,
  type FillChoice,
} from '../../domain/dataMappingDraft';
import type { MappingSuggestion } from '@hub/contracts';
import { CellField } from './CellField';
import { ColumnInput } from './ColumnInput';
import { EditorTable } from './EditorTable';
import type { EditorTableProps } from './DataMappingEditor.types';
import { useEditorTableStyles } from './editorTableStyles';

const GROUPS: readonly FieldGroup[] = ['single', 'multi', 'none'];
const COLUMNS = ['name', 'erpField', 'fill', 'displayName', 'type', 'group', 'unique', 'visible', 'filter', 'range'] as const;
const CHECK_COLUMNS: ReadonlySet<string> = new Set(['unique', 'visible', 'filter', 'range']);

/** Limits of the contracts' schema, so the server never refuses what the inputs took. */
const MAX = { name: 64, displayName: 128, erpField: 128, fillValue: 256 } as const;

/** A sample file's columns and each field row's suggested column (issue 28 item 1). */
export interface FieldsSample {
  columns: readonly string[];
  suggestions: ReadonlyMap<string, MappingSuggestion>;
}

/** The product fields of the mapping: product field, ERP column (a sample's column list when one is read), display name, type, group and flags. */
export function FieldsTable({ draft, readOnly, errorsOf, edit, sample }: EditorTableProps & { sample?: FieldsSample }) {
  const { t } = useTranslation('mf-import');
  const header = (column: (typeof COLUMNS)[number]) => t(`mapping.columns.${column}`);

  return (
    <EditorTable label={t('mapping.fields.heading')} testId="mapping-fields" columns={COLUMNS} header={header} centered={(column) => CHECK_COLUMNS.has(column)}>
      {draft.fields.map((row, index) => (
        <FieldRowView
          key={row.key}
          row={row}
          index={index}
          readOnly={readOnly}
          errorsOf={(column) => errorsOf(row.key, column)}
          edit={(patch) => edit((d) => updateFieldRow(d, row.key, patch), row.key)}
          remove={() => edit((d) => removeFieldRow(d, row.key))}
          header={header}
          sample={sample}
        />
      ))}
    </EditorTable>
  );
}

interface FieldRowViewProps {
  row: FieldRow;
  index: number;
  readOnly: boolean;
  errorsOf: (column: FieldColumn) => readonly string[];
  edit: (patch: Partial<Omit<FieldRow, 'key'>>) => void;
  remove: () => void;
  header: (column: (typeof COLUMNS)[number]) => string;
  sample?: FieldsSample;
}

function FieldRowView({ row, index, readOnly, errorsOf, edit, remove, header, sample }: FieldRowViewProps) {
  const styles = useEditorTableStyles();
  const { t } = useTranslation('mf-import');
  const mandatory = isMandatoryRow(row);
  const label = (column: (typeof COLUMNS)[number]) => t('mapping.cellLabel', { column: header(column), row: index + 1 });
  const title = row.displayName.trim() || row.name.trim() || t('mapping.fields.newRow');

  /** The product field's name (technical, left to right) or its display name, with its broken rules. */
  const textInput = (column: 'name' | 'displayName') => (
    <CellField codes={errorsOf(column)}>
      <Input
        className={styles.input}
        value={row[column]}
        disabled={readOnly}
        maxLength={MAX[column]}
        dir={column === 'name' ? 'ltr' : undefined}
        aria-label={label(column)}
        onChange={(_, data) => edit({ [column]: data.value })}
      />
    </CellField>
  );

  const checkCell = (column: 'unique' | 'visible' | 'filter' | 'range', checked: boolean, disabled = false) => (
    <td className={mergeClasses(styles.cell, styles.check)} data-label={header(column)}>
      <CellField codes={column === 'unique' || column === 'range' ? errorsOf(column) : []}>
        <Checkbox
          checked={checked}
          disabled={readOnly || disabled}
          aria-label={label(column)}
          onChange={(_, data) => edit({ [column]: data.checked === true })}
        />
      </CellField>
    </td>
  );

  return (
    <tr className={styles.row} data-testid="mapping-field-row">
      <td className={mergeClasses(styles.cell, styles.wide)} data-label={header('name')}>
        {mandatory ? (
          <span className={styles.mandatoryName}>
            <Text font="monospace" dir="ltr">
              {row.name}
            </Text>
            <Tooltip content={t('mapping.fields.mandatoryHint')} relationship="description">
              <Badge appearance="tint" color="brand" icon={<LockClosed16Regular />}>
                {t('mapping.fields.mandatory')}
              </Badge>
            </Tooltip>
          </span>
        ) : (
          textInput('name')
        )}
      </td>
      <td className={mergeClasses(styles.cell, styles.wide)} data-label={header('erpField')}>
        <CellField codes={errorsOf('erpField')}>
          <ColumnInput
            className={styles.input}
            value={row.erpField}
            disabled={readOnly}
            maxLength={MAX.erpField}
            label={label('erpField')}
            columns={sample?.columns}
            suggestion={sample?.suggestions.get(row.key)}
            onChange={(value) => edit({ erpField: value })}
          />
        </CellField>
      </td>
      <td className={mergeClasses(styles.cell, styles.wide)} data-label={header('fill')}>
        <CellField codes={errorsOf('fill')}>
          <span className={styles.fill}>
            <Select
              className={styles.narrowInput}
              value={row.fill}
              disabled={readOnly || mandatory}
              aria-label={label('fill')}
              data-testid="field-fill"
              onChange={(_, data) => edit({ fill: data.value as FillChoice })}
            >
              {FILL_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {t(`mapping.fill.${choice}`)}
                </option>
              ))}
            </Select>
            {row.fill !== 'FILE' && (
              <Input
                className={styles.input}
                value={row.fillValue}
                disabled={readOnly}
                maxLength={MAX.fillValue}
                placeholder={t(`mapping.fill.placeholder.${row.type}`)}
                aria-label={t('mapping.fill.valueLabel', { mode: t(`mapping.fill.${row.fill}`), row: index + 1 })}
                data-testid="field-fill-value"
                onChange={(_, data) => edit({ fillValue: data.value })}
              />
            )}
          </span>
        </CellField>
      </td>
      <td className={mergeClasses(styles.cell, styles.wide)} data-label={header('displayName')}>
        {textInput('displayName')}
      </td>
      <td className={styles.cell} data-label={header('type')}>
        <Select
          className={styles.narrowInput}
          value={row.type}
          disabled={readOnly}
          aria-label={label('type')}
          onChange={(_, data) => edit({ type: data.value as ProductFieldType })}
        >
          {PRODUCT_FIELD_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`mapping.types.${type}`)}
            </option>
          ))}
        </Select>
      </td>
      <td className={styles.cell} data-label={header('group')}>
        <CellField codes={errorsOf('group')}>
          <Select
            className={styles.narrowInput}
            value={row.group}
            disabled={readOnly}
            aria-label={label('group')}
            onChange={(_, data) => edit({ group: data.value as FieldGroup })}
          >
            {GROUPS.map((group) => (
              <option key={group} value={group}>
                {t(`mapping.groups.${group}`)}
              </option>
            ))}
          </Select>
        </CellField>
      </td>
      {/* The product code always identifies a product (uniqueFieldsOf adds it). */}
      {checkCell('unique', row.unique || row.name === 'productCode', row.name === 'productCode')}
      {checkCell('visible', row.visible)}
      {checkCell('filter', row.filter || row.range)}
      {checkCell('range', row.range, row.type !== 'number' && !row.range)}
      <td className={mergeClasses(styles.cell, styles.actions)}>
        <Text weight="semibold" className={styles.phoneTitle}>
          {title}
        </Text>
        {mandatory ? (
          <Tooltip content={t('mapping.fields.mandatoryHint')} relationship="label">
            <span className={styles.lock} role="img">
              <LockClosed16Regular />
            </span>
          </Tooltip>
        ) : (
          !readOnly && (
            <Tooltip content={t('mapping.fields.remove', { name: title })} relationship="label">
              <Button appearance="subtle" icon={<Delete20Regular />} onClick={remove} />
            </Tooltip>
          )
        )}
      </td>
    </tr>
  );
}
