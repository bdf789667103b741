import { useCallback } from 'react';
import { namedMappingsApi, type NamedMapping, type NamedMappingSummary } from '@hub/contracts';
import { callApi, callApiWithCode, hubStore, toFailure, useApiResource, useHubStore } from '@hub/ui';
import { codeWording } from '../../i18n/codeWording';

/** What a mapping is called in a list: its name and revision. */
export const mappingLabel = (m: Pick<NamedMappingSummary, 'name' | 'revision'>, revisionWord: string) => `${m.name} · ${revisionWord} ${m.revision}`;

/**
 * The merchant's named mappings (issue 28 item 2): the list, and create (a copy of the default or of
 * another: duplicate), rename, the stores that start with one, and delete. A refusal (CDM114 name taken, CDM115-CDM117 kept) is shown
 * as its code's words and answered as null.
 */
export function useNamedMappings() {
  const merchant = useHubStore((s) => s.user?.merchantID ?? '');
  const list = useApiResource(
    useCallback((signal: AbortSignal) => callApi(namedMappingsApi.list, { signal }), []),
    merchant,
  );
  /**
   * Runs a call and tells its outcome: success in the answer code's words (`successText` when the code
   * has none), or in `successText` itself when `ownWords` (a save whose code says only "data mapping
   * saved", such as the stores that start with a mapping).
   */
  const act = useCallback(
    async <T,>(call: () => Promise<{ code: string; data: T }>, successText: string, ownWords = false): Promise<T | null> => {
      try {
        const { code, data } = await call();
        hubStore.getState().showSnackbar(ownWords ? successText : codeWording(code, successText), 'success');
        list.reload();
        return data;
      } catch (error) {
        const failure = toFailure(error);
        hubStore.getState().showSnackbar(codeWording(failure.code, failure.message), 'error');
        return null;
      }
    },
    [list],
  );
  const create = useCallback(
    (name: string, copyOf: string | undefined, successText: string): Promise<NamedMapping | null> =>
      act(() => callApiWithCode(namedMappingsApi.create, { body: { name, copyOf } }), successText),
    [act],
  );
  const rename = useCallback(
    (id: string, name: string, successText: string): Promise<NamedMapping | null> =>
      act(() => callApiWithCode(namedMappingsApi.patch, { params: { id }, body: { name } }), successText),
    [act],
  );
  /** The stores whose imports start with mapping `id` (per store): exactly these. */
  const setStores = useCallback(
    (id: string, stores: string[], successText: string): Promise<NamedMapping | null> =>
      act(() => callApiWithCode(namedMappingsApi.patch, { params: { id }, body: { stores } }), successText, true),
    [act],
  );
  const remove = useCallback(
    async (id: string, successText: string): Promise<boolean> =>
      (await act(() => callApiWithCode(namedMappingsApi.remove, { params: { id } }), successText)) !== null,
    [act],
  );
  return { list, mappings: list.status === 'success' ? list.data : [], create, rename, setStores, remove };
}

export type NamedMappingsState = ReturnType<typeof useNamedMappings>;
