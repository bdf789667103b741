import { displayValue } from '@hub/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NS } from '../../i18n/i18n';

/** A product value as text (spec section 3 display rules), with yes/no in the user's language. */
export function useProductValueText(): (value: unknown) => string {
  const { t } = useTranslation(COMMON_NS);
  return useCallback(
    (value: unknown) => (typeof value === 'boolean' ? t(value ? 'productValue.yes' : 'productValue.no') : displayValue(value)),
    [t],
  );
}
