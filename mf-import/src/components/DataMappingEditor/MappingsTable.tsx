import { Button, Checkbox, Input, Option, Select, Text, Tooltip, mergeClasses } from '@fluentui/react-components';
import { Dropdown } from '@hub/ui/controls';
import { Delete20Regular } from '@fluentui/react-icons';
import { MAPPING_METHODS, VALUE_ENCODINGS, type MappingMethod, type ValueEncoding } from '@hub/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MappingColumn } from '../../domain/dataMappingCells';
import {
  mappingInputs,
  productFieldNames,
  removeMappingRow,
  updateMappingRow,
  type MappingRow,
} from '../../domain/dataMappingDraft';
import { CellField } from './CellField';
import { EditorTable } from './EditorTable';
import type { EditorTableProps } from './DataMappingEditor.types';
import { useEditorTableStyles } from './editorTableStyles';

const COLUMNS = [
  'inputField',
  'mappedFields',
  'hasMultipleValues',
  'method',
  'delimiter',
  'startIndex',
  'length',
  'encoding',
] as const;
type Column = (typeof COLUMNS)[number];

/** The field mappings: which input column fills which product fields, and how its values are read. */
export function MappingsTable({ draft, readOnly, errorsOf, edit }: EditorTableProps) {
  const { t } = useTranslation('mf-import');
  const header = (column: Column) => t(`mapping.columns.${column}`);
  const fieldNames = productFieldNames(draft);

  return (
    <EditorTable label={t('mapping.mappings.heading')} testId="mapping-mappings" columns={COLUMNS} header={header} centered={(column) => column === 'hasMultipleValues'}>
      {draft.mappings.map((row, index) => (
        <MappingRowView
          key={row.key}
          row={row}
          index={index}
          fieldNames={fieldNames}
          readOnly={readOnly}
          errorsOf={(column) => errorsOf(row.key, column)}
          edit={(patch) => edit((d) => updateMappingRow(d, row.key, patch), row.key)}
          remove={() => edit((d) => removeMappingRow(d, row.key))}
          header={header}
        />
      ))}
    </EditorTable>
  );
}

interface MappingRowViewProps {
  row: MappingRow;
  index: number;
  fieldNames: readonly string[];
  readOnly: boolean;
  errorsOf: (column: MappingColumn) => readonly string[];
  edit: (patch: Partial<Omit<MappingRow, 'key'>>) => void;
  remove: () => void;
  header: (column: Column) => string;
}

function MappingRowView({ row, index, fieldNames, readOnly, errorsOf, edit, remove, header }: MappingRowViewProps) {
  const styles = useEditorTableStyles();
  const { t } = useTranslation('mf-import');
  const inputs = mappingInputs(row);
  const label = (column: Column) => t('mapping.cellLabel', { column: header(column), row: index + 1 });
  const title = row.inputField.trim() || t('mapping.mappings.newRow');
  // Names the draft no longer has stay listed, so they can be seen (CDM108) and unselected.
  const options = [...fieldNames, ...row.mappedFields.filter((name) => !fieldNames.includes(name))];

  const cell = (column: Column, content: ReactNode, className?: string) => (
    <td className={mergeClasses(styles.cell, className)} data-label={header(column)}>
      {content}
    </td>
  );
  const notUsed = <Text className={styles.notUsed}>{t('mapping.notUsed')}</Text>;
  const numberInput = (column: 'startIndex' | 'length') => (
    <CellField codes={errorsOf(column)}>
      <Input
        className={styles.narrowInput}
        type="number"
        inputMode="numeric"
        min={column === 'length' ? 1 : 0}
        max={10_000}
        step={1}
        dir="ltr"
        value={row[column]}
        disabled={readOnly}
        aria-label={label(column)}
        onChange={(_, data) => edit({ [column]: data.value })}
      />
    </CellField>
  );

  return (
    <tr className={styles.row} data-testid="mapping-row">
      {cell(
        'inputField',
        <CellField codes={errorsOf('inputField')}>
          <Input
            className={styles.input}
            value={row.inputField}
            disabled={readOnly}
            maxLength={128}
            dir="ltr"
            aria-label={label('inputField')}
            onChange={(_, data) => edit({ inputField: data.value })}
          />
        </CellField>,
        styles.wide,
      )}
      {cell(
        'mappedFields',
        <CellField codes={errorsOf('mappedFields')}>
          <Dropdown
            className={styles.input}
            multiselect
            disabled={readOnly}
            placeholder={t('mapping.mappings.pickFields')}
            value={row.mappedFields.join(', ')}
            selectedOptions={row.mappedFields}
            aria-label={label('mappedFields')}
            onOptionSelect={(_, data) => edit({ mappedFields: data.selectedOptions })}
          >
            {options.map((name) => (
              <Option key={name} value={name}>
                {name}
              </Option>
            ))}
          </Dropdown>
        </CellField>,
        styles.wide,
      )}
      {cell(
        'hasMultipleValues',
        <Checkbox
          checked={row.hasMultipleValues}
          disabled={readOnly}
          aria-label={label('hasMultipleValues')}
          onChange={(_, data) => edit({ hasMultipleValues: data.checked === true })}
        />,
        styles.check,
      )}
      {cell(
        'method',
        inputs.method ? (
          <Select
            className={styles.input}
            value={row.method}
            disabled={readOnly}
            aria-label={label('method')}
            onChange={(_, data) => edit({ method: data.value as MappingMethod })}
          >
            {MAPPING_METHODS.map((method) => (
              <option key={method} value={method}>
                {t(`mapping.methods.${method}`)}
              </option>
            ))}
          </Select>
        ) : (
          notUsed
        ),
      )}
      {cell(
        'delimiter',
        inputs.delimiter ? (
          <CellField codes={errorsOf('delimiter')}>
            <Input
              className={styles.narrowInput}
              value={row.delimiter}
              disabled={readOnly}
              maxLength={8}
              dir="ltr"
              aria-label={label('delimiter')}
              onChange={(_, data) => edit({ delimiter: data.value })}
            />
          </CellField>
        ) : (
          notUsed
        ),
      )}
      {cell('startIndex', inputs.slice ? numberInput('startIndex') : notUsed)}
      {cell('length', inputs.slice ? numberInput('length') : notUsed)}
      {cell(
        'encoding',
        <Select
          className={styles.narrowInput}
          value={row.encoding}
          disabled={readOnly}
          aria-label={label('encoding')}
          onChange={(_, data) => edit({ encoding: data.value as ValueEncoding })}
        >
          {VALUE_ENCODINGS.map((encoding) => (
            <option key={encoding} value={encoding}>
              {t(`mapping.encodings.${encoding}`)}
            </option>
          ))}
        </Select>,
      )}
      <td className={mergeClasses(styles.cell, styles.actions)}>
        <Text weight="semibold" className={styles.phoneTitle} dir="auto">
          {title}
        </Text>
        {!readOnly && (
          <Tooltip content={t('mapping.mappings.remove', { name: title })} relationship="label">
            <Button appearance="subtle" icon={<Delete20Regular />} onClick={remove} />
          </Tooltip>
        )}
      </td>
    </tr>
  );
}
