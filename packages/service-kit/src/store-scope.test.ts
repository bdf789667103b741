import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { AppError } from './errors';
import { scopeAllowsStore, storeScopeCondition, storesInScope, visibleInScope } from './store-scope';

const storeBound = { storeCodes: ['BKK-SIAM', 'CNX-NIMMAN'] };
const merchantWide = { storeCodes: null };

describe('store scope: the one way a call is limited to the stores its caller may see', () => {
  it('When the caller is store-bound, then only its stores are allowed', () => {
    expect(scopeAllowsStore(storeBound, 'BKK-SIAM')).toBe(true);
    expect(scopeAllowsStore(storeBound, 'DXB-GOLDSOUK')).toBe(false);
    expect(scopeAllowsStore(merchantWide, 'ANY')).toBe(true);
  });

  it('When sid names a store, then the call reads that store, and a store-bound caller is refused another with 403 UAC108', () => {
    expect(storesInScope(merchantWide, 'DXB-GOLDSOUK')).toEqual(['DXB-GOLDSOUK']);
    expect(storesInScope(storeBound, 'CNX-NIMMAN')).toEqual(['CNX-NIMMAN']);
    const refused = (() => {
      try {
        storesInScope(storeBound, 'DXB-GOLDSOUK');
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'UAC108', httpStatus: 403 });
  });

  it("When sid is MASTER or absent, then the call reads every store the caller may see (null: the merchant's all)", () => {
    expect(storesInScope(merchantWide)).toBeNull();
    expect(storesInScope(merchantWide, 'MASTER')).toBeNull();
    expect(storesInScope(storeBound, 'MASTER')).toEqual(['BKK-SIAM', 'CNX-NIMMAN']);
  });

  it('When a list is filtered, then a store-bound caller sees only its stores and never MASTER', () => {
    const rows = [{ sid: 'MASTER' }, { sid: 'BKK-SIAM' }, { sid: 'DXB-GOLDSOUK' }];
    expect(visibleInScope(storeBound, rows, (r) => r.sid)).toEqual([{ sid: 'BKK-SIAM' }]);
    expect(visibleInScope({ storeCodes: ['MASTER'] }, rows, (r) => r.sid)).toEqual([]);
    expect(visibleInScope(merchantWide, rows, (r) => r.sid)).toEqual(rows);
  });

  it('When rows are filtered in SQL, then one store is an equality, several an any(), all none', () => {
    const compiler = new Kysely<unknown>({
      dialect: {
        createAdapter: () => new PostgresAdapter(),
        createDriver: () => new DummyDriver(),
        createIntrospector: (db) => new PostgresIntrospector(db),
        createQueryCompiler: () => new PostgresQueryCompiler(),
      },
    });
    expect(storeScopeCondition('sid', null)).toBeUndefined();
    expect(storeScopeCondition('sid', ['BKK-SIAM'])!.compile(compiler)).toMatchObject({ sql: 'sid = $1', parameters: ['BKK-SIAM'] });
    expect(storeScopeCondition('p.sid', ['A', 'B'])!.compile(compiler)).toMatchObject({ sql: 'p.sid = any($1::text[])', parameters: [['A', 'B']] });
    expect(() => storeScopeCondition('sid; drop table x', ['A'])).toThrow('not a column name');
  });
});
