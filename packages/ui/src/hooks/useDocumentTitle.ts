import { useEffect } from 'react';
import { pageTitle } from '@hub/contracts';

/** Sets the page title with the "%s - Hub" template (spec section 1). */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = pageTitle(title);
  }, [title]);
}
