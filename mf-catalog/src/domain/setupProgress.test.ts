import type { SetupModule } from '@hub/contracts';
import { isModuleDone, modulesWithPages, setupProgress } from './setupProgress';

const modules = (...statuses: SetupModule['status'][]): SetupModule[] =>
  statuses.map((status, i) => ({ name: `M${i}`, status }));

describe('setup progress (spec sections 3 and 4)', () => {
  it('When modules are CREATED or UPDATED, then they count as done; BEFORE_CREATED does not', () => {
    expect(isModuleDone('CREATED')).toBe(true);
    expect(isModuleDone('UPDATED')).toBe(true);
    expect(isModuleDone('BEFORE_CREATED')).toBe(false);
    expect(setupProgress(modules('CREATED', 'UPDATED', 'BEFORE_CREATED', 'BEFORE_CREATED'))).toEqual({
      done: 2,
      total: 4,
      per: 50,
    });
  });

  it('When the share is not whole, then the per cent is rounded down (100 only when all are done)', () => {
    expect(setupProgress(modules('CREATED', 'BEFORE_CREATED', 'BEFORE_CREATED')).per).toBe(33);
    const almost = modules(...Array.from({ length: 199 }, () => 'CREATED' as const), 'BEFORE_CREATED');
    expect(setupProgress(almost).per).toBe(99);
    expect(setupProgress(modules('UPDATED', 'CREATED')).per).toBe(100);
  });

  it('When there are no modules, then the progress is 0 of 0 and 0 per cent', () => {
    expect(setupProgress([])).toEqual({ done: 0, total: 0, per: 0 });
  });
});

describe('modules with pages: what the dashboard counts', () => {
  it('When a module has no built page, then it is neither listed nor counted', () => {
    const demo: SetupModule[] = [
      { name: 'Setup', status: 'CREATED' },
      { name: 'Data Import', status: 'UPDATED' },
      { name: 'Filter', status: 'CREATED' },
      { name: 'Pre Filter', status: 'BEFORE_CREATED' },
      { name: 'Stock Take', status: 'CREATED' },
      { name: 'Theme', status: 'UPDATED' },
      // A module a service announces without a page of its own (none today: a name no page has).
      { name: 'Loyalty', status: 'BEFORE_CREATED' },
    ];
    const counted = modulesWithPages(demo);
    expect(counted.map((m) => m.name)).toEqual(['Setup', 'Data Import', 'Filter', 'Pre Filter', 'Stock Take', 'Theme']);
    expect(setupProgress(counted)).toEqual({ done: 5, total: 6, per: 83 });
  });

  it('When a page gets built, then its module counts', () => {
    const modules: SetupModule[] = [{ name: 'Loyalty', status: 'UPDATED' }];
    expect(modulesWithPages(modules, () => true)).toEqual(modules);
    expect(modulesWithPages(modules)).toEqual([]);
  });
});
