import type { ProductField } from '@hub/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldLabel, type TableColumn } from '../../rules/productDetails';

/** Field labels: the data mapping's display names, else the shell's translated fixed-field names. */
export function useFieldLabel(mappingFields: readonly Pick<ProductField, 'name' | 'displayName'>[]) {
  const { t } = useTranslation('shell');
  const label = useCallback(
    (name: string) => fieldLabel(name, mappingFields, (fixed) => t(`productDetails.fields.${fixed}`)),
    [mappingFields, t],
  );
  const columnLabel = useCallback(
    (column: TableColumn) => (column.itemKey === undefined ? label(column.field) : `${label(column.field)}: ${column.itemKey}`),
    [label],
  );
  return { label, columnLabel };
}
