import { useState } from 'react';
import { isApiError } from '../api/ApiError';

/** Problems by field: a code, or a list of problems, as the form words them. */
export type FieldErrors<TField extends string, E> = Partial<Record<TField, E>>;

/** How a form words a refused save. */
export interface SaveFailureWording<TField extends string, E> {
  /** The field problems of a refused save, when its code and details name fields; else null. */
  fieldErrorsOf: (code: string, details: unknown) => FieldErrors<TField, E> | null;
  /** The form-level words of a refused save that names no field. */
  formErrorOf: (code: string, message: string | undefined) => string;
}

/** A refused save as the form keeps it: the answer's code, and its field problems or form-level words. */
export interface SaveFailure<TField extends string, E> {
  code: string;
  /** The answer's own message (or the network error's). */
  message: string;
  fields: FieldErrors<TField, E> | null;
  formError: string | null;
}

/** The code of an error a save threw: the API's code, else SE100 (the request did not get an answer). */
export function failureCodeOf(error: unknown): string {
  return isApiError(error) ? error.code : 'SE100';
}

/**
 * The save half of every edit form (issue 10 item 5): one save at a time, the server's field problems
 * kept until their field (or, for forms whose problems name paths, the draft) changes, a form-level
 * error otherwise. `useDrawerForm` (drawers, dialogs, the role editor, import sources) and
 * `useConfigForm` (configuration pages) are this state machine with their own way of getting a draft.
 */
export function useFormSave<TField extends string, E>(wording: SaveFailureWording<TField, E>) {
  const [serverErrors, setServerErrors] = useState<FieldErrors<TField, E>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  /** Forgets the server's problems of these fields (all of them without an argument). */
  const forget = (fields?: readonly string[]) => {
    if (fields === undefined) {
      setServerErrors((errors) => (Object.keys(errors).length === 0 ? errors : {}));
      return;
    }
    setServerErrors((errors) => {
      const kept = Object.entries(errors).filter(([key]) => !fields.includes(key));
      return kept.length === Object.keys(errors).length ? errors : (Object.fromEntries(kept) as FieldErrors<TField, E>);
    });
  };

  /** A fresh form: no problems, not saving. */
  const reset = () => {
    setServerErrors({});
    setFormError(null);
    setSaving(false);
  };

  /** A save attempt starts: the last form-level error goes, and the server's field problems unless kept. */
  const begin = (options: { clearServerErrors?: boolean } = {}) => {
    setFormError(null);
    if (options.clearServerErrors ?? true) setServerErrors({});
  };

  /**
   * Runs `work` unless a save is running; a throw becomes the form's problems and is answered as a
   * SaveFailure (null when the save went through or did not start).
   */
  const attempt = async (work: () => Promise<void>, options: { clearServerErrors?: boolean } = {}): Promise<SaveFailure<TField, E> | null> => {
    if (saving) return null;
    begin(options);
    setSaving(true);
    try {
      await work();
      return null;
    } catch (error) {
      const code = failureCodeOf(error);
      const message = isApiError(error) ? error.message : undefined;
      const fields = wording.fieldErrorsOf(code, isApiError(error) ? error.details : undefined);
      const words = fields ? null : wording.formErrorOf(code, message);
      if (fields) setServerErrors(fields);
      else setFormError(words);
      return { code, message: message ?? (error instanceof Error ? error.message : String(error)), fields, formError: words };
    } finally {
      setSaving(false);
    }
  };

  return { serverErrors, formError, saving, forget, reset, begin, attempt };
}
