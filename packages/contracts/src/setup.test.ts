import { isDataImported, isSetupDone, savedModuleStatus, SETUP_WIZARD_STEPS, setupIcon, setupStepsProgress } from './setup';

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

describe('setup progress over the wizard’s steps (issue 28 item 5)', () => {
  it('when setup is finished with 2 of 7 steps done and another module saved, then 2 of 7 (28 %), the other 5 skipped, not 100 %', () => {
    const progress = setupStepsProgress([
      { name: 'Setup', status: 'CREATED' },
      { name: 'Stores', status: 'CREATED' },
      { name: 'Theme', status: 'UPDATED' },
      { name: 'RFID', status: 'BEFORE_CREATED' },
      { name: 'Global', status: 'CREATED' },
    ]);
    expect(progress).toMatchObject({ done: 2, total: 7, per: 28 });
    expect(progress.steps.map((s) => [s.key, s.state])).toEqual([
      ['stores', 'done'],
      ['dataMapping', 'skipped'],
      ['import', 'skipped'],
      ['rfid', 'skipped'],
      ['stockTake', 'skipped'],
      ['notifications', 'skipped'],
      ['theme', 'done'],
    ]);
  });

  it('when setup is not finished, then the steps not done are not done (not skipped); nothing saved is 0 of 7', () => {
    expect(setupStepsProgress([{ name: 'Stores', status: 'CREATED' }]).steps.filter((s) => s.state === 'notDone')).toHaveLength(6);
    expect(setupStepsProgress([])).toMatchObject({ done: 0, total: 7, per: 0 });
  });

  it('when every step is done, then 100 %', () => {
    expect(setupStepsProgress(SETUP_WIZARD_STEPS.map((s) => ({ name: s.module, status: 'UPDATED' as const }))).per).toBe(100);
  });
});
