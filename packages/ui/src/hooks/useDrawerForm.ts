import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useFormSave, type FieldErrors, type SaveFailureWording } from './useFormSave';

export type { FieldErrors } from './useFormSave';

export interface DrawerFormSpec<TDraft extends object, TField extends string, E> extends SaveFailureWording<TField, E> {
  open: boolean;
  /** What the form starts from each time it opens (or when `resetOn` changes while open). */
  initial: () => TDraft;
  resetOn: readonly unknown[];
  /** The rules the form checks itself; shown once the user has tried to save. */
  validate: (draft: TDraft) => FieldErrors<TField, E>;
  canSave: boolean;
  /** Saves the draft (the caller words the success and closes); throws the API's error. */
  submit: (draft: TDraft) => Promise<void>;
  /** Forget the server's field problems when a save starts (default true). */
  clearServerErrorsOnSave?: boolean;
}

/**
 * An edit form that opens on a fresh draft (the store and user drawers, the role editor, import
 * sources): the form's own rules shown after the first save attempt, and the save state machine of
 * `useFormSave` (the server's field problems until that field changes, a form-level error otherwise,
 * one save at a time).
 */
export function useDrawerForm<TDraft extends object, TField extends string & keyof TDraft, E>(
  spec: DrawerFormSpec<TDraft, TField, E>,
) {
  const { open, initial, resetOn, validate, canSave, submit, clearServerErrorsOnSave = true } = spec;
  const [draft, setDraft] = useState<TDraft>(initial);
  const [submitted, setSubmitted] = useState(false);
  const saveState = useFormSave<TField, E>(spec);
  const { serverErrors, formError, saving } = saveState;

  useEffect(() => {
    if (!open) return;
    setDraft(initial());
    setSubmitted(false);
    saveState.reset();
    // `initial` reads what resetOn names: only those (and opening) start the form afresh.
  }, [open, ...resetOn]);

  const clientErrors = useMemo(() => validate(draft), [validate, draft]);

  /** The field's problem: the server's, else (after a save attempt) the form's own. */
  const problemOf = (field: TField): E | undefined =>
    serverErrors[field] ?? (submitted ? clientErrors[field] : undefined);

  const set = <K extends keyof TDraft & string>(key: K, value: TDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    saveState.forget([key]);
  };

  /** Several fields at once; the server's problems of those fields are forgotten. */
  const patch = (changes: Partial<TDraft>) => {
    setDraft((d) => ({ ...d, ...changes }));
    saveState.forget(Object.keys(changes));
  };

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSave || saving) return;
    setSubmitted(true);
    if (Object.keys(clientErrors).length > 0) {
      // The form's own rules stop the save before it reaches the server.
      saveState.begin({ clearServerErrors: clearServerErrorsOnSave });
      return;
    }
    await saveState.attempt(() => submit(draft), { clearServerErrors: clearServerErrorsOnSave });
  };

  return { draft, set, patch, submitted, clientErrors, problemOf, formError, saving, save };
}
