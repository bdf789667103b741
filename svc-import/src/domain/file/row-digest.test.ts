import { IMPORT_MAX_CELL_CHARS, dataMappingConfigSchema, type EpcEncoding } from '@hub/contracts';
import { planFile, type ImportTarget } from './file-plan';
import { ArrayCells } from './row-cells';
import { digestKey, planIdentity, rowDigest } from './row-digest';

const field = (name: string, erpField: string, type: 'text' | 'number' = 'text') => ({ name, displayName: name, erpField, type });
const config = (extra: Array<ReturnType<typeof field>> = []) =>
  dataMappingConfigSchema.parse({ fields: [field('productCode', 'CODE'), field('rfidTag', 'RFID'), field('grossWeight', 'GROSS', 'number'), ...extra] });
const STORE: ImportTarget = { kind: 'store', sid: 'S01' };
const HEADER = ['CODE', 'RFID', 'GROSS', 'STOCK'];
const HEX: EpcEncoding = 'HEX';

describe('a row known by its digest (ADR 0044)', () => {
  it('When anything that decides how a row maps changes, then the plan identity changes; the order of keys or stores does not', () => {
    const base = planIdentity(config(), HEADER, STORE, null);
    expect(base).toMatch(/^[0-9a-f]{32}$/);
    expect(planIdentity(config(), [...HEADER], STORE, null)).toBe(base);
    expect(planIdentity(config([field('karat', 'KARAT')]), HEADER, STORE, null)).not.toBe(base);
    expect(planIdentity(config(), ['CODE', 'RFID', 'GROSS', 'QTY'], STORE, null)).not.toBe(base);
    expect(planIdentity(config(), HEADER, { kind: 'store', sid: 'S02' }, null)).not.toBe(base);
    expect(planIdentity(config(), HEADER, STORE, HEX)).not.toBe(base);
    const master = (stores: string[]) => planIdentity(config(), HEADER, { kind: 'master', stores: new Set(stores) }, null);
    expect(master(['S01', 'S02'])).toBe(master(['S02', 'S01']));
    expect(master(['S01', 'S02'])).not.toBe(master(['S01']));
    // The same config with its keys in another order (as JSON from a database may give it).
    const reordered = Object.fromEntries(Object.entries(config()).reverse()) as ReturnType<typeof config>;
    expect(planIdentity(reordered, HEADER, STORE, null)).toBe(base);
  });

  it('When a read cell changes, then the digest changes; when a skipped column changes, then it does not; cells do not run together', () => {
    const plan = planFile(config(), HEADER, STORE);
    expect(plan.readColumns).toEqual([0, 1, 2]);
    const id = planIdentity(config(), HEADER, STORE, null);
    const digest = rowDigest(id, new ArrayCells(['P1', '', '5.5', '3']), plan.readColumns);
    expect(digest).toMatch(/^[0-9a-f]{32}$/);
    expect(rowDigest(id, new ArrayCells(['P1', '', '5.5', '99']), plan.readColumns)).toBe(digest);
    expect(rowDigest(id, new ArrayCells(['P1', '', '5.50', '3']), plan.readColumns)).not.toBe(digest);
    expect(rowDigest(id, new ArrayCells(['P', '1', '5.5', '3']), plan.readColumns)).not.toBe(rowDigest(id, new ArrayCells(['P1', '', '5.5', '3']), plan.readColumns));
    expect(rowDigest(planIdentity(config(), HEADER, { kind: 'store', sid: 'S02' }, null), new ArrayCells(['P1', '', '5.5', '3']), plan.readColumns)).not.toBe(digest);
  });

  it('When a digest is made a key, then the key is its first 52 bits', () => {
    expect(digestKey('f'.repeat(32))).toBe(2 ** 52 - 1);
    expect(digestKey(`00000000000a0${'f'.repeat(19)}`)).toBe(0xa0);
  });

  it('When a row is known, then its light keys are those mapRow gives; a row breaking a rule of its keys or shape gives none', () => {
    const master: ImportTarget = { kind: 'master', stores: new Set(['S01']) };
    const cfg = dataMappingConfigSchema.parse({ fields: [field('sid', 'STORE'), field('productCode', 'CODE'), field('rfidTag', 'RFID'), field('grossWeight', 'GROSS', 'number')] });
    const header = ['STORE', 'CODE', 'RFID', 'GROSS'];
    const plan = planFile(cfg, header, master, HEX);
    const cells = ['S01', ' P1 ', 'E2AB', '5.5'];
    const mapped = plan.mapRow(cells, 2).record!;
    expect(plan.lightRow(new ArrayCells(cells), 2)).toEqual({ sid: mapped.sid, productCode: mapped.productCode, row: 2, rfidTag: mapped.rfidTag });
    expect(plan.lightRow(new ArrayCells(['S01', 'P2', '', '1']), 3)).toEqual({ sid: 'S01', productCode: 'P2', row: 3, rfidTag: null });
    expect(plan.lightRow(new ArrayCells(['S09', 'P1', 'E2AB', '5.5']), 4)).toBeNull();
    expect(plan.lightRow(new ArrayCells(['S01', '', 'E2AB', '5.5']), 4)).toBeNull();
    expect(plan.lightRow(new ArrayCells(['S01', 'P1', 'NOT-HEX', '5.5']), 4)).toBeNull();
    expect(plan.lightRow(new ArrayCells(['S01', 'P1', 'E2AB']), 4)).toBeNull();
    expect(plan.lightRow(new ArrayCells(['S01', 'P1', 'E2AB', 'x'.repeat(IMPORT_MAX_CELL_CHARS + 1)]), 4)).toBeNull();
  });
});
