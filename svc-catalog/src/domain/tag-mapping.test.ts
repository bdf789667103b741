import { checkRequestedTags, epcCandidates, planMapping, planUnmapping, productsGivenSeveralTags, tagsHeldElsewhere } from './tag-mapping';

const HEX = { encoding: 'HEX', length: 8 } as const;
const state = (tags: Record<string, string[]>) => ({ tags: new Map(Object.entries(tags)) });

describe('a mapping request checked against the RFID config (issue 14 item 2)', () => {
  it('When EPCs are typed in any case, then they are stored upper-case; a tag given twice for one product counts once', () => {
    expect(checkRequestedTags({ productCode: 'A', epcs: ['e2000001', 'E2000001'], pairs: [['E2000002', 'B']], move: false }, HEX)).toEqual({
      ok: true,
      tags: [
        { epc: 'E2000001', productCode: 'A' },
        { epc: 'E2000002', productCode: 'B' },
      ],
    });
  });

  it('When an EPC breaks the config, then the whole request is TM101 naming each bad line by its index', () => {
    expect(checkRequestedTags({ productCode: 'A', epcs: ['E2000001', 'E20'], pairs: [['XYZ00001', 'B']], move: false }, HEX)).toEqual({
      ok: false,
      code: 'TM101',
      count: 2,
      details: [
        { index: 1, value: 'E20', problem: 'length' },
        { index: 2, value: 'XYZ00001', problem: 'characters' },
      ],
    });
  });

  it('When one EPC is given for two products, then the request is TM103', () => {
    expect(checkRequestedTags({ epcs: [], pairs: [['E2000001', 'A'], ['e2000001', 'B']], move: false }, HEX)).toMatchObject({
      ok: false,
      code: 'TM103',
      details: [{ epc: 'E2000001', productCodes: ['A', 'B'] }],
    });
  });

  it('When a value is looked up, then it is tried as stored and as the config reads it (ASCII text becomes hex)', () => {
    expect(epcCandidates(' e2000001 ', HEX)).toEqual(['E2000001']);
    expect(epcCandidates('RG01', { encoding: 'ASCII', length: 12 })).toEqual(['52473031', 'RG01']);
  });
});

describe('planning a mapping', () => {
  it('When a product carries one tag, then mapping a new one unmaps the old one first (history: UNMAPPED, MAPPED)', () => {
    const plan = planMapping([{ epc: 'T2', productId: 'p1' }], state({ p1: ['T1'] }), false);
    expect(plan.next).toEqual(new Map([['p1', ['T2']]]));
    expect(plan.events).toEqual([
      { epc: 'T1', kind: 'UNMAPPED', productId: 'p1' },
      { epc: 'T2', kind: 'MAPPED', productId: 'p1' },
    ]);
    expect(plan.counts).toEqual({ mapped: 1, moved: 0, unmapped: 1, unchanged: 0 });
  });

  it('When products may carry several tags, then new tags follow the primary one', () => {
    const plan = planMapping([{ epc: 'T2', productId: 'p1' }, { epc: 'T3', productId: 'p1' }], state({ p1: ['T1'] }), true);
    expect(plan.next.get('p1')).toEqual(['T1', 'T2', 'T3']);
    expect(plan.counts).toEqual({ mapped: 2, moved: 0, unmapped: 0, unchanged: 0 });
  });

  it('When a tag is on its product already, then nothing changes', () => {
    const plan = planMapping([{ epc: 'T1', productId: 'p1' }], state({ p1: ['T1'] }), false);
    expect(plan.next.size).toBe(0);
    expect(plan.counts.unchanged).toBe(1);
  });

  it('When another product holds the tag, then it is named; a confirmed move takes it from that product (its next tag becomes primary)', () => {
    const before = state({ p1: [], p2: ['T1', 'T9'] });
    expect(tagsHeldElsewhere([{ epc: 'T1', productId: 'p1' }], before)).toEqual([{ epc: 'T1', productId: 'p2' }]);
    const plan = planMapping([{ epc: 'T1', productId: 'p1' }], before, true);
    expect(plan.next).toEqual(
      new Map([
        ['p1', ['T1']],
        ['p2', ['T9']],
      ]),
    );
    expect(plan.events).toEqual([{ epc: 'T1', kind: 'MOVED', productId: 'p1', fromProductId: 'p2' }]);
  });

  it('When one tag per product is the rule and a request gives a product two new tags, then that product is named (TM104)', () => {
    expect(productsGivenSeveralTags([{ epc: 'T1', productId: 'p1' }, { epc: 'T2', productId: 'p1' }, { epc: 'T3', productId: 'p2' }], state({ p1: [], p2: [] }))).toEqual(['p1']);
    // A tag the product holds already is no new tag.
    expect(productsGivenSeveralTags([{ epc: 'T1', productId: 'p1' }, { epc: 'T2', productId: 'p1' }], state({ p1: ['T1'] }))).toEqual([]);
  });

  it('When tags are unmapped, then each leaves its product and the product keeps its other tags in order', () => {
    const plan = planUnmapping(['T1', 'T5', 'T1'], state({ p1: ['T1', 'T2', 'T3'], p2: ['T5'] }));
    expect(plan.next).toEqual(
      new Map([
        ['p1', ['T2', 'T3']],
        ['p2', []],
      ]),
    );
    expect(plan.counts.unmapped).toBe(2);
  });
});
