import {
  globalConfigSchema,
  type GlobalConfig,
  type GlobalConfigPatch,
} from '@hub/contracts';

/** Spec section 3, "Global config": the yes/no fields, shown as switches, in reading order. */
export const BOOLEAN_FIELDS = [
  'allowTagMapping',
  'allowPrinting',
  'allowImgImport',
  'allowImgFullPath',
  'showImageFilter',
  'showIsMappedFilter',
  'allowReportCaching',
  'triggerVerifyImageLambda',
  'useOptimizedAppDataSync',
  'skipCheckPrinterStatus',
  'allowPushStocktake',
] as const satisfies readonly (keyof GlobalConfig)[];
export type BooleanField = (typeof BOOLEAN_FIELDS)[number];

/** The text fields; verifyImageConcurrency is typed as text too, and read as a whole number. */
export const TEXT_FIELDS = ['catalogCatField', 'imageBaseUrl', 'imageExtensions', 'verifyImageConcurrency'] as const satisfies readonly (keyof GlobalConfig)[];
export type TextField = (typeof TEXT_FIELDS)[number];

export type GlobalConfigDraft = Record<BooleanField, boolean> & Record<TextField, string>;

export type FieldError = 'required' | 'invalidUrl' | 'invalidNumber' | 'invalidExtension' | 'tooLong';
export type DraftErrors = Partial<Record<TextField, FieldError>>;

/** The form's values for a stored config: empty text for 'none'. */
export function toDraft(config: GlobalConfig): GlobalConfigDraft {
  const draft = {} as GlobalConfigDraft;
  for (const f of BOOLEAN_FIELDS) draft[f] = config[f];
  draft.catalogCatField = config.catalogCatField ?? '';
  draft.imageBaseUrl = config.imageBaseUrl ?? '';
  draft.imageExtensions = config.imageExtensions;
  draft.verifyImageConcurrency = String(config.verifyImageConcurrency);
  return draft;
}

/** A text value as the API stores it: trimmed, and empty meaning 'none' (null) for optional fields. */
function normalizedText(field: TextField, value: string): string | number | null {
  const text = value.trim();
  if (field === 'verifyImageConcurrency') return /^\d+$/.test(text) ? Number(text) : text;
  if (field === 'imageExtensions') return text.toLowerCase();
  return text === '' ? null : text;
}

/** Checks each text field with the contract's own schema (the server applies the same rules). */
export function validateDraft(draft: GlobalConfigDraft): DraftErrors {
  const errors: DraftErrors = {};
  const shape = globalConfigSchema.shape;
  const concurrency = draft.verifyImageConcurrency.trim();
  if (concurrency === '') errors.verifyImageConcurrency = 'required';
  else if (!/^\d+$/.test(concurrency) || !shape.verifyImageConcurrency.safeParse(Number(concurrency)).success) {
    errors.verifyImageConcurrency = 'invalidNumber';
  }
  const extensions = draft.imageExtensions.trim();
  if (extensions === '') errors.imageExtensions = 'required';
  else if (!shape.imageExtensions.safeParse(extensions).success) errors.imageExtensions = 'invalidExtension';
  if (!shape.imageBaseUrl.safeParse(normalizedText('imageBaseUrl', draft.imageBaseUrl)).success) {
    errors.imageBaseUrl = 'invalidUrl';
  }
  if (!shape.catalogCatField.safeParse(normalizedText('catalogCatField', draft.catalogCatField)).success) {
    errors.catalogCatField = 'tooLong';
  }
  return errors;
}

/**
 * Dirty-form detection: the fields whose normalized value differs from the stored config, as the
 * body of POST /merchant/config/global (any subset of fields is accepted). Empty when nothing changed.
 */
export function changedFields(original: GlobalConfig, draft: GlobalConfigDraft): GlobalConfigPatch {
  const patch: Record<string, unknown> = {};
  for (const f of BOOLEAN_FIELDS) if (draft[f] !== original[f]) patch[f] = draft[f];
  for (const f of TEXT_FIELDS) {
    const value = normalizedText(f, draft[f]);
    if (value !== original[f]) patch[f] = value;
  }
  return patch as GlobalConfigPatch;
}

export function isDirty(original: GlobalConfig, draft: GlobalConfigDraft): boolean {
  return Object.keys(changedFields(original, draft)).length > 0;
}
