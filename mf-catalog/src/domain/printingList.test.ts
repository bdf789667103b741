import type { PrintingConfig, RfidProduct, TagDesign } from '@hub/contracts';
import {
  designForPrinter,
  initialPrinter,
  isJobMoving,
  jobProgress,
  pageChoice,
  printListQuery,
  productKey,
  toggled,
  withPage,
  type PrintSelection,
} from './printingList';

const product = (productCode: string, sid = 'BKK-SIAM'): RfidProduct => ({
  productCode,
  sid,
  rfidTag: null,
  designNumber: null,
  itemType: null,
  active: true,
  isMapped: false,
  printingStatus: 'NOT_PRINTED',
});
const printer = (id: string, isDefault: boolean, tagDesignId: string | null = null): PrintingConfig => ({
  id,
  name: id,
  isDefault,
  host: '10.0.0.5',
  port: 9100,
  dpi: null,
  labelWidthMm: null,
  labelHeightMm: null,
  tagDesignId,
  verifyEncoding: true,
  createdAt: '',
  updatedAt: '',
});
const design = (id: string): TagDesign => ({ id, name: id, widthMm: 50, heightMm: 25, dpi: 203, elements: [], createdAt: '', updatedAt: '' });

describe('the printing list query (spec section 7: POST .../allRfid with active, start, pageSize, searchText, sortPrintingStatus)', () => {
  it('When the list shows active products by status, then the query carries them and leaves a blank search out', () => {
    expect(printListQuery({ sid: 'BKK-SIAM', activity: 'active', searchText: '  ', sort: 'statusAsc' }, 50, 25)).toEqual({
      sid: 'BKK-SIAM',
      start: 50,
      pageSize: 25,
      active: 'true',
      searchText: undefined,
      sortPrintingStatus: 'asc',
    });
  });

  it('When every product is listed in code order with a search, then active is left out and the sort is false', () => {
    const query = printListQuery({ sid: 'MASTER', activity: 'all', searchText: ' RG-1 ', sort: 'code' }, 0, 50);
    expect(query).toMatchObject({ active: undefined, searchText: 'RG-1', sortPrintingStatus: 'false' });
    expect(printListQuery({ sid: 'MASTER', activity: 'inactive', searchText: '', sort: 'statusDesc' }, 0, 50)).toMatchObject({ active: 'false', sortPrintingStatus: 'desc' });
  });
});

describe('choosing products to print', () => {
  const page = [product('A'), product('B'), product('C')];

  it('When a row is toggled twice, then it is chosen, then not; the same code in another store is another product', () => {
    let selection: PrintSelection = new Map();
    selection = toggled(selection, page[0]!);
    selection = toggled(selection, product('A', 'DXB-GOLDSOUK'));
    expect([...selection.keys()]).toEqual([productKey(page[0]!), productKey(product('A', 'DXB-GOLDSOUK'))]);
    selection = toggled(selection, page[0]!);
    expect(selection.size).toBe(1);
  });

  it('When "select all on this page" is used, then it adds the page; once all are chosen it removes them, keeping other pages', () => {
    const other = product('Z');
    let selection: PrintSelection = toggled(new Map(), other);
    selection = toggled(selection, page[1]!);
    expect(pageChoice(selection, page)).toBe('mixed');
    selection = withPage(selection, page);
    expect(pageChoice(selection, page)).toBe(true);
    expect(selection.size).toBe(4);
    selection = withPage(selection, page);
    expect(pageChoice(selection, page)).toBe(false);
    expect([...selection.values()]).toEqual([{ productCode: 'Z', sid: 'BKK-SIAM' }]);
    expect(pageChoice(selection, [])).toBe(false);
  });
});

describe('print jobs on the screen', () => {
  const counts = { total: 4, queued: 1, printed: 2, voided: 0, failed: 1, cancelled: 0 };

  it('When labels end, then the progress counts printed, voided, failed and cancelled ones; a job is followed while queued or running', () => {
    expect(jobProgress({ counts })).toBe(0.75);
    expect(jobProgress({ counts: { ...counts, total: 0, queued: 0 } })).toBe(1);
    expect(isJobMoving({ status: 'RUNNING' })).toBe(true);
    expect(isJobMoving({ status: 'QUEUED' })).toBe(true);
    expect(isJobMoving({ status: 'FAILED' })).toBe(false);
  });

  it('When the page opens, then the default printer is chosen with its design, else the first design', () => {
    const printers = [printer('p1', false), printer('p2', true, 'd2')];
    expect(initialPrinter(printers)).toBe('p2');
    expect(initialPrinter([printer('p1', false)])).toBe('p1');
    expect(initialPrinter([])).toBe('');
    expect(designForPrinter(printers[1], [design('d1'), design('d2')])).toBe('d2');
    expect(designForPrinter(printer('p3', false, 'gone'), [design('d1')])).toBe('d1');
    expect(designForPrinter(undefined, [])).toBe('');
  });
});
