import { useHubStore } from '@hub/ui';
import { useEffect, useState } from 'react';
import { columnChoiceKey, readHiddenColumns, shownColumns, toggleColumn, writeHiddenColumns } from '../../domain/columnChoice';

const storage = (): Storage | undefined => (typeof window === 'undefined' ? undefined : window.localStorage);

/** The columns the signed-in user hides in the product list, kept in localStorage per user. */
export function useColumnChoice(columns: readonly string[]) {
  const key = useHubStore((s) => (s.user ? columnChoiceKey(s.user) : null));
  const [hidden, setHidden] = useState<string[]>(() => (key ? readHiddenColumns(storage(), key) : []));
  useEffect(() => setHidden(key ? readHiddenColumns(storage(), key) : []), [key]);
  const toggle = (column: string, show: boolean) =>
    setHidden((current) => {
      const next = toggleColumn(current, column, show);
      if (key) writeHiddenColumns(storage(), key, next);
      return next;
    });
  return { hidden, shown: shownColumns(columns, hidden), toggle };
}
