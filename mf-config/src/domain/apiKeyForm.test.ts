import { DEFAULT_ROLE_PERMISSIONS } from '@hub/contracts';
import { EMPTY_API_KEY_DRAFT, operationChoices, toCreateBody, toggleOperation, validateApiKeyDraft } from './apiKeyForm';

describe('API key create dialog rules (spec section 3 "API key": allowed operations)', () => {
  it('When nothing is filled in, then a name and at least one operation are required', () => {
    expect(validateApiKeyDraft(EMPTY_API_KEY_DRAFT)).toEqual({ name: 'nameRequired', operations: 'operationsRequired' });
    expect(validateApiKeyDraft({ name: '   ', operations: ['PRODUCTS_READ'] })).toEqual({ name: 'nameRequired' });
    expect(validateApiKeyDraft({ name: 'x'.repeat(101), operations: ['PRODUCTS_READ'] })).toEqual({ name: 'nameTooLong' });
    expect(validateApiKeyDraft({ name: 'ERP', operations: ['PRODUCTS_READ'] })).toEqual({});
  });

  it('When operations are ticked in any order, then the body lists them trimmed and in declared order', () => {
    let draft = toggleOperation({ name: ' ERP sync ', operations: [] }, 'STORES_READ', true);
    draft = toggleOperation(draft, 'PRODUCTS_READ', true);
    draft = toggleOperation(draft, 'IMPORT_JOBS_READ', true);
    draft = toggleOperation(draft, 'IMPORT_JOBS_READ', false);
    expect(toCreateBody(draft)).toEqual({ name: 'ERP sync', allowedOperations: ['PRODUCTS_READ', 'STORES_READ'] });
  });

  it('When a developer opens the dialog, then only the operations their permissions cover can be granted', () => {
    expect(operationChoices(DEFAULT_ROLE_PERMISSIONS.DEVELOPER)).toEqual([
      { operation: 'PRODUCTS_READ', grantable: true },
      { operation: 'IMPORT_JOBS_READ', grantable: true },
      { operation: 'STOCK_TAKE_REPORTS_READ', grantable: false },
      { operation: 'STORES_READ', grantable: false },
      { operation: 'STOCK_TAKE_SUBMIT', grantable: false },
    ]);
    expect(operationChoices(DEFAULT_ROLE_PERMISSIONS.ADMIN).every((c) => c.grantable)).toBe(true);
  });
});
