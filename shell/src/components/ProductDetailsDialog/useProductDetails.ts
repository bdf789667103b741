import { onHubEvent, type HubDomEvents, type Product } from '@hub/contracts';
import { codeWording, hubStore } from '@hub/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadProduct, loadProductDetailsContext, type ProductDetailsContext } from './productDetailsSource';

export type ProductDetailsState =
  | { status: 'closed' }
  | { status: 'loading'; request: HubDomEvents['hub:product-show'] }
  | { status: 'ready'; request: HubDomEvents['hub:product-show']; product: Product; context: ProductDetailsContext };

/**
 * Spec sections 2 and 8: the product-show event opens the dialog and loads the product with the
 * merchant's dialog configuration; a failed load closes it and shows PD100's text in the top snackbar.
 */
export function useProductDetails() {
  const [state, setState] = useState<ProductDetailsState>({ status: 'closed' });
  // Only the newest request may change the dialog: an older answer arriving late is dropped.
  const latest = useRef(0);

  const show = useCallback(async (request: HubDomEvents['hub:product-show']) => {
    const id = ++latest.current;
    setState({ status: 'loading', request });
    const context = loadProductDetailsContext();
    try {
      const product = await loadProduct(request.productCode, request.sid);
      const loaded = await context;
      if (id === latest.current) setState({ status: 'ready', request, product, context: loaded });
    } catch {
      if (id !== latest.current) return;
      setState({ status: 'closed' });
      hubStore.getState().showSnackbar(codeWording('PD100'), 'error');
    }
  }, []);

  useEffect(() => onHubEvent('hub:product-show', (detail) => void show(detail), window), [show]);

  const close = useCallback(() => {
    latest.current++;
    setState({ status: 'closed' });
  }, []);

  return { state, close };
}
