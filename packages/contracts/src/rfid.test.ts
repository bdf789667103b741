import {
  DEFAULT_RFID_CONFIG,
  epcAsciiText,
  parseEpc,
  parseTagLines,
  rfidConfigBodySchema,
  rfidLengthFits,
  tagMappingBodyOf,
  tagMappingBodySchema,
} from './rfid';

describe('RFID config (issue 14 item 1)', () => {
  it('When nothing is saved, then the default is one tag per product and 96-bit hex EPCs (24 digits)', () => {
    expect(DEFAULT_RFID_CONFIG).toEqual({ multipleTags: false, encoding: 'HEX', length: 24 });
    expect(rfidLengthFits(DEFAULT_RFID_CONFIG)).toBe(true);
  });

  it.each([
    ['HEX', 8, true],
    ['HEX', 32, true],
    ['HEX', 64, true],
    ['HEX', 4, false],
    ['HEX', 26, false],
    ['HEX', 68, false],
    ['ASCII', 1, true],
    ['ASCII', 12, true],
    ['ASCII', 32, true],
    ['ASCII', 33, false],
  ] as const)('When the encoding is %s and the length %d, then it fits: %s', (encoding, length, fits) => {
    expect(rfidLengthFits({ encoding, length })).toBe(fits);
  });

  it('When the body is wrapped in data, or flat, then both are read; unknown fields are refused', () => {
    const config = { multipleTags: true, encoding: 'ASCII', length: 12 };
    expect(rfidConfigBodySchema.parse({ data: config })).toEqual(config);
    expect(rfidConfigBodySchema.parse(config)).toEqual(config);
    expect(rfidConfigBodySchema.safeParse({ ...config, extra: 1 }).success).toBe(false);
    expect(rfidConfigBodySchema.safeParse({ ...config, encoding: 'BASE64' }).success).toBe(false);
  });
});

describe('EPCs against the config', () => {
  const hex = { encoding: 'HEX', length: 24 } as const;
  const ascii = { encoding: 'ASCII', length: 12 } as const;

  it('When a hex EPC has the configured length, then it is stored upper-cased and trimmed', () => {
    expect(parseEpc(' e28011700000020a1b2c3d4e \n', hex)).toEqual({ ok: true, epc: 'E28011700000020A1B2C3D4E' });
  });

  it('When a hex EPC is too short, too long or not hex, then it is refused with the reason', () => {
    expect(parseEpc('E2801170', hex)).toEqual({ ok: false, problem: 'length' });
    expect(parseEpc('E28011700000020A1B2C3D4E00', hex)).toEqual({ ok: false, problem: 'length' });
    expect(parseEpc('E28011700000020A1B2C3D4G', hex)).toEqual({ ok: false, problem: 'characters' });
    expect(parseEpc('', hex)).toEqual({ ok: false, problem: 'characters' });
  });

  it('When the encoding is ASCII, then the text becomes the hex of its bytes (as imports store ASCII tags), up to the length', () => {
    expect(parseEpc('RG000123', ascii)).toEqual({ ok: true, epc: '5247303030313233' });
    expect(parseEpc('RG0001230000X', ascii)).toEqual({ ok: false, problem: 'length' });
    expect(parseEpc('RG\u00e9', ascii)).toEqual({ ok: false, problem: 'characters' });
    expect(epcAsciiText('5247303030313233')).toBe('RG000123');
    expect(epcAsciiText('E280117000')).toBeNull();
  });
});

describe('a pasted list of tags', () => {
  it('When lines hold an EPC, or an EPC and a product code, then each is read with its line number; blank lines are skipped', () => {
    expect(parseTagLines('E2001\r\n\n E2002 , DJ-RG-000002\nE2003;DJ-RG-000003\nE2004\tDJ-RG-000004\n')).toEqual([
      { line: 1, epc: 'E2001', productCode: null },
      { line: 3, epc: 'E2002', productCode: 'DJ-RG-000002' },
      { line: 4, epc: 'E2003', productCode: 'DJ-RG-000003' },
      { line: 5, epc: 'E2004', productCode: 'DJ-RG-000004' },
    ]);
  });

  it('When lines without a product are pasted, then they go to the chosen product; without one, there is no request', () => {
    const lines = parseTagLines('E2001\nE2002,DJ-2');
    expect(tagMappingBodyOf(lines, 'DJ-1')).toEqual({ productCode: 'DJ-1', epcs: ['E2001'], pairs: [['E2002', 'DJ-2']], move: false });
    expect(tagMappingBodyOf(lines, null)).toBeNull();
    expect(tagMappingBodyOf(parseTagLines('E2002,DJ-2'), null, true)).toEqual({ epcs: [], pairs: [['E2002', 'DJ-2']], move: true });
    expect(tagMappingBodySchema.safeParse(tagMappingBodyOf(lines, 'DJ-1')).success).toBe(true);
  });

  it('When the body names no tag, or bare EPCs without a product, then the schema refuses it', () => {
    expect(tagMappingBodySchema.safeParse({ epcs: [] }).success).toBe(false);
    expect(tagMappingBodySchema.safeParse({ epcs: ['E2001'] }).success).toBe(false);
    expect(tagMappingBodySchema.safeParse({ pairs: [['E2001', '']] }).success).toBe(false);
  });
});
