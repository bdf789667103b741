import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ApiSuccess } from '../api';
import { hubStore } from '../store';
import { useApiResource, type ApiFailure } from './useApiResource';
import { useFormSave, type SaveFailureWording } from './useFormSave';

export interface ConfigFormSpec<TData, TDraft, TBody> {
  /** Loads what the page edits (its config, and what it picks from). */
  load: (signal: AbortSignal) => Promise<TData>;
  toDraft: (data: TData) => TDraft;
  /** What to save; null when the draft equals what was loaded ('nothing to update'). */
  bodyOf: (data: TData, draft: TDraft) => TBody | null;
  /** Saves and answers the success code with the data as it now is. */
  save: (body: TBody, data: TData) => Promise<ApiSuccess<TData>>;
  /** The snackbar's words for a save's success code (the page's own words when the code has none). */
  savedWording: (code: string) => string;
  /** The snackbar's words for a refused save. */
  failureWording: (code: string, message: string) => string;
  /** The rules a refused save names, by path (empty when it names none). */
  issuesOf: (details: unknown) => Record<string, string>;
  /** Called after a successful save (e.g. to reload a history), with what was saved. */
  onSaved?: (saved: TData) => void;
}

/**
 * A configuration page's form: load, draft, dirty detection, and the save state machine of
 * `useFormSave` (one save at a time; the rules the server broke, by path, until the draft changes
 * again), the answer's code in the snackbar.
 */
export function useConfigForm<TData, TDraft, TBody>(spec: ConfigFormSpec<TData, TDraft, TBody>) {
  const { load, toDraft, bodyOf, save: saveBody, savedWording, failureWording, issuesOf, onSaved } = spec;
  const merchant = hubStore.getState().user?.merchantID ?? '';
  const resource = useApiResource(useCallback((signal: AbortSignal) => load(signal), [load]), merchant);
  const [data, setData] = useState<TData | null>(null);
  const [draft, setDraftState] = useState<TDraft | null>(null);
  const [saveError, setSaveError] = useState<ApiFailure | null>(null);
  const wording: SaveFailureWording<string, string> = {
    fieldErrorsOf: (_code, details) => {
      const issues = issuesOf(details);
      return Object.keys(issues).length > 0 ? issues : null;
    },
    formErrorOf: (code, message) => failureWording(code, message ?? code),
  };
  const saveState = useFormSave<string, string>(wording);

  useEffect(() => {
    if (resource.status !== 'success') return;
    setData(resource.data);
    setDraftState(toDraft(resource.data));
    // toDraft is a pure function of the page: only a new load resets the draft.
  }, [resource.status, resource.data]);

  const body = useMemo(() => (data !== null && draft !== null ? bodyOf(data, draft) : null), [bodyOf, data, draft]);
  const dirty = body !== null;

  const setDraft = useCallback((update: (draft: TDraft) => TDraft) => {
    setDraftState((d) => (d === null ? d : update(d)));
    // The server's rules name paths of the draft: any change may have answered them.
    saveState.forget();
  }, []);

  const discard = () => {
    if (data !== null) setDraftState(toDraft(data));
    setSaveError(null);
    saveState.reset();
  };

  const save = async () => {
    if (body === null || data === null || saveState.saving) return;
    setSaveError(null);
    const failure = await saveState.attempt(async () => {
      const { code, data: saved } = await saveBody(body, data);
      setData(saved);
      setDraftState(toDraft(saved));
      hubStore.getState().showSnackbar(savedWording(code), 'success');
      onSaved?.(saved);
    });
    if (failure) {
      setSaveError({ code: failure.code, message: failure.message });
      hubStore.getState().showSnackbar(failureWording(failure.code, failure.message), 'error');
    }
  };

  return {
    resource,
    data,
    draft,
    setDraft,
    body,
    dirty,
    saving: saveState.saving,
    saveError,
    serverIssues: saveState.serverErrors as Record<string, string>,
    discard,
    save,
  };
}
