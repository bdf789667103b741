import { isDataImported, isSetupDone, savedModuleStatus, setupIcon } from './setup';

describe('setup (spec section 4)', () => {
  it('when the module Setup is CREATED, then setup is done; UPDATED or BEFORE_CREATED are not', () => {
    expect(isSetupDone([{ name: 'Setup', status: 'CREATED' }])).toBe(true);
    expect(isSetupDone([{ name: 'Setup', status: 'UPDATED' }])).toBe(false);
    expect(isSetupDone([{ name: 'Setup', status: 'BEFORE_CREATED' }])).toBe(false);
    expect(isSetupDone([{ name: 'Global', status: 'CREATED' }])).toBe(false);
  });

  it('when Data Import has any status, then data counts as imported', () => {
    for (const status of ['CREATED', 'UPDATED', 'BEFORE_CREATED'] as const)
      expect(isDataImported([{ name: 'Data Import', status }])).toBe(true);
    expect(isDataImported([])).toBe(false);
  });

  it('when a module is saved, then it is CREATED the first time and UPDATED after', () => {
    expect(savedModuleStatus(undefined)).toBe('CREATED');
    expect(savedModuleStatus('BEFORE_CREATED')).toBe('CREATED');
    expect(savedModuleStatus('CREATED')).toBe('UPDATED');
    expect(savedModuleStatus('UPDATED')).toBe('UPDATED');
  });

  it('quick settings show done for CREATED or UPDATED, a warning for BEFORE_CREATED', () => {
    expect(setupIcon('CREATED')).toBe('done');
    expect(setupIcon('UPDATED')).toBe('done');
    expect(setupIcon('BEFORE_CREATED')).toBe('warning');
    expect(setupIcon(undefined)).toBe('none');
  });
});
