import {
  DEFAULT_TAG_DESIGN,
  allocatedEpc,
  code128Modules,
  defaultTagDesigns,
  dotsOf,
  elementsOffLabel,
  layoutTag,
  printJobBodySchema,
  printingConfigBodySchema,
  readBackEpcs,
  reasonOfProblems,
  renderTagPreview,
  renderZpl,
  tagDesignInputSchema,
  tagFieldText,
  zplFieldData,
  type TagDesignLayoutInput,
} from './printing';
import { parseEpc } from './rfid';

const ring = {
  productCode: 'DJ-RG-000001',
  designNumber: 'RG1001',
  itemType: 'RING',
  sid: 'BKK-SIAM',
  price: 30350,
  currency: 'THB',
  netWeight: '3.456',
  stones: ['ruby', 'diamond'],
  empty: null,
};
const EPC = '3034000000010000000000A1';

const design: TagDesignLayoutInput = tagDesignInputSchema.parse({
  name: 'Ring tag',
  widthMm: 50.8,
  heightMm: 25.4,
  dpi: 203,
  elements: [
    { kind: 'field', field: 'productCode', x: 2.54, y: 2.54, fontSize: 12 },
    { kind: 'field', field: 'price', format: 'money', x: 2.54, y: 10 },
    { kind: 'field', field: 'netWeight', format: 'weight', prefix: 'Au ', x: 25, y: 10 },
    { kind: 'field', field: 'empty', x: 2, y: 20 },
    { kind: 'text', text: 'Siam Gold', x: 30, y: 2, rotation: 90 },
    { kind: 'barcode', symbology: 'CODE128', field: 'productCode', heightMm: 5, x: 2, y: 15 },
    { kind: 'barcode', symbology: 'QR', field: 'epc', module: 3, x: 40, y: 12 },
  ],
});

describe('layoutTag (the preview) and renderZpl (the print) share one layout', () => {
  it('places elements in dots of the design’s resolution and leaves empty fields out', () => {
    const layout = layoutTag(design, ring, EPC);
    expect([layout.width, layout.height, layout.dpi]).toEqual([406, 203, 203]);
    expect(layout.items.map((i) => i.kind)).toEqual(['text', 'text', 'text', 'text', 'code128', 'qr']);
    expect(layout.items[0]).toEqual({ kind: 'text', x: 20, y: 20, rotation: 0, height: 34, text: 'DJ-RG-000001' });
    expect(layout.items[2]).toMatchObject({ text: 'Au 3.46 g' });
    expect(layout.items[3]).toMatchObject({ text: 'Siam Gold', rotation: 90 });
    expect(layout.items[5]).toMatchObject({ kind: 'qr', data: EPC, module: 3 });
    expect(renderTagPreview).toBe(layoutTag);
  });

  it('a printer of another resolution gets the same label in its dots', () => {
    const at300 = layoutTag(design, ring, EPC, { dpi: 300 });
    expect([at300.width, at300.height]).toEqual([600, 300]);
    expect(at300.items[0]).toMatchObject({ x: 30, y: 30 });
  });

  it('renders ZPL with the RFID write of the EPC, the design’s fields and barcodes, and the copies', () => {
    const zpl = renderZpl(design, ring, EPC.toLowerCase(), { copies: 2, locale: 'en' });
    const lines = zpl.trim().split('\n');
    expect(lines[0]).toBe('^XA');
    expect(lines.at(-1)).toBe('^XZ');
    expect(lines).toContain('^RS8');
    expect(lines).toContain(`^RFW,H^FD${EPC}^FS`);
    expect(lines).toContain('^FO20,20^A0N,34,34^FH_^FDDJ-RG-000001^FS');
    expect(zpl).toContain('^FDTHB');
    expect(zpl).toContain('30,350');
    expect(lines).toContain('^FO240,16^A0R,28,28^FH_^FDSiam Gold^FS');
    expect(lines).toContain('^FO16,120^BY2^BCN,40,N,N,N^FH_^FDDJ-RG-000001^FS');
    expect(lines).toContain(`^FO320,96^BQN,2,3^FH_^FDMA,${EPC}^FS`);
    expect(lines).toContain('^PQ2');
    expect(zpl).not.toContain('^HV');
    // Every label is laid out as the preview has it: one ZPL field per layout item.
    expect(lines.filter((l) => l.startsWith('^FO'))).toHaveLength(layoutTag(design, ring, EPC).items.length);
  });

  it('with verification reads the tag back into a field and sends it to the host once per label', () => {
    const zpl = renderZpl(design, ring, EPC, { verify: true });
    expect(zpl).toContain('^FN1^RFR,H,0,12,E^FS');
    expect(zpl).toContain('^FH_^HV1,24,EPC[,]_0D_0A,L^FS');
    expect(zpl.indexOf('^RFW')).toBeLessThan(zpl.indexOf('^RFR'));
  });

  it('refuses an EPC that is not hex digits (it would break the RFID write)', () => {
    expect(() => renderZpl(design, ring, 'XYZ1')).toThrow();
    expect(() => renderZpl(design, ring, 'ABC')).toThrow();
  });

  it('product text cannot inject ZPL commands', () => {
    const zpl = renderZpl(design, { ...ring, productCode: 'X^XZ~JR_1>2' }, EPC);
    expect(zpl).toContain('^FDX_5EXZ_7EJR_5F1>2^FS');
    expect(zpl).toContain('^FDX_5EXZ_7EJR_5F1><2^FS');
    expect(zpl.match(/\^XZ/g)).toHaveLength(1);
    expect(zplFieldData('a\nb\u0007c')).toBe('abc');
  });

  it('writes Thai, Chinese and Arabic text as UTF-8 (^CI28)', () => {
    const zpl = renderZpl({ ...design, elements: [{ kind: 'text', text: 'แหวนทอง 金戒指 خاتم', fontSize: 10, x: 1, y: 1, rotation: 0 }] }, ring, EPC);
    expect(zpl).toContain('^CI28');
    expect(zpl).toContain('^FDแหวนทอง 金戒指 خاتم^FS');
  });

  it('the default design lays out a sample product', () => {
    expect(layoutTag(DEFAULT_TAG_DESIGN, ring, EPC, { locale: 'th' }).items.map((i) => (i.kind === 'text' ? i.text : i.data))).toEqual([
      'DJ-RG-000001',
      'RG1001',
      '฿30,350',
      'DJ-RG-000001',
    ]);
  });
});

describe('tagFieldText', () => {
  it('formats money with the product’s currency, else the store’s; lists joined; epc is the encoded EPC', () => {
    expect(tagFieldText(ring, 'price', EPC, 'money', { locale: 'en' })).toMatch(/^THB\s30,350$/);
    expect(tagFieldText({ price: '99.5' }, 'price', EPC, 'money', { locale: 'en', currency: 'USD' })).toBe('$99.50');
    expect(tagFieldText(ring, 'stones', EPC)).toBe('ruby, diamond');
    expect(tagFieldText(ring, 'epc', EPC)).toBe(EPC);
    expect(tagFieldText(ring, 'missing', EPC)).toBe('');
    expect(tagFieldText({ w: 'n/a' }, 'w', EPC, 'weight')).toBe('n/a');
  });
});

describe('designs', () => {
  it('applies defaults and finds elements off the label', () => {
    const parsed = tagDesignInputSchema.parse({ name: 'x', widthMm: 20, heightMm: 10, elements: [{ kind: 'text', text: 'a', x: 25, y: 1 }, { kind: 'text', text: 'b', x: 1, y: 1 }] });
    expect(parsed.dpi).toBe(203);
    expect(parsed.elements[1]).toEqual({ kind: 'text', text: 'b', x: 1, y: 1, fontSize: 10, rotation: 0 });
    expect(elementsOffLabel(parsed)).toEqual([0]);
    expect(tagDesignInputSchema.safeParse({ name: 'x', widthMm: 20, heightMm: 10, elements: [{ kind: 'text', text: 'a', x: 1, y: 1, rotation: 45 }] }).success).toBe(false);
    expect(tagDesignInputSchema.safeParse({ name: 'x', widthMm: 20, heightMm: 10, elements: [{ kind: 'barcode', symbology: 'EAN13', field: 'a', x: 1, y: 1 }] }).success).toBe(false);
  });
  it('dotsOf converts mm at a resolution', () => {
    expect(dotsOf(25.4, 203)).toBe(203);
    expect(dotsOf(10, 300)).toBe(118);
  });
});

describe('printing configs and jobs', () => {
  it('a config takes port 9100 and verification by default; a host is a name or an address, never a URL', () => {
    const config = printingConfigBodySchema.parse({ data: { name: 'Front desk', host: '192.168.1.50' } });
    expect(config).toMatchObject({ port: 9100, verifyEncoding: true, isDefault: false, dpi: null, tagDesignId: null });
    expect(printingConfigBodySchema.safeParse({ name: 'A', host: 'zebra-01.shop.local', port: 6101 }).success).toBe(true);
    expect(printingConfigBodySchema.safeParse({ name: 'A', host: 'http://evil/x' }).success).toBe(false);
    expect(printingConfigBodySchema.safeParse({ name: 'A', host: 'user@host' }).success).toBe(false);
    expect(printingConfigBodySchema.safeParse({ name: 'A', host: 'h', port: 70000 }).success).toBe(false);
    expect(printingConfigBodySchema.safeParse({ name: 'A', host: 'h', dpi: 250 }).success).toBe(false);
  });
  it('a job names products or a selection, not both', () => {
    expect(printJobBodySchema.parse({ products: [{ productCode: 'A', sid: 'S' }] }).copies).toBe(1);
    expect(printJobBodySchema.safeParse({ selection: { sid: 'S', printingStatus: ['NOT_PRINTED'] } }).success).toBe(true);
    expect(printJobBodySchema.safeParse({}).success).toBe(false);
    expect(printJobBodySchema.safeParse({ products: [], selection: {} }).success).toBe(false);
    expect(printJobBodySchema.safeParse({ products: [{ productCode: 'A', sid: 'S' }], copies: 11 }).success).toBe(false);
  });
  it('the reason of a printer’s problems: paper out first, any other error PRN105', () => {
    expect(reasonOfProblems([])).toBeNull();
    expect(reasonOfProblems(['PAUSED', 'PAPER_OUT'])).toBe('PRN101');
    expect(reasonOfProblems(['PAUSED'])).toBe('PRN102');
    expect(reasonOfProblems(['HEAD_OPEN'])).toBe('PRN103');
    expect(reasonOfProblems(['OVER_TEMPERATURE'])).toBe('PRN105');
  });
  it('reads the EPCs a printer sends back', () => {
    expect(readBackEpcs(`EPC[${EPC.toLowerCase()}]\r\nEPC[]\r\nnoise EPC[00FF]\r\n`)).toEqual([EPC, '', '00FF']);
  });
});

describe('allocatedEpc', () => {
  it('hex: the serial zero-padded to the configured digits; null once it does not fit', () => {
    expect(allocatedEpc(1n, { encoding: 'HEX', length: 24 })).toBe('000000000000000000000001');
    expect(allocatedEpc(255n, { encoding: 'HEX', length: 8 })).toBe('000000FF');
    expect(allocatedEpc(0x1_0000_0000n, { encoding: 'HEX', length: 8 })).toBeNull();
    expect(allocatedEpc(0n, { encoding: 'HEX', length: 8 })).toBeNull();
  });
  it('ascii: decimal digits padded to the length, stored as parseEpc stores ASCII EPCs', () => {
    const config = { encoding: 'ASCII' as const, length: 6 };
    const epc = allocatedEpc(42n, config);
    expect(epc).toBe('303030303432');
    expect(parseEpc('000042', config)).toEqual({ ok: true, epc });
    expect(allocatedEpc(1_000_000n, config)).toBeNull();
  });
  it('an allocated hex EPC passes the RFID config’s check', () => {
    const config = { encoding: 'HEX' as const, length: 24 };
    expect(parseEpc(allocatedEpc(123456789n, config)!, config).ok).toBe(true);
  });
});

describe('The default tag designs a new merchant starts with (issue 28 item 4)', () => {
  const product = { productCode: 'DJ-RG-000001' };

  it('When the RFID config is the default (24 hex digits), then the 2 × 1 in and 4 × 2 in labels get a design, the 1.5 × 1 in is too narrow for the EPC’s Code 128', () => {
    const designs = defaultTagDesigns({ encoding: 'HEX', length: 24 });
    expect(designs.map((d) => [d.name, d.widthMm, d.heightMm, d.dpi])).toEqual([
      ['Default 2 × 1 in', 50.8, 25.4, 203],
      ['Default 4 × 2 in', 101.6, 50.8, 203],
    ]);
    // 24 characters of subset B: start, 24, check (11 modules each), stop (13), quiet zones (10 each side).
    expect(code128Modules(24)).toBe(11 * 26 + 13 + 20);
    expect(dotsOf(50.8 - 4, 203)).toBeGreaterThanOrEqual(code128Modules(24));
    expect(dotsOf(38.1 - 4, 203)).toBeLessThan(code128Modules(24));
  });

  it('When the EPC is shorter or longer, then the sizes follow: 8 hex digits fit every size, 64 only the 4 × 2 in, ASCII counts two digits a character', () => {
    expect(defaultTagDesigns({ encoding: 'HEX', length: 8 })).toHaveLength(3);
    expect(defaultTagDesigns({ encoding: 'HEX', length: 64 }).map((d) => d.widthMm)).toEqual([101.6]);
    expect(defaultTagDesigns({ encoding: 'ASCII', length: 12 }).map((d) => d.widthMm)).toEqual([50.8, 101.6]);
    expect(defaultTagDesigns({ encoding: 'ASCII', length: 32 }).map((d) => d.widthMm)).toEqual([101.6]);
  });

  it('When a default design is laid out, then it holds the product code, the EPC as text and the EPC as Code 128, all on the label, and it is a valid design', () => {
    for (const config of [{ encoding: 'HEX', length: 24 }, { encoding: 'HEX', length: 64 }, { encoding: 'HEX', length: 8 }] as const) {
      for (const design of defaultTagDesigns(config)) {
        expect(tagDesignInputSchema.safeParse(design).success).toBe(true);
        expect(elementsOffLabel(design)).toEqual([]);
        const epc = 'A'.repeat(config.length);
        const layout = layoutTag(design, product, epc);
        expect(layout.items.map((i) => (i.kind === 'text' ? ['text', i.text] : ['code128', i.kind === 'code128' ? i.data : '']))).toEqual([
          ['text', 'DJ-RG-000001'],
          ['text', epc],
          ['code128', epc],
        ]);
        const bars = layout.items[2]!;
        expect(bars.kind === 'code128' && bars.y + bars.height).toBeLessThanOrEqual(layout.height);
        // The Code 128 of the EPC (one dot a module) fits across the label from its place.
        expect(bars.x + code128Modules(epc.length)).toBeLessThanOrEqual(layout.width);
      }
    }
  });

  it('When a default design prints, then the ZPL writes the EPC to the tag and as text and Code 128 on the label', () => {
    const [design] = defaultTagDesigns({ encoding: 'HEX', length: 24 });
    const zpl = renderZpl(design!, product, EPC);
    expect(zpl).toContain(`^RFW,H^FD${EPC}^FS`);
    expect(zpl).toContain('^FDDJ-RG-000001^FS');
    expect(zpl).toMatch(new RegExp(`\\^A0N,\\d+,\\d+\\^FH_\\^FD${EPC}\\^FS`));
    expect(zpl).toMatch(new RegExp(`\\^BY1\\^BCN,\\d+,N,N,N\\^FH_\\^FD${EPC}\\^FS`));
  });
});
