import { fieldLabel, type ProductField } from '@hub/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Field labels: the data mapping's display names, else the shell's translated fixed-field names. */
export function useFieldLabel(mappingFields: readonly Pick<ProductField, 'name' | 'displayName'>[]) {
  const { t } = useTranslation('shell');
  return useCallback(
    (name: string) => fieldLabel(name, mappingFields, (fixed) => t(`productDetails.fields.${fixed}`)),
    [mappingFields, t],
  );
}
