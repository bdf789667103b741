import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { dataMappingApi, importApi, importSourcesApi, storesApi, type DataMappingAnswer, type DataMappingConfig, type ImportJob, type ImportSample, type ImportSourceView } from '@hub/contracts';
import { HubRoot, addI18nBundles, hubStore } from '@hub/ui';
import { fails, fakeApi, succeeds, timesWithoutZone, type FakeApi, type FakeReply, type FakeRequest } from '@hub/ui/testing';
import { i18nBundles } from '../../i18n';
import { DataImportPage } from '../../pages/DataImportPage';

const saved: DataMappingAnswer = {
  fields: [
    { name: 'productCode', displayName: 'Product code', erpField: 'ITEM_CODE', type: 'text', visible: true, filter: { enabled: false, range: false } },
    { name: 'rfidTag', displayName: 'RFID tag', erpField: 'EPC', type: 'text', visible: true, filter: { enabled: false, range: false } },
    { name: 'karat', displayName: 'Karat', erpField: 'KT', type: 'text', visible: true, filter: { enabled: true, range: false } },
    { name: 'stoneType', displayName: 'Stones', erpField: 'STONES', type: 'text', visible: true, filter: { enabled: false, range: false } },
  ],
  uniqueFields: ['rfidTag'],
  fieldMappings: [
    { inputField: 'STONES', mappedFields: ['stoneType'], hasMultipleValues: true, method: 'SINGLE_CELL', delimiter: '|', encoding: 'ASCII' },
  ],
  groups: { single: ['productCode', 'rfidTag', 'karat'], multi: ['stoneType'] },
  revision: 3,
  configured: true,
  updatedAt: '2026-11-20T03:00:00Z',
};
const empty: DataMappingAnswer = {
  fields: [],
  uniqueFields: [],
  fieldMappings: [],
  groups: { single: [], multi: [] },
  revision: 0,
  configured: false,
  updatedAt: null,
};

describe('data mapping editor on /data-import (issue 5 item 1; spec sections 3 and 5)', () => {
  let api: FakeApi;
  let mapping: DataMappingAnswer;
  let onPost: (request: FakeRequest) => FakeReply<typeof dataMappingApi.save>;

  beforeAll(() => addI18nBundles('mf-import', i18nBundles));
  beforeEach(() => {
    mapping = saved;
    onPost = () => succeeds(mapping, 'CDM000');
    api = fakeApi()
      .on(dataMappingApi.get, () => succeeds(mapping))
      .on(dataMappingApi.save, (request) => onPost(request))
      .on(dataMappingApi.remove, () => {
        mapping = empty;
        return succeeds(null);
      })
      .on(importApi.jobs, succeeds([]))
      .on(storesApi.list, succeeds([]));
    hubStore.setState({ locale: 'en' });
    hubStore.getState().closeSnackbar();
    signIn(['DATA_IMPORT_READ_PREVIEW', 'ERP_MODIFY']);
  });

  function signIn(roles: string[]) {
    hubStore.getState().signIn({
      user: { userName: 'Ann', email: 'a@demo.hub', image: null, roleName: 'ADMIN', roles, merchantID: 'M1', profile: 'default', sid: 'MASTER', merchants: ['M1'] },
      accessToken: 't',
      refreshToken: 'r',
    });
  }

  async function openEditor() {
    render(
      <HubRoot>
        <DataImportPage />
      </HubRoot>,
    );
    fireEvent.click(await screen.findByRole('tab', { name: /Data mapping/ }));
    return screen.findByTestId('data-mapping-editor');
  }

  const snackbar = () => hubStore.getState().snackbar;
  const posts = () => api.calls.filter((c) => c.method === 'POST');
  /** The config a form-encoded save sent in its `data` field. */
  const sentConfig = (body: unknown) => JSON.parse((body as { data: string }).data) as DataMappingConfig;
  const cellOf = (label: string) => screen.getByRole('textbox', { name: label }).closest('td')!;

  it("When the mapping was saved, then the overview's and the editor's \"saved\" time names the reader's zone (issue 28 item 5)", async () => {
    render(
      <HubRoot>
        <DataImportPage />
      </HubRoot>,
    );
    const zone = `(\u2068${new Intl.DateTimeFormat().resolvedOptions().timeZone}\u2069)`;
    const status = await screen.findByTestId('mapping-status');
    expect(status.textContent).toContain(zone);
    expect(timesWithoutZone(status.textContent ?? '')).toEqual([]);
    fireEvent.click(screen.getByRole('tab', { name: /Data mapping/ }));
    const editor = await screen.findByTestId('data-mapping-editor');
    expect(editor.textContent).toMatch(/Revision 3, saved Nov 20, 2026, \d{1,2}:\d{2}/);
    expect(editor.textContent).toContain(zone);
    expect(timesWithoutZone(document.body.textContent ?? '')).toEqual([]);
  });

  it('When a rule is broken, then its code and wording show next to the cell, and nothing is posted', async () => {
    await openEditor();
    fireEvent.change(screen.getByRole('textbox', { name: 'Display name, row 4' }), { target: { value: 'karat' } });
    const cell = cellOf('Display name, row 4');
    expect(within(cell).getByText('Duplicate display name')).toBeTruthy();
    expect(cell.textContent).toContain('CDM104');

    fireEvent.change(screen.getByRole('textbox', { name: 'Product field, row 3' }), { target: { value: 'karat.value' } });
    expect(cellOf('Product field, row 3').textContent).toContain('CDM105');

    fireEvent.click(screen.getByRole('button', { name: 'Save mapping' }));
    expect(await screen.findByText('Fix the marked cells before saving (3 to fix).')).toBeTruthy();
    expect(posts()).toHaveLength(0);
    // The user is taken to the first marked cell; the repeated display name is marked on both rows.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Product field, row 3' }));
    expect(cellOf('Display name, row 3').textContent).toContain('CDM104');
  });

  it('When the mapping is saved, then it is posted form-encoded as data=<json> and CDM000 shows', async () => {
    await openEditor();
    fireEvent.change(screen.getByRole('textbox', { name: 'ERP field, row 3' }), { target: { value: 'KARAT' } });
    onPost = ({ body }) => {
      const sent = sentConfig(body);
      mapping = { ...saved, fields: sent.fields, revision: 4 };
      return succeeds(mapping, 'CDM000');
    };
    fireEvent.click(screen.getByRole('button', { name: 'Save mapping' }));
    await waitFor(() => expect(snackbar()).toEqual({ open: true, message: 'Data mapping saved successfully', intent: 'success' }));

    const [post] = posts();
    expect(post?.path).toBe(dataMappingApi.save.path);
    expect(post?.headers).toMatchObject({ 'content-type': 'application/x-www-form-urlencoded' });
    const sent = sentConfig(post?.body);
    expect(sent).toEqual({
      fields: saved.fields.map((f) => (f.name === 'karat' ? { ...f, erpField: 'KARAT' } : f)),
      uniqueFields: ['rfidTag'],
      fieldMappings: saved.fieldMappings,
      groups: saved.groups,
    });
    expect(screen.getByText('No changes')).toBeTruthy();
  });

  it('When the currency is set as a constant and a grouping column is named, then the save carries them (issue 28 item 3)', async () => {
    await openEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Add field' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Product field, row 5' }), { target: { value: 'currency' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Display name, row 5' }), { target: { value: 'Currency' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Value, row 5' }), { target: { value: 'CONSTANT' } });
    // A constant that is empty breaks CDM113, shown on the row's value cell; the ERP column is not needed.
    expect(screen.getByRole('combobox', { name: 'Value, row 5' }).closest('td')!.textContent).toContain('CDM113');
    expect(cellOf('ERP field, row 5').textContent).not.toContain('CDM101');
    fireEvent.change(screen.getByRole('textbox', { name: 'Constant value, row 5' }), { target: { value: 'AUD' } });
    // The product code is read from the file: its value choice cannot change.
    expect((screen.getByRole('combobox', { name: 'Value, row 1' }) as HTMLSelectElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('mapping-group-by'), { target: { value: 'Handle' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save mapping' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    const sent = sentConfig(posts()[0]!.body);
    expect(sent.groupBy).toBe('Handle');
    expect(sent.fields.at(-1)).toMatchObject({ name: 'currency', erpField: '', fill: { mode: 'CONSTANT', value: 'AUD' } });
  });

  it("When the server refuses with CDM details, then each code shows on its cell; an unchanged save shows 'Nothing to update'", async () => {
    await openEditor();
    onPost = () => fails(400, 'CDM102', [{ field: 'fields.3.erpField', rule: 'CDM102' }]);
    fireEvent.change(screen.getByRole('textbox', { name: 'ERP field, row 4' }), { target: { value: 'STONE_LIST' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save mapping' }));
    await waitFor(() => expect(cellOf('ERP field, row 4').textContent).toContain('CDM102'));
    expect(screen.getByTestId('mapping-notice').textContent).toContain('Duplicate ERP field value');

    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    onPost = () => succeeds(saved, 'CDM003');
    fireEvent.click(screen.getByRole('button', { name: 'Save mapping' }));
    await waitFor(() => expect(screen.getByTestId('mapping-notice').textContent).toContain('Nothing to update'));
    // Unchanged, the saved config itself is sent, so the server can tell nothing changed.
    expect(sentConfig(posts().at(-1)!.body)).toEqual({
      fields: saved.fields,
      uniqueFields: saved.uniqueFields,
      fieldMappings: saved.fieldMappings,
      groups: saved.groups,
    });
  });

  it('When rows are added and removed, then product code and RFID tag stay, and a new row is only flagged once saving is tried', async () => {
    await openEditor();
    const rows = () => screen.getAllByTestId('mapping-field-row');
    expect(rows()).toHaveLength(4);
    expect(within(rows()[0]!).queryByRole('button', { name: /Remove field/ })).toBeNull();
    expect(within(rows()[0]!).getByText('Required')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add field' }));
    expect(rows()).toHaveLength(5);
    expect(within(rows()[4]!).queryAllByTestId('cell-error')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Save mapping' }));
    expect(within(rows()[4]!).getByText('Field name cannot be empty')).toBeTruthy();

    fireEvent.click(within(rows()[4]!).getByRole('button', { name: 'Remove field New field' }));
    fireEvent.click(within(rows()[2]!).getByRole('button', { name: 'Remove field Karat' }));
    expect(rows().map((r) => within(r).queryByRole('textbox', { name: /Product field/ })?.getAttribute('value') ?? 'mandatory')).toEqual([
      'mandatory',
      'mandatory',
      'stoneType',
    ]);
  });

  it('When a mapping splits one cell, then only the delimiter shows; with multiple cells, start index and length', async () => {
    await openEditor();
    expect(screen.getByRole('textbox', { name: 'Delimiter, row 1' })).toBeTruthy();
    expect(screen.queryByRole('spinbutton', { name: 'Start index, row 1' })).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Method, row 1' }), { target: { value: 'MULTIPLE_CELLS' } });
    expect(screen.queryByRole('textbox', { name: 'Delimiter, row 1' })).toBeNull();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Length, row 1' }), { target: { value: '4' } });
    // The cell carries its heading for the phone layout (data-label) and no error yet.
    const length = screen.getByRole('spinbutton', { name: 'Length, row 1' }).closest('td')!;
    expect(length.getAttribute('data-label')).toBe('Length');
    expect(within(length).queryByTestId('cell-error')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save mapping' }));
    // A length needs a start index (CDM109), shown on the start index.
    expect(screen.getByRole('spinbutton', { name: 'Start index, row 1' }).closest('td')!.textContent).toContain('CDM109');
  });

  it('When nothing is configured, then the overview guides to the editor, which flags the mandatory mappings', async () => {
    mapping = empty;
    render(
      <HubRoot>
        <DataImportPage />
      </HubRoot>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Configure data mapping' }));
    await screen.findByTestId('data-mapping-editor');
    expect(cellOf('ERP field, row 1').textContent).toContain('Product code and RFID tag must be mapped');
    expect(cellOf('ERP field, row 2').textContent).toContain('CDM106');
    expect(screen.queryByRole('button', { name: 'Delete data mapping' })).toBeNull();
  });

  it('When the mapping is deleted after confirming, then DELETE is sent and the import is no longer configured', async () => {
    await openEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Delete data mapping' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(snackbar()).toEqual({ open: true, message: 'Data mapping deleted successfully', intent: 'success' }));
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true);
    await waitFor(() => expect(screen.getByRole('tab', { name: /Data mapping/ }).textContent).toContain('Not configured'));
  });

  it('When the user lacks ERP_MODIFY, then the mapping is read-only', async () => {
    signIn(['DATA_IMPORT_READ_PREVIEW']);
    await openEditor();
    expect(screen.getByText(/Changing it needs the ERP modify permission/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save mapping' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add field' })).toBeNull();
    expect((screen.getByRole('textbox', { name: 'ERP field, row 3' }) as HTMLInputElement).disabled).toBe(true);
  });
  describe('mapping from a sample file (issue 28 item 1; spec section 3)', () => {
    const SHOPIFY: ImportSample = {
      fileName: 'products_export.csv',
      header: ['Handle', 'Title', 'Option1 Name', 'Option1 Value', 'Variant SKU', 'Variant Price'],
      rows: [
        ['solitaire-ring', 'Solitaire ring', 'Size', '6', 'SR-6', '1200.00'],
        ['solitaire-ring', '', '', '7', 'SR-7', '1250.00'],
      ],
      more: false,
    };
    const chooseSample = (name = 'products_export.csv') =>
      fireEvent.change(screen.getByTestId('mapping-sample-input'), { target: { files: [new File(['Handle,Title\n'], name, { type: 'text/csv' })] } });
    const previewCells = (row: number) => [...screen.getAllByTestId('mapping-preview-row')[row]!.querySelectorAll('td')].map((td) => td.textContent);

    it('When a Shopify export is chosen, then its rows show, the suggestions are accepted, a column is chosen from the list or typed, the preview follows, and the save carries the columns', async () => {
      api.on(importApi.sample, succeeds(SHOPIFY, 'CDI009'));
      onPost = (request) => succeeds({ ...saved, fields: sentConfig(request.body).fields, revision: 4 }, 'CDM000');
      await openEditor();
      chooseSample();
      const summary = await screen.findByTestId('mapping-sample-summary');
      expect(within(summary).getByText('products_export.csv', { selector: 'bdi' })).toBeTruthy();
      expect(summary.textContent).toContain('6 columns, first 2 rows');
      const upload = api.calls.find((c) => c.path === importApi.sample.path);
      expect((upload?.body as FormData).get('file')).toBeInstanceOf(File);
      expect(within(screen.getByTestId('mapping-sample-rows')).getByText('SR-7')).toBeTruthy();
      // The product code reads ITEM_CODE, which the file lacks: Variant SKU (Shopify's) is suggested.
      const code = screen.getByRole('combobox', { name: 'ERP field, row 1' });
      expect(within(code.closest('td')!).getByTestId('column-suggestion').textContent).toBe('Suggested: Variant SKU (Shopify export column)');
      expect(screen.getByTestId('mapping-suggestions').textContent).toContain('1 suggested column to apply');
      expect(previewCells(0).slice(0, 2)).toEqual(['2', '–']);

      fireEvent.click(screen.getByRole('button', { name: 'Accept suggestions' }));
      expect((screen.getByRole('combobox', { name: 'ERP field, row 1' }) as HTMLInputElement).value).toBe('Variant SKU');
      expect(screen.getByTestId('mapping-suggestions').textContent).toContain('Every field with a suggestion reads a column of this file');
      expect(previewCells(1).slice(0, 2)).toEqual(['3', 'SR-7']);

      // Chosen from the list: the karat reads the size option; typed by hand: the stones read Title.
      fireEvent.click(screen.getByRole('combobox', { name: 'ERP field, row 3' }));
      fireEvent.click(await screen.findByRole('option', { name: 'Option1 Value', hidden: true }));
      expect(previewCells(1)[3]).toBe('7');
      fireEvent.change(screen.getByRole('combobox', { name: 'ERP field, row 4' }), { target: { value: 'title' } });
      expect(previewCells(0)[4]).toBe('Solitaire ring');

      fireEvent.click(screen.getByRole('button', { name: 'Save mapping' }));
      await waitFor(() => expect(posts()).toHaveLength(2));
      const sent = sentConfig(posts().find((c) => c.path === dataMappingApi.save.path)!.body);
      expect(sent.fields.map((f) => f.erpField)).toEqual(['Variant SKU', 'EPC', 'Option1 Value', 'title']);
    });

    it('When an earlier import\'s file is picked, or a source is tested, then it is the sample: its rows show and the suggestions apply (issue 28 item 1)', async () => {
      signIn(['DATA_IMPORT_READ_PREVIEW', 'ERP_READ_PREVIEW', 'ERP_MODIFY']);
      const job = (id: string, status: ImportJob['status'], fileName: string) => ({ id, status, fileName, createdAt: '2026-11-20T03:00:00.000Z' }) as ImportJob;
      api.on(importApi.jobs, succeeds([job('j1', 'FINISHED', 'products_export.csv'), job('j2', 'REJECTED', 'broken.csv')], 'CDI005'));
      api.on(importSourcesApi.list, succeeds([{ id: 's1', name: 'Shop ERP' } as ImportSourceView], 'CDI006'));
      api.on(importApi.jobSample, succeeds(SHOPIFY, 'CDI009'));
      api.on(importSourcesApi.test, succeeds({ connectionStatus: 'Tested', columns: ['ITEM_CODE', 'EPC'], sample: [['P-9', 'E9']] }, 'CDI008'));
      await openEditor();
      const files = await screen.findByTestId('mapping-sample-file');
      // A rejected file is not kept: only the finished import's file is offered.
      expect([...files.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Choose a file…', 'products_export.csv (Nov 20, 2026)']);
      fireEvent.change(files, { target: { value: 'j1' } });
      expect(within(await screen.findByTestId('mapping-sample-rows')).getByText('SR-7')).toBeTruthy();
      expect(api.calls.some((c) => c.path === '/merchant/import/jobs/j1/sample')).toBe(true);
      expect(screen.getByTestId('mapping-suggestions').textContent).toContain('1 suggested column to apply');

      fireEvent.change(screen.getByTestId('mapping-sample-source'), { target: { value: 's1' } });
      await waitFor(() => expect(within(screen.getByTestId('mapping-sample-summary')).getByText('Shop ERP', { selector: 'bdi' })).toBeTruthy());
      expect(within(screen.getByTestId('mapping-sample-rows')).getByText('P-9')).toBeTruthy();
      // One row read: the count is worded in the singular (i18next plurals), not "first 1 rows".
      expect(screen.getByTestId('mapping-sample-summary').textContent).toContain('2 columns, first row');
      // The saved mapping reads ITEM_CODE and EPC: the source's test row is already a product.
      expect(previewCells(0).slice(0, 3)).toEqual(['2', 'P-9', 'E9']);
    });

    it("When /erp's \"map this source's columns\" opens the page (?tab=mapping&sampleSource=), then that source is tested once as the sample", async () => {
      signIn(['DATA_IMPORT_READ_PREVIEW', 'ERP_READ_PREVIEW', 'ERP_MODIFY']);
      api.on(importSourcesApi.list, succeeds([{ id: 's1', name: 'Shop ERP' } as ImportSourceView], 'CDI006'));
      api.on(importSourcesApi.test, succeeds({ connectionStatus: 'Tested', columns: ['ITEM_CODE', 'EPC'], sample: [['P-9', 'E9']] }, 'CDI008'));
      window.history.pushState({}, '', '/data-import?tab=mapping&mapping=default&sampleSource=s1');
      try {
        await openEditor();
        await waitFor(() => expect(within(screen.getByTestId('mapping-sample-summary')).getByText('Shop ERP', { selector: 'bdi' })).toBeTruthy());
        expect(within(screen.getByTestId('mapping-sample-rows')).getByText('P-9')).toBeTruthy();
        expect(api.callsOf(importSourcesApi.test).map((c) => c.params)).toEqual([{ id: 's1' }]);
      } finally {
        window.history.pushState({}, '', '/');
      }
    });

    it("When the file is not a CSV, or the server cannot read it, then the code's wording shows and no sample is kept", async () => {
      api.on(importApi.sample, fails(400, 'PDFU107'));
      await openEditor();
      chooseSample('products.xlsx');
      expect((await screen.findByTestId('mapping-sample-error')).textContent).toBe('Only CSV files can be imported');
      chooseSample();
      await waitFor(() => expect(screen.getByTestId('mapping-sample-error').textContent).toBe('The file is not UTF-8 text: save it as CSV UTF-8 and upload it again'));
      expect(screen.queryByTestId('mapping-preview')).toBeNull();
      expect(screen.getByRole('textbox', { name: 'ERP field, row 1' })).toBeTruthy();
    });
  });
});
