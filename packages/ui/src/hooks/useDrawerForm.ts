import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { isApiError } from '../api/ApiError';

/** Problems by field: a code, or a list of problems, as the form words them. */
export type FieldErrors<TField extends string, E> = Partial<Record<TField, E>>;

export interface DrawerFormSpec<TDraft extends object, TField extends string, E> {
  open: boolean;
  /** What the form starts from each time it opens (or when `resetOn` changes while open). */
  initial: () => TDraft;
  resetOn: readonly unknown[];
  /** The rules the form checks itself; shown once the user has tried to save. */
  validate: (draft: TDraft) => FieldErrors<TField, E>;
  canSave: boolean;
  /** Saves the draft (the caller words the success and closes); throws the API's error. */
  submit: (draft: TDraft) => Promise<void>;
  /** The field problems of a refused save, when its code and details name fields; else null. */
  fieldErrorsOf: (code: string, details: unknown) => FieldErrors<TField, E> | null;
  /** The form-level words of a refused save that names no field. */
  formErrorOf: (code: string, message: string | undefined) => string;
  /** Forget the server's field problems when a save starts (default true). */
  clearServerErrorsOnSave?: boolean;
}

/**
 * The state machine of an edit form (issue 10 item 5; the store and user drawers, the role editor): a fresh draft on open,
 * the form's own rules shown after the first save attempt, the server's field problems until that
 * field changes, a form-level error otherwise, and one save at a time.
 */
export function useDrawerForm<TDraft extends object, TField extends string & keyof TDraft, E>(
  spec: DrawerFormSpec<TDraft, TField, E>,
) {
  const {
    open,
    initial,
    resetOn,
    validate,
    canSave,
    submit,
    fieldErrorsOf,
    formErrorOf,
    clearServerErrorsOnSave = true,
  } = spec;
  const [draft, setDraft] = useState<TDraft>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<TField, E>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setDraft(initial());
    setSubmitted(false);
    setServerErrors({});
    setFormError(null);
    setSaving(false);
    // `initial` reads what resetOn names: only those (and opening) start the form afresh.
  }, [open, ...resetOn]);

  const clientErrors = useMemo(() => validate(draft), [validate, draft]);

  /** The field's problem: the server's, else (after a save attempt) the form's own. */
  const problemOf = (field: TField): E | undefined =>
    serverErrors[field] ?? (submitted ? clientErrors[field] : undefined);

  const set = <K extends keyof TDraft & string>(key: K, value: TDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    if (key in serverErrors)
      setServerErrors(({ [key as string as TField]: _gone, ...rest }) => rest as FieldErrors<TField, E>);
  };

  /** Several fields at once; the server's problems of those fields are forgotten. */
  const patch = (changes: Partial<TDraft>) => {
    setDraft((d) => ({ ...d, ...changes }));
    const touched = Object.keys(changes).filter((key) => key in serverErrors);
    if (touched.length > 0)
      setServerErrors((errors) => Object.fromEntries(Object.entries(errors).filter(([key]) => !touched.includes(key))) as FieldErrors<TField, E>);
  };

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSave || saving) return;
    setSubmitted(true);
    setFormError(null);
    if (clearServerErrorsOnSave) setServerErrors({});
    if (Object.keys(clientErrors).length > 0) return;
    setSaving(true);
    try {
      await submit(draft);
    } catch (error) {
      const code = isApiError(error) ? error.code : 'SE100';
      const fields = fieldErrorsOf(code, isApiError(error) ? error.details : undefined);
      if (fields) setServerErrors(fields);
      else setFormError(formErrorOf(code, isApiError(error) ? error.message : undefined));
    } finally {
      setSaving(false);
    }
  };

  return { draft, set, patch, submitted, clientErrors, problemOf, formError, saving, save };
}
