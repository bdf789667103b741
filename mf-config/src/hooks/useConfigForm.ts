import { useConfigForm as useUiConfigForm, type ApiSuccess } from '@hub/ui';
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
  /** Called after a successful save (e.g. to reload a history), with what was saved. */
  onSaved?: (saved: TData) => void;
}

/**
 * A configuration page's form (`@hub/ui`'s useConfigForm) worded with this remote's catalogue: the
 * answer's code in the snackbar, the rules the server broke by path.
 */
export function useConfigForm<TData, TDraft, TBody>(spec: ConfigFormSpec<TData, TDraft, TBody>) {
  const { savedText, ...rest } = spec;
  return useUiConfigForm({
    ...rest,
    savedWording: (code) => codeWording(code, savedText),
    failureWording: (code, message) => codeWording(code, message),
    issuesOf: (details) => issueMap(issuesOfDetails(details)),
  });
}
