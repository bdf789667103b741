import { useCallback, useEffect, useMemo, useState } from 'react';
import { hubStore, isApiError, toFailure, useApiResource, type ApiFailure, type ApiSuccess } from '@hub/ui';
import { issueMap, issuesOfDetails } from '../domain/listEdit';
import { codeWording } from '../i18n/codeWording';

export interface ConfigFormSpec<TData, TDraft, TBody> {
  /** Loads what the page edits (its config, and the data mapping it picks fields from). */
  load: (signal: AbortSignal) => Promise<TData>;
  toDraft: (data: TData) => TDraft;
  /** What to save; null when the draft equals what was loaded ('nothing to update'). */
  bodyOf: (data: TData, draft: TDraft) => TBody | null;
  /** Saves and answers the success code with the data as it now is. */
  save: (body: TBody, data: TData) => Promise<ApiSuccess<TData>>;
  /** The page's own words for a save whose code has no wording. */
  savedText: string;
  /** Called after a successful save (e.g. to reload a history). */
  onSaved?: () => void;
}

/**
 * A configuration page's form: load, draft, dirty detection, save with the answer's code in the
 * snackbar, and the rules the server broke (their codes by path) until the draft changes again.
 */
export function useConfigForm<TData, TDraft, TBody>(spec: ConfigFormSpec<TData, TDraft, TBody>) {
  const { load, toDraft, bodyOf, save: saveBody, savedText, onSaved } = spec;
  const merchant = hubStore.getState().user?.merchantID ?? '';
  const resource = useApiResource(useCallback((signal: AbortSignal) => load(signal), [load]), merchant);
  const [data, setData] = useState<TData | null>(null);
  const [draft, setDraftState] = useState<TDraft | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<ApiFailure | null>(null);
  const [serverIssues, setServerIssues] = useState<Record<string, string>>({});

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
    setServerIssues({});
  }, []);

  const discard = () => {
    if (data !== null) setDraftState(toDraft(data));
    setSaveError(null);
    setServerIssues({});
  };

  const save = async () => {
    if (body === null || data === null || saving) return;
    setSaving(true);
    setSaveError(null);
    try {
      const { code, data: saved } = await saveBody(body, data);
      setData(saved);
      setDraftState(toDraft(saved));
      setServerIssues({});
      hubStore.getState().showSnackbar(codeWording(code, savedText), 'success');
      onSaved?.();
    } catch (error) {
      const failure = toFailure(error);
      setSaveError(failure);
      setServerIssues(issueMap(isApiError(error) ? issuesOfDetails(error.details) : []));
      hubStore.getState().showSnackbar(codeWording(failure.code, failure.message), 'error');
    } finally {
      setSaving(false);
    }
  };

  return { resource, data, draft, setDraft, body, dirty, saving, saveError, serverIssues, discard, save };
}
