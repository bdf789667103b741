import { fieldValue, moneyFieldText, productCurrency, type ProductFieldValues } from '@hub/contracts';
import { useCallback } from 'react';
import { useProductValueText } from '../components/ProductFields/useProductValueText';
import { useHubStore } from '../store';
import { useStoreCurrencies } from './storeCurrencies';

/** The currency an item is priced in: its own currency field, else its store's (issue 9). */
export function useProductCurrency(): (product: ProductFieldValues) => string | undefined {
  const stores = useStoreCurrencies();
  return useCallback((product: ProductFieldValues) => productCurrency(product, stores[String(fieldValue(product, 'sid') ?? '')]), [stores]);
}

/**
 * A product field's value as text (issue 9): an amount in a money field (price...) in the item's
 * currency with the user's language's separators; anything else by the display rules (spec section 3).
 * `value` is the product's value of the field, or one item's of it in a table cell.
 */
export function useProductFieldText(): (product: ProductFieldValues, field: string, value: unknown) => string {
  const text = useProductValueText();
  const currencyOf = useProductCurrency();
  const locale = useHubStore((s) => s.locale);
  return useCallback(
    (product: ProductFieldValues, field: string, value: unknown) =>
      moneyFieldText(field, value, currencyOf(product), locale) ?? text(value),
    [text, currencyOf, locale],
  );
}
