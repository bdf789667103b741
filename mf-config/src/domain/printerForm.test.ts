import { printingConfigInputSchema, type PrintingConfig } from '@hub/contracts';
import { emptyPrinterDraft, printerBody, printerDraftOf, printerFieldErrorOf, printerIssues } from './printerForm';

const saved: PrintingConfig = {
  id: 'p1',
  name: 'Back office',
  isDefault: true,
  host: '10.0.0.5',
  port: 9100,
  dpi: 300,
  labelWidthMm: 50,
  labelHeightMm: 25,
  tagDesignId: 'd1',
  verifyEncoding: false,
  createdAt: '',
  updatedAt: '',
};

describe('the printer form (issue 14 item 3: printing configs)', () => {
  it('When a printer is edited and saved unchanged, then the body is the config as it was, and the server would take it', () => {
    const body = printerBody(printerDraftOf(saved));
    expect(body).toEqual({ id: 'p1', name: 'Back office', isDefault: true, host: '10.0.0.5', port: 9100, dpi: 300, labelWidthMm: 50, labelHeightMm: 25, tagDesignId: 'd1', verifyEncoding: false });
    expect(printingConfigInputSchema.safeParse(body).success).toBe(true);
  });

  it('When a new printer leaves the resolution, label size and design to the design, then they are null; the first printer is the default', () => {
    const draft = { ...emptyPrinterDraft(true), name: ' Counter ', host: 'zebra-1.shop.local' };
    expect(printerIssues(draft)).toEqual({});
    expect(printerBody(draft)).toEqual({ name: 'Counter', isDefault: true, host: 'zebra-1.shop.local', port: 9100, dpi: null, labelWidthMm: null, labelHeightMm: null, tagDesignId: null, verifyEncoding: true });
    expect(emptyPrinterDraft(false).isDefault).toBe(false);
  });

  it('When fields break the rules, then each says why: name, a URL for a host, a port out of range, a label size alone or out of range', () => {
    const draft = { ...emptyPrinterDraft(false), name: ' ', host: 'http://10.0.0.5/print', port: '70000', labelWidthMm: '60' };
    expect(printerIssues(draft)).toEqual({ name: 'required', host: 'host', port: 'port', labelHeightMm: 'bothSizes' });
    expect(printerIssues({ ...draft, name: 'x'.repeat(81), host: '', port: 'abc', labelWidthMm: '4', labelHeightMm: '401' })).toEqual({
      name: 'tooLong',
      host: 'required',
      port: 'port',
      labelWidthMm: 'width',
      labelHeightMm: 'height',
    });
  });

  it('When the server refuses a duplicate name (CRP100) or an unknown design (TGD101), then the field carries the code; others are the form\'s', () => {
    expect(printerFieldErrorOf('CRP100')).toEqual({ name: 'CRP100' });
    expect(printerFieldErrorOf('TGD101')).toEqual({ tagDesignId: 'TGD101' });
    expect(printerFieldErrorOf('CRP103')).toBeNull();
  });
});
