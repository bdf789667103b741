import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { PERMISSIONS, importSourcesApi, matchPageRoute, storesApi, type ImportSourceView } from '@hub/contracts';
import { HubRoot, addI18nBundles, hubStore } from '@hub/ui';
import { fails, fakeApi, succeeds, type FakeApi } from '@hub/ui/testing';
import { i18nBundles } from '../../i18n';
import { BANGKOK_DAILY, DATABASE_SOURCE, SOURCE_ID, STORES, signInWith, storeRecord } from '../testSession';
import { ImportSourcePage } from './ImportSourcePage';
import { STORES_PAGE } from './SourceScheduleFields';

const NEW_ID = '9d2f0a51-3c1e-4b7a-8e6f-1a2b3c4d5e6f';

/** Renders the page and lets its first answers (the source, the stores) arrive. */
const renderPage = async (id: string) => {
  window.history.replaceState(null, '', `/erp/${id}`);
  const view = render(
    <HubRoot>
      <ImportSourcePage params={{ id }} />
    </HubRoot>,
  );
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return view;
};

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const type = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });
/** jsdom: Fluent's focus handling may mark parts aria-hidden after a dialog or a submit, hence `hidden`. */
const button = (name: string | RegExp) => screen.getByRole('button', { name, hidden: true });
const clickAndSettle = async (name: string | RegExp) => {
  await act(async () => {
    fireEvent.click(button(name));
  });
};

describe('ImportSourcePage (spec section 2, /erp/{id}: one ERP configuration)', () => {
  let api: FakeApi;
  beforeAll(() => addI18nBundles('mf-import', i18nBundles));
  beforeEach(() => {
    signInWith(['ERP_READ_PREVIEW', 'ERP_CREATE', 'ERP_MODIFY', 'DATA_IMPORT_MODIFY']);
    hubStore.getState().closeSnackbar();
    api = fakeApi().on(storesApi.list, succeeds(STORES)).on(importSourcesApi.get, succeeds(DATABASE_SOURCE));
  });

  describe('creating a source (/erp/new)', () => {
    it('When a database source is filled in, then POST sends its settings, its store and its password, and its own page replaces /erp/new', async () => {
      await renderPage('new');
      // The store starts as the user's own (MASTER here), labelled as the master.
      await waitFor(() => expect(screen.getByTestId('source-store').textContent).toBe('Master (all stores)'));

      // Nothing filled in: the form's own rules refuse it and nothing is sent.
      await clickAndSettle('Create source');
      expect(screen.getAllByText('Required').length).toBeGreaterThanOrEqual(4);
      expect(api.callsOf(importSourcesApi.create)).toHaveLength(0);

      fireEvent.click(screen.getByTestId('source-store'));
      fireEvent.click(await screen.findByRole('option', { name: 'Bangkok Siam (BKK)' }));
      type('source-name', '  Main ERP ');
      type('source-host', 'db.example.com');
      type('source-port', '6543');
      type('source-database', 'erp');
      type('source-user', 'reader');
      type('source-table', 'public.products');
      type('source-secret', 'p4ss');
      api.on(importSourcesApi.create, succeeds({ ...DATABASE_SOURCE, id: NEW_ID }));
      await clickAndSettle('Create source');

      const [post] = api.callsOf(importSourcesApi.create);
      expect(post?.body).toEqual({
        mappingId: 'default',
        name: 'Main ERP',
        sid: 'BKK',
        secret: 'p4ss',
        autosync: false,
        markMissingInactive: false,
        kind: 'DATABASE',
        settings: { engine: 'postgres', host: 'db.example.com', port: 6543, database: 'erp', user: 'reader', ssl: false, table: 'public.products', pageSize: 5000 },
      });
      expect(window.location.pathname).toBe(`/erp/${NEW_ID}`);
      expect(hubStore.getState().snackbar).toMatchObject({ open: true, intent: 'success', message: 'Data import config saved successfully' });
    });

    it('When the address names a store (/erp/new?sid=, from that store\'s sources), then the new source is of that store', async () => {
      window.history.replaceState(null, '', '/erp/new?sid=DXB');
      render(
        <HubRoot>
          <ImportSourcePage params={{ id: 'new' }} />
        </HubRoot>,
      );
      await waitFor(() => expect(screen.getByTestId('source-store').textContent).toBe('Dubai Gold Souk (DXB)'));
    });

    it('When "Query" is chosen, then the query is sent instead of the table, and a port that is not a number is refused', async () => {
      await renderPage('new');
      type('source-name', 'Sales DB');
      type('source-host', 'db');
      type('source-database', 'erp');
      type('source-user', 'reader');
      type('source-table', 'products');
      fireEvent.click(screen.getByRole('radio', { name: 'A query' }));
      type('source-query', 'select code, rfid from products');
      type('source-port', '54a');
      await clickAndSettle('Create source');
      expect(screen.getByText('Enter a port from 1 to 65535')).toBeTruthy();
      expect(api.callsOf(importSourcesApi.create)).toHaveLength(0);

      type('source-port', '5432');
      api.on(importSourcesApi.create, succeeds({ ...DATABASE_SOURCE, id: NEW_ID }));
      await clickAndSettle('Create source');
      const settings = (api.callsOf(importSourcesApi.create)[0]?.body as { settings: Record<string, unknown> }).settings;
      expect(settings.query).toBe('select code, rfid from products');
      expect(settings).not.toHaveProperty('table');
    });

    it('When another kind is chosen, then its fields and its secret label show (web service: auth header value)', async () => {
      await renderPage('new');
      expect(screen.getByLabelText('Password')).toBeTruthy();
      fireEvent.click(screen.getByRole('radio', { name: 'Web service' }));
      expect(screen.getByLabelText('Auth header value')).toBeTruthy();
      expect(screen.queryByTestId('source-host')).toBeNull();
      expect(screen.getByTestId('source-url')).toBeTruthy();
      fireEvent.click(screen.getByRole('radio', { name: 'Object storage' }));
      expect(screen.getByLabelText('Secret access key')).toBeTruthy();
    });

    it('When the name is used by another source (FTP100), then the name field says so', async () => {
      await renderPage('new');
      type('source-name', 'Main ERP');
      type('source-host', 'db');
      type('source-database', 'erp');
      type('source-user', 'reader');
      type('source-table', 'products');
      api.on(importSourcesApi.create, fails(409, 'FTP100', [{ path: 'name', code: 'FTP100' }]));
      await clickAndSettle('Create source');
      expect(await screen.findByText('Another import source already has this name')).toBeTruthy();
    });

    it('When the user may not create sources, then Access Denied shows', async () => {
      signInWith(['ERP_READ_PREVIEW', 'ERP_MODIFY']);
      await renderPage('new');
      expect(screen.getByTestId('access-denied-page')).toBeTruthy();
    });
  });

  describe('a saved source (/erp/{id})', () => {
    it('When a source with a stored password opens, then the password field is empty; saving without typing one keeps it (no secret sent)', async () => {
      await renderPage(SOURCE_ID);
      expect(await screen.findByRole('heading', { level: 1, name: 'Main ERP' })).toBeTruthy();
      expect(input('source-host').value).toBe('db.example.com');
      expect(input('source-secret').value).toBe('');
      expect(input('source-secret').type).toBe('password');
      expect(screen.getByText('A value is stored. Leave this empty to keep it, or type a new one to replace it.')).toBeTruthy();
      // The kind of a saved source is fixed.
      expect(screen.queryByRole('radio', { name: 'Web service' })).toBeNull();
      expect((button('Save') as HTMLButtonElement).disabled).toBe(true);

      type('source-host', 'db2.example.com');
      api.on(importSourcesApi.update, succeeds({ ...DATABASE_SOURCE, settings: { ...DATABASE_SOURCE.settings, host: 'db2.example.com' }, updatedAt: '2026-11-21T00:00:00Z' }));
      await clickAndSettle('Save');
      const [put] = api.callsOf(importSourcesApi.update);
      expect(put?.params).toEqual({ id: SOURCE_ID });
      expect(put?.body).not.toHaveProperty('secret');
      expect(put?.body).toMatchObject({ kind: 'DATABASE', sid: 'BKK', settings: { host: 'db2.example.com', port: 5432 } });
    });

    it('When "Remove the stored value" is ticked, then an empty secret is sent', async () => {
      await renderPage(SOURCE_ID);
      fireEvent.click(await screen.findByRole('checkbox', { name: 'Remove the stored value' }));
      expect(input('source-secret').disabled).toBe(true);
      api.on(importSourcesApi.update, succeeds({ ...DATABASE_SOURCE, hasSecret: false, updatedAt: '2026-11-21T00:00:00Z' }));
      await clickAndSettle('Save');
      expect(api.callsOf(importSourcesApi.update)[0]?.body).toMatchObject({ secret: '' });
    });

    it('When the server refuses a field (IP100 with settings paths), then the message shows on that field', async () => {
      await renderPage(SOURCE_ID);
      await screen.findByTestId('import-source-form');
      type('source-host', 'bad host');
      api.on(importSourcesApi.update, fails(400, 'IP100', [{ path: 'body.settings.host', message: 'Invalid' }]));
      await clickAndSettle('Save');
      const host = screen.getByTestId('source-host');
      expect(host.getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText('Not a valid value')).toBeTruthy();
    });

    it('When the connection test succeeds, then Tested shows with the columns and at most 5 sample rows', async () => {
      const rows = Array.from({ length: 6 }, (_, i) => [`RG-${i}`, `E200${i}`, `Ring ${i}`]);
      api.on(importSourcesApi.test, succeeds({ connectionStatus: 'Tested', columns: ['productCode', 'rfidTag', 'name'], sample: rows }, 'CDI008'));
      await renderPage(SOURCE_ID);
      await screen.findByTestId('import-source-form');
      expect(screen.getByTestId('source-connection').textContent).toBe('Not Tested');
      await clickAndSettle('Test connection');
      const result = screen.getByTestId('source-test-result');
      expect(result.textContent).toContain('Tested');
      expect(result.textContent).toContain('Connection successful');
      expect(screen.getByText('Columns read: 3')).toBeTruthy();
      const sample = screen.getByTestId('source-sample');
      expect([...sample.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['productCode', 'rfidTag', 'name']);
      expect(within(sample).getAllByTestId('source-sample-row')).toHaveLength(5);
      expect(screen.getByTestId('source-connection').textContent).toBe('Tested');
      expect(api.callsOf(importSourcesApi.test)[0]?.params).toEqual({ id: SOURCE_ID });
      // Issue 28 item 1 ("/erp for a source"): the test run starts the source's mapping on /data-import, tested as its sample.
      fireEvent.click(screen.getByTestId('source-map-sample'));
      expect(`${window.location.pathname}${window.location.search}`).toBe(`/data-import?tab=mapping&mapping=${DATABASE_SOURCE.mappingId}&sampleSource=${SOURCE_ID}`);
    });

    it('When the database cannot be reached (DBC100), then its wording shows and the source stays Not Tested', async () => {
      api.on(importSourcesApi.test, fails(502, 'DBC100', { failure: 'TIMED_OUT' }));
      await renderPage(SOURCE_ID);
      await screen.findByTestId('import-source-form');
      await clickAndSettle('Test connection');
      const result = screen.getByTestId('source-test-result');
      expect(result.getAttribute('role')).toBe('alert');
      expect(result.textContent).toContain('Failed to connect to database');
      expect(screen.queryByTestId('source-sample')).toBeNull();
      expect(screen.getByTestId('source-connection').textContent).toBe('Not Tested');
      expect(screen.getByTestId('source-last-error').textContent).toBe('Failed to connect to database');
      expect(screen.getByTestId('source-test-failure').textContent).toBe('The server did not answer in time.');
    });

    it('When the hub refuses the address (DBC101, issue 25), then its wording and what to do show, and the source is Not Tested', async () => {
      api.on(importSourcesApi.test, fails(400, 'DBC101', { failure: 'NOT_ALLOWED' }));
      await renderPage(SOURCE_ID);
      await screen.findByTestId('import-source-form');
      await clickAndSettle('Test connection');
      const result = screen.getByTestId('source-test-result');
      expect(result.textContent).toContain('This database address is not allowed');
      expect(screen.getByTestId('source-test-failure').textContent).toContain("ask the hub's operator to open it");
      expect(screen.getByTestId('source-last-error').textContent).toContain('This database address is not allowed');
    });

    it('When the form has unsaved changes, then Test connection and Import now wait for a save', async () => {
      await renderPage(SOURCE_ID);
      await screen.findByTestId('import-source-form');
      type('source-name', 'Renamed');
      expect((button('Test connection') as HTMLButtonElement).disabled).toBe(true);
      expect((button('Import now') as HTMLButtonElement).disabled).toBe(true);
      expect(screen.getByText('Save your changes first: the test and the import use the saved settings.')).toBeTruthy();
    });

    it('When Import now starts a run (CDI000), then the data import page opens following its job; PDDI102 says another import runs', async () => {
      api.once(importSourcesApi.run, fails(409, 'PDDI102'));
      await renderPage(SOURCE_ID);
      await screen.findByTestId('import-source-form');
      await clickAndSettle('Import now');
      expect(screen.getByTestId('source-run-error').textContent).toBe('Another import is in progress, please wait');
      expect(window.location.pathname).toBe(`/erp/${SOURCE_ID}`);

      api.once(importSourcesApi.run, succeeds({ jobId: 'job-42' }));
      await clickAndSettle('Import now');
      expect(`${window.location.pathname}${window.location.search}`).toBe('/data-import?job=job-42');
      expect(hubStore.getState().snackbar.message).toBe('Data import started');
    });

    it('When Delete is confirmed, then DELETE is sent and the list opens', async () => {
      await renderPage(SOURCE_ID);
      await screen.findByTestId('import-source-form');
      fireEvent.click(button('Delete'));
      const dialog = await screen.findByRole('alertdialog', { hidden: true });
      expect(within(dialog).getByText(/Main ERP can no longer be imported from/)).toBeTruthy();
      api.on(importSourcesApi.remove, succeeds(null));
      await act(async () => {
        fireEvent.click(within(dialog).getByRole('button', { name: 'Delete', hidden: true }));
      });
      expect(api.callsOf(importSourcesApi.remove)[0]?.params).toEqual({ id: SOURCE_ID });
      expect(window.location.pathname).toBe('/erp');
      expect(hubStore.getState().snackbar.message).toBe('Import source deleted');
    });

    it('When the user may only read, then the form is read-only: no Save, no Delete; Test connection stays', async () => {
      signInWith(['ERP_READ_PREVIEW']);
      await renderPage(SOURCE_ID);
      await screen.findByTestId('import-source-form');
      expect(input('source-host').readOnly).toBe(true);
      expect(screen.queryByRole('button', { name: 'Save', hidden: true })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Delete', hidden: true })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Import now', hidden: true })).toBeNull();
      expect(button('Test connection')).toBeTruthy();
      // Without ERP_MODIFY a test run starts no mapping.
      api.on(importSourcesApi.test, succeeds({ connectionStatus: 'Tested', columns: ['productCode'], sample: [['RG-1']] }, 'CDI008'));
      await clickAndSettle('Test connection');
      expect(screen.getByTestId('source-sample')).toBeTruthy();
      expect(screen.queryByTestId('source-map-sample')).toBeNull();
    });

    it('When the source does not exist (PDDI106), or the id cannot be one, then the not-found page says "Import source not found", with the way back to the sources', async () => {
      api.on(importSourcesApi.get, fails(404, 'PDDI106'));
      const view = await renderPage(SOURCE_ID);
      expect(await screen.findByTestId('record-not-found')).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Import source not found');
      expect(screen.getByRole('link', { name: 'Import sources' }).getAttribute('href')).toBe('/erp');
      view.unmount();
      await renderPage('not-an-id');
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Import source not found');
      // Only the first page asked for its source.
      expect(api.callsOf(importSourcesApi.get)).toHaveLength(1);
    });
  });

  describe("its store's autosync schedule (issue 13 item 2)", () => {
    /** 02:00 on Nov 22 in Bangkok (UTC+7): Nov 21, 19:00 UTC. */
    const NEXT_RUN = '2026-11-21T19:00:00.000Z';
    const autosyncSwitch = () => screen.getByRole('switch', { name: "Run on the store's autosync schedule", hidden: true }) as HTMLInputElement;
    /** What a holder of the stores permission gets: Bangkok Siam with its zone and its autosync. */
    const storesWithBangkok = (autosync: Parameters<typeof storeRecord>[3] = BANGKOK_DAILY) => [
      storeRecord('MASTER', 'Master location', null),
      storeRecord('BKK', 'Bangkok Siam', 'Asia/Bangkok', autosync),
      storeRecord('DXB', 'Dubai Gold Souk', 'Asia/Dubai'),
    ];
    const scheduled = (over: Partial<ImportSourceView> = {}): ImportSourceView => ({ ...DATABASE_SOURCE, autosync: true, nextRunAt: NEXT_RUN, ...over }) as ImportSourceView;

    beforeEach(() => {
      signInWith(['ERP_READ_PREVIEW', 'ERP_CREATE', 'ERP_MODIFY', 'DATA_IMPORT_MODIFY', 'STORES_MANAGEMENT_READ_PREVIEW']);
    });

    it('When the switch is turned on and the source saved, then PUT sends autosync: true; the hint says one source per store, set on the stores page', async () => {
      await renderPage(SOURCE_ID);
      await screen.findByTestId('import-source-form');
      expect(autosyncSwitch().checked).toBe(false);
      expect(screen.getByText(/One source per store runs on its schedule: turning this on turns it off for the store's other sources\. The schedule itself .* is set on the stores page\./)).toBeTruthy();
      expect((button('Save') as HTMLButtonElement).disabled).toBe(true);

      fireEvent.click(autosyncSwitch());
      expect(autosyncSwitch().checked).toBe(true);
      api.on(importSourcesApi.update, succeeds(scheduled({ updatedAt: '2026-11-21T00:00:00Z' })));
      await clickAndSettle('Save');
      const [put] = api.callsOf(importSourcesApi.update);
      expect(put?.body).toMatchObject({ autosync: true, sid: 'BKK', kind: 'DATABASE' });
      expect(autosyncSwitch().checked).toBe(true);
    });

    it("When the source runs on its store's schedule, then its next run shows in the store's time zone, named", async () => {
      api.on(storesApi.list, succeeds(storesWithBangkok())).on(importSourcesApi.get, succeeds(scheduled()));
      await renderPage(SOURCE_ID);
      const next = await screen.findByTestId('source-next-run');
      expect(next.textContent).toMatch(/^Next run: Nov 22, 2026, 2:00\sAM \(Asia\/Bangkok\)$/);
      expect(autosyncSwitch().checked).toBe(true);
      expect(screen.queryByTestId('source-store-autosync-off')).toBeNull();
      // Turned off (not saved yet), the saved next run no longer applies.
      fireEvent.click(autosyncSwitch());
      expect(screen.queryByTestId('source-next-run')).toBeNull();
    });

    it("When the store's autosync is off, then turning the switch on warns, with a link to the stores page", async () => {
      api.on(storesApi.list, succeeds(storesWithBangkok({ isEnable: false })));
      await renderPage(SOURCE_ID);
      await screen.findByTestId('import-source-form');
      expect(screen.queryByTestId('source-store-autosync-off')).toBeNull();
      fireEvent.click(autosyncSwitch());
      const warning = screen.getByTestId('source-store-autosync-off');
      expect(warning.textContent).toContain("This store's autosync is off: turn it on and set its schedule on the stores page.");
      const link = within(warning).getByRole('link', { name: 'Open the stores page', hidden: true });
      expect(link.getAttribute('href')).toBe('/management/location');
      // Turned off again: nothing to warn about.
      fireEvent.click(autosyncSwitch());
      expect(screen.queryByTestId('source-store-autosync-off')).toBeNull();
    });

    it("When the user may not see the stores page, then the warning (read from the saved source having no next run) has no link", async () => {
      signInWith(['ERP_READ_PREVIEW', 'ERP_MODIFY']);
      // Without the stores permission the list carries no autosync: the saved source says it.
      api.on(importSourcesApi.get, succeeds(scheduled({ nextRunAt: null })));
      await renderPage(SOURCE_ID);
      const warning = await screen.findByTestId('source-store-autosync-off');
      expect(warning.textContent).toBe("This store's autosync is off: turn it on and set its schedule on the stores page.");
      expect(within(warning).queryByRole('link', { hidden: true })).toBeNull();
      expect(screen.queryByTestId('source-next-run')).toBeNull();
    });

    it('When the last scheduled run started an import, then it links to it; a skipped run says another import was running', async () => {
      api
        .on(storesApi.list, succeeds(storesWithBangkok()))
        .on(importSourcesApi.get, succeeds(scheduled({ lastAutosync: { dueAt: '2026-11-20T19:00:00.000Z', outcome: 'STARTED', jobId: 'job-9' } })));
      const view = await renderPage(SOURCE_ID);
      const last = await screen.findByTestId('source-last-autosync');
      expect(last.textContent).toMatch(/^Last scheduled run: Nov 21, 2026, 2:00\sAM \(Asia\/Bangkok\)—started: show in data import$/);
      expect(within(last).getByRole('link', { name: 'started: show in data import', hidden: true }).getAttribute('href')).toBe('/data-import?job=job-9');
      view.unmount();

      api.on(importSourcesApi.get, succeeds(scheduled({ lastAutosync: { dueAt: '2026-11-20T19:00:00.000Z', outcome: 'SKIPPED_BUSY', jobId: null } })));
      await renderPage(SOURCE_ID);
      const skipped = await screen.findByTestId('source-last-autosync');
      expect(skipped.textContent).toContain('skipped because another import was running');
      expect(within(skipped).queryByRole('link', { hidden: true })).toBeNull();
    });

    it('links to the stores page of the page table, which needs the stores permission', () => {
      expect(matchPageRoute(STORES_PAGE)).toMatchObject({ owner: 'mf-admin', permission: PERMISSIONS.STORES_MANAGEMENT_READ_PREVIEW });
    });
  });

  describe('marking products missing from the source inactive (issue 13 item 2)', () => {
    const markMissing = () => screen.getByRole('switch', { name: 'Mark products missing from the source inactive', hidden: true }) as HTMLInputElement;

    it('When the setting is turned on and the source saved, then PUT sends markMissingInactive: true; the hint explains what a re-sync does', async () => {
      await renderPage(SOURCE_ID);
      await screen.findByTestId('import-source-form');
      expect(screen.getByRole('heading', { name: 'Schedule and re-sync', hidden: true })).toBeTruthy();
      expect(markMissing().checked).toBe(false);
      expect(screen.getByText(/marks the store's active products that the source no longer holds inactive once its last row is written\. The dry run shows how many first\./)).toBeTruthy();

      fireEvent.click(markMissing());
      api.on(importSourcesApi.update, succeeds({ ...DATABASE_SOURCE, markMissingInactive: true, updatedAt: '2026-11-21T00:00:00Z' }));
      await clickAndSettle('Save');
      const [put] = api.callsOf(importSourcesApi.update);
      expect(put?.body).toMatchObject({ markMissingInactive: true, autosync: false, sid: 'BKK', kind: 'DATABASE' });
      expect(markMissing().checked).toBe(true);

      // Turned off again: false is sent.
      fireEvent.click(markMissing());
      api.on(importSourcesApi.update, succeeds({ ...DATABASE_SOURCE, updatedAt: '2026-11-21T00:01:00Z' }));
      await clickAndSettle('Save');
      expect(api.callsOf(importSourcesApi.update)[1]?.body).toMatchObject({ markMissingInactive: false });
    });

    it('When a MASTER source opens with the setting on, then it shows on, and the hint says only the stores its rows name', async () => {
      api.on(importSourcesApi.get, succeeds({ ...DATABASE_SOURCE, sid: 'MASTER', markMissingInactive: true }));
      await renderPage(SOURCE_ID);
      await screen.findByTestId('import-source-form');
      expect(markMissing().checked).toBe(true);
      expect(screen.getByText(/only in the stores its rows name/)).toBeTruthy();
    });

    it('When the user may only read, then the setting shows and cannot be changed', async () => {
      signInWith(['ERP_READ_PREVIEW']);
      api.on(importSourcesApi.get, succeeds({ ...DATABASE_SOURCE, markMissingInactive: true }));
      await renderPage(SOURCE_ID);
      await screen.findByTestId('import-source-form');
      expect(markMissing().checked).toBe(true);
      expect(markMissing().disabled).toBe(true);
    });
  });

  describe("an FTPS or SFTP server's fingerprint, pinned (issue 13, ADR 0026)", () => {
    const SEEN = 'SHA256:47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU';
    const SFTP_SOURCE: ImportSourceView = {
      ...DATABASE_SOURCE,
      name: 'Shop SFTP',
      kind: 'FTP',
      settings: { protocol: 'sftp', host: 'sftp.example.com', port: 22, remotePath: '/exports/products.csv', username: 'hub', activeMode: false },
    };
    const tested = succeeds({ connectionStatus: 'Tested' as const, columns: ['CODE'], sample: [['R1']], fingerprint: SEEN }, 'FTPC000');

    it('When a test answers the server\'s fingerprint, then "Pin this fingerprint" puts it in the form and Save sends it; it then shows as the pinned one', async () => {
      api.on(importSourcesApi.get, succeeds(SFTP_SOURCE)).on(importSourcesApi.test, tested);
      await renderPage(SOURCE_ID);
      await screen.findByTestId('import-source-form');
      expect(input('source-fingerprint').value).toBe('');
      expect(screen.getByText(/as ssh-keygen -lf prints it .*Empty: the connection is encrypted, but the server's identity is not checked\./)).toBeTruthy();

      await clickAndSettle('Test connection');
      expect(screen.getByTestId('source-test-fingerprint-value').textContent).toBe(SEEN);
      await clickAndSettle('Pin this fingerprint');
      expect(input('source-fingerprint').value).toBe(SEEN);
      expect(screen.getByText('This is the pinned fingerprint.')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Pin this fingerprint', hidden: true })).toBeNull();

      const pinned = { ...SFTP_SOURCE.settings, fingerprint: SEEN } as const;
      api.on(importSourcesApi.update, succeeds({ ...SFTP_SOURCE, settings: pinned, connectionStatus: 'Not Tested' as const, updatedAt: '2026-11-21T00:00:00Z' }));
      await clickAndSettle('Save');
      expect(api.callsOf(importSourcesApi.update)[0]?.body).toMatchObject({ kind: 'FTP', settings: { protocol: 'sftp', fingerprint: SEEN } });
      // Changing the pin is a connection change: the server answers the source Not Tested again.
      expect(screen.getByTestId('source-connection').textContent).toBe('Not Tested');
    });

    it('When the pinned fingerprint is written another way (openssl hex), then it is still known as the one the test saw', async () => {
      const hex = Array.from(atob('47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='), (c) => c.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()).join(':');
      api.on(importSourcesApi.get, succeeds({ ...SFTP_SOURCE, settings: { ...SFTP_SOURCE.settings, fingerprint: hex } } as ImportSourceView)).on(importSourcesApi.test, tested);
      await renderPage(SOURCE_ID);
      await screen.findByTestId('import-source-form');
      expect(input('source-fingerprint').value).toBe(hex);
      await clickAndSettle('Test connection');
      expect(screen.getByText('This is the pinned fingerprint.')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Pin this fingerprint', hidden: true })).toBeNull();
    });

    it('When the server shows another identity (FTPC101), then its wording shows and nothing can be pinned', async () => {
      api.on(importSourcesApi.get, succeeds({ ...SFTP_SOURCE, settings: { ...SFTP_SOURCE.settings, fingerprint: SEEN } } as ImportSourceView)).on(importSourcesApi.test, fails(502, 'FTPC101'));
      await renderPage(SOURCE_ID);
      await screen.findByTestId('import-source-form');
      await clickAndSettle('Test connection');
      expect(screen.getByTestId('source-test-result').textContent).toContain("The server's identity does not match the saved fingerprint");
      expect(screen.getByTestId('source-last-error').textContent).toBe("The server's identity does not match the saved fingerprint");
      expect(screen.queryByTestId('source-test-fingerprint')).toBeNull();
    });

    it('When the protocol is plain FTP, then there is no fingerprint field; FTPS has one with its hint, and a value that is no SHA-256 fingerprint is refused', async () => {
      api.on(importSourcesApi.get, succeeds({ ...SFTP_SOURCE, settings: { ...SFTP_SOURCE.settings, protocol: 'ftp', port: 21 } } as ImportSourceView));
      await renderPage(SOURCE_ID);
      await screen.findByTestId('import-source-form');
      expect(screen.queryByTestId('source-fingerprint')).toBeNull();
      fireEvent.click(screen.getByRole('radio', { name: 'FTPS' }));
      expect(screen.getByText(/as openssl x509 -fingerprint -sha256 prints it\. When set, it replaces the certificate authority check/)).toBeTruthy();
      type('source-fingerprint', 'AB:CD');
      await clickAndSettle('Save');
      expect(screen.getByText('Enter a SHA-256 fingerprint: SHA256:… or 64 hexadecimal digits (colons allowed)')).toBeTruthy();
      expect(api.callsOf(importSourcesApi.update)).toHaveLength(0);

      // Back to plain FTP: the field goes and what was typed in it is not sent.
      fireEvent.click(screen.getByRole('radio', { name: 'FTP' }));
      api.on(importSourcesApi.update, succeeds({ ...SFTP_SOURCE, updatedAt: '2026-11-21T00:00:00Z' }));
      type('source-name', 'Shop FTP');
      await clickAndSettle('Save');
      const settings = (api.callsOf(importSourcesApi.update)[0]?.body as { settings: Record<string, unknown> }).settings;
      expect(settings).toMatchObject({ protocol: 'ftp' });
      expect(settings).not.toHaveProperty('fingerprint');
    });

    it('When the user may only read, then the test shows the fingerprint but offers no pin', async () => {
      signInWith(['ERP_READ_PREVIEW']);
      api.on(importSourcesApi.get, succeeds(SFTP_SOURCE)).on(importSourcesApi.test, tested);
      await renderPage(SOURCE_ID);
      await screen.findByTestId('import-source-form');
      await clickAndSettle('Test connection');
      expect(screen.getByTestId('source-test-fingerprint-value').textContent).toBe(SEEN);
      expect(screen.queryByRole('button', { name: 'Pin this fingerprint', hidden: true })).toBeNull();
    });
  });
});
