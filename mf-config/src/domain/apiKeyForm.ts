import {
  API_KEY_NAME_MAX_LENGTH,
  API_KEY_OPERATION_NAMES,
  grantableOperations,
  type ApiKeyCreateBody,
  type ApiKeyOperation,
} from '@hub/contracts';

/** The create dialog's fields as typed. */
export interface ApiKeyDraft {
  name: string;
  operations: ApiKeyOperation[];
}

export type ApiKeyDraftError = 'nameRequired' | 'nameTooLong' | 'operationsRequired';

export const EMPTY_API_KEY_DRAFT: ApiKeyDraft = { name: '', operations: [] };

/** The same rules as the server's schema (apiKeyCreateBodySchema), per field, for the dialog. */
export function validateApiKeyDraft(draft: ApiKeyDraft): Partial<Record<'name' | 'operations', ApiKeyDraftError>> {
  const errors: Partial<Record<'name' | 'operations', ApiKeyDraftError>> = {};
  const name = draft.name.trim();
  if (name.length === 0) errors.name = 'nameRequired';
  else if (name.length > API_KEY_NAME_MAX_LENGTH) errors.name = 'nameTooLong';
  if (draft.operations.length === 0) errors.operations = 'operationsRequired';
  return errors;
}

/** The body POST /merchant/api-keys gets: the trimmed name and the operations in declared order. */
export function toCreateBody(draft: ApiKeyDraft): ApiKeyCreateBody {
  return { name: draft.name.trim(), allowedOperations: API_KEY_OPERATION_NAMES.filter((op) => draft.operations.includes(op)) };
}

/** Ticks or unticks one operation. */
export function toggleOperation(draft: ApiKeyDraft, operation: ApiKeyOperation, on: boolean): ApiKeyDraft {
  const rest = draft.operations.filter((op) => op !== operation);
  return { ...draft, operations: on ? [...rest, operation] : rest };
}

/** Each declared operation, and whether the user may grant it (holds all its permissions). */
export function operationChoices(granted: readonly string[]): { operation: ApiKeyOperation; grantable: boolean }[] {
  const mine = grantableOperations(granted);
  return API_KEY_OPERATION_NAMES.map((operation) => ({ operation, grantable: mine.includes(operation) }));
}
