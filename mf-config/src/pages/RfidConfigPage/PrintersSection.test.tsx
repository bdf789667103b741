import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_TAG_DESIGN, printingConfigApi, rfidConfigApi, tagDesignApi, type PrintingConfig, type RfidConfigAnswer, type TagDesign } from '@hub/contracts';
import { hubStore } from '@hub/ui';
import { fails, fakeApi, succeeds, type FakeApi } from '@hub/ui/testing';
import { prepareHub, renderInHub, signInWith } from '../../test/apiHarness';
import { RfidConfigPage } from './RfidConfigPage';

const RFID_READ = 'RFID_CONFIGURATION_READ_PREVIEW';
const PRINT = 'RFID_PRINTING_MODIFY_PRINTING';
const RFID: RfidConfigAnswer = { multipleTags: false, encoding: 'HEX', length: 24, configured: true, updatedAt: null };
const design: TagDesign = { ...DEFAULT_TAG_DESIGN, id: 'd1', name: 'Ring tag', createdAt: '', updatedAt: '' };
const printer = (id: string, name: string, isDefault: boolean, over: Partial<PrintingConfig> = {}): PrintingConfig => ({
  id,
  name,
  isDefault,
  host: '192.168.1.40',
  port: 9100,
  dpi: null,
  labelWidthMm: null,
  labelHeightMm: null,
  tagDesignId: null,
  verifyEncoding: true,
  createdAt: '',
  updatedAt: '',
  ...over,
});
const back = printer('p1', 'Back office', true, { dpi: 300, tagDesignId: 'd1' });
const counter = printer('p2', 'Counter', false, { host: 'zebra-counter.local', port: 6101 });

function serve(printers: PrintingConfig[] = [back, counter]): FakeApi {
  return fakeApi().on(rfidConfigApi.get, succeeds(RFID)).on(printingConfigApi.list, succeeds(printers)).on(tagDesignApi.list, succeeds([design]));
}
const rowOf = (name: string) => screen.getAllByTestId('printer-row').find((r) => r.textContent?.startsWith(name))!;

describe('Printers on /config/rfid (issue 14 item 3: printing configs)', () => {
  beforeEach(prepareHub);

  it('When the printers are listed, then each shows its address and settings, the default marked', async () => {
    signInWith([RFID_READ, PRINT]);
    serve();
    renderInHub(<RfidConfigPage />);
    await screen.findAllByTestId('printer-row');
    expect(rowOf('Back office').textContent).toContain('Default');
    expect(rowOf('Back office').textContent).toContain('192.168.1.40:9100');
    expect(rowOf('Back office').textContent).toContain('Resolution: 300 dpi · Label: as the design says · Design: Ring tag · tags verified after encoding');
    expect(rowOf('Counter').textContent).toContain('zebra-counter.local:6101');
    expect(within(rowOf('Counter')).getByRole('button', { name: 'Make default: Counter' })).toBeTruthy();
    expect(within(rowOf('Back office')).queryByRole('button', { name: /Make default/ })).toBeNull();
  });

  it('When a printer is added, then the form checks the host and port, and the saved body carries every setting', async () => {
    signInWith([RFID_READ, PRINT]);
    const api = serve([]);
    renderInHub(<RfidConfigPage />);
    expect(await screen.findByText('No printer yet.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('printer-add'));
    fireEvent.change(await screen.findByTestId('printer-name'), { target: { value: 'Counter' } });
    fireEvent.change(screen.getByTestId('printer-host'), { target: { value: 'http://10.0.0.5' } });
    fireEvent.change(screen.getByTestId('printer-port'), { target: { value: '0' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('printer-save'));
    });
    expect(screen.getByText('A host name or IP address only')).toBeTruthy();
    expect(screen.getByText('A port from 1 to 65535')).toBeTruthy();
    expect(api.callsOf(printingConfigApi.save)).toHaveLength(0);
    fireEvent.change(screen.getByTestId('printer-host'), { target: { value: '10.0.0.5' } });
    fireEvent.change(screen.getByTestId('printer-port'), { target: { value: '9100' } });
    fireEvent.change(screen.getByTestId('printer-dpi'), { target: { value: '203' } });
    fireEvent.change(screen.getByTestId('printer-design'), { target: { value: 'd1' } });
    api.on(printingConfigApi.save, succeeds(printer('p3', 'Counter', true)));
    api.on(printingConfigApi.list, succeeds([printer('p3', 'Counter', true)]));
    await act(async () => {
      fireEvent.click(screen.getByTestId('printer-save'));
    });
    expect(api.callsOf(printingConfigApi.save)[0]!.body).toEqual({
      name: 'Counter',
      isDefault: true,
      host: '10.0.0.5',
      port: 9100,
      dpi: 203,
      labelWidthMm: null,
      labelHeightMm: null,
      tagDesignId: 'd1',
      verifyEncoding: true,
    });
    await waitFor(() => expect(hubStore.getState().snackbar).toMatchObject({ intent: 'success', message: 'Printing config saved successfully' }));
    expect(await screen.findByTestId('printer-row')).toBeTruthy();
  });

  it('When another printer has the name (CRP100), then the name field says so in the user\'s language', async () => {
    signInWith([RFID_READ, PRINT]);
    const api = serve();
    renderInHub(<RfidConfigPage />);
    await screen.findAllByTestId('printer-row');
    fireEvent.click(within(rowOf('Counter')).getByRole('button', { name: 'Edit printer Counter' }));
    fireEvent.change(await screen.findByTestId('printer-name'), { target: { value: 'Back office' } });
    api.on(printingConfigApi.save, fails(409, 'CRP100'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('printer-save'));
    });
    expect(await screen.findByText('Duplicate printing config name')).toBeTruthy();
    expect(api.callsOf(printingConfigApi.save)[0]!.body).toMatchObject({ id: 'p2', name: 'Back office', port: 6101 });
  });

  it('When the default is set and a printer with queued jobs is deleted, then CRP003 and CRP102 are worded', async () => {
    signInWith([RFID_READ, PRINT]);
    const api = serve();
    renderInHub(<RfidConfigPage />);
    await screen.findAllByTestId('printer-row');
    api.on(printingConfigApi.setDefault, succeeds({ ...counter, isDefault: true }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Make default: Counter' }));
    });
    expect(api.callsOf(printingConfigApi.setDefault)[0]!.params).toEqual({ id: 'p2' });
    await waitFor(() => expect(hubStore.getState().snackbar).toMatchObject({ intent: 'success', message: 'Default printing config set successfully' }));
    api.on(printingConfigApi.remove, fails(409, 'CRP102'));
    fireEvent.click(within(rowOf('Back office')).getByRole('button', { name: 'Delete printer Back office' }));
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    });
    await waitFor(() => expect(hubStore.getState().snackbar).toMatchObject({ intent: 'error', message: 'Failed to delete printing config' }));
    expect(api.callsOf(printingConfigApi.remove)[0]!.params).toEqual({ id: 'p1' });
  });

  it('When a printer is checked, then its status reason shows in the user\'s language', async () => {
    signInWith([RFID_READ, PRINT]);
    const api = serve();
    renderInHub(<RfidConfigPage />);
    await screen.findAllByTestId('printer-row');
    api.on(printingConfigApi.status, succeeds({ ready: false, answered: true, problems: ['HEAD_OPEN'], reason: 'PRN103', formatsInBuffer: 0 }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Check printer Counter' }));
    });
    expect(within(rowOf('Counter')).getByTestId('printer-status').textContent).toBe('The printer head is open');
  });

  it('When the printer address is refused by the outbound policy (PRN112), then the check shows the code and the category (issue 25)', async () => {
    signInWith([RFID_READ, PRINT]);
    const api = serve();
    renderInHub(<RfidConfigPage />);
    await screen.findAllByTestId('printer-row');
    api.on(printingConfigApi.status, fails(400, 'PRN112'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Check printer Counter' }));
    });
    expect(within(rowOf('Counter')).getByTestId('printer-status-failure').textContent).toBe(
      "This printer address is not allowed: the hub does not connect to its own or loopback addresses (address not allowed)",
    );
  });

  it('When the user may read the RFID config and design tags but not print, then the printers show without changes; without either, no section', async () => {
    signInWith([RFID_READ, 'TAG_DESIGN_CONFIGURATION_READ_PREVIEW']);
    serve();
    const view = renderInHub(<RfidConfigPage />);
    await screen.findAllByTestId('printer-row');
    expect(screen.queryByTestId('printer-add')).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit printer/ })).toBeNull();
    view.unmount();
    signInWith([RFID_READ]);
    const api = serve();
    renderInHub(<RfidConfigPage />);
    await screen.findByTestId('rfid-config-page');
    expect(screen.queryByTestId('printers-section')).toBeNull();
    expect(api.callsOf(printingConfigApi.list)).toHaveLength(0);
  });
});
