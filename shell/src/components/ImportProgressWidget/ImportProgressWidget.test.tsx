import { act, render, screen } from '@testing-library/react';
import { importApi, type ImportProgress } from '@hub/contracts';
import { HubRoot, hubStore } from '@hub/ui';
import { fails, fakeApi, succeeds } from '@hub/ui/testing';
import { registerShellStrings } from '../../i18n';
import { ImportProgressWidget } from './ImportProgressWidget';

// No socket pushes here: what the widget shows comes from the server only.
jest.mock('socket.io-client', () => ({ io: () => ({ on() {}, auth: {}, disconnect() {}, connect() {} }) }));

const running = (processed: number): ImportProgress => ({
  jobId: 'j1',
  sid: 'BKK',
  status: 'IMPORTING',
  message: 'INITIATED',
  start: '2026-11-20T03:00:00Z',
  end: null,
  totalCount: 1000,
  processed,
  nUpserted: processed,
  nModified: 0,
  nInserted: processed,
  skipped: 0,
  approxTime: { min: 1, sec: 0 },
  master: null,
});

const renderWidget = () =>
  render(
    <HubRoot>
      <ImportProgressWidget />
    </HubRoot>,
  );
/** Lets the fake API's answers and the renders they cause happen, without moving the clock. */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  });
const processed = () => screen.getByTestId('import-widget-processed').textContent;

/** A fresh English session of an administrator who may see imports. */
function signInAnn() {
  localStorage.clear();
  hubStore.setState({ locale: 'en' });
  hubStore.getState().signIn({
    user: { userName: 'Ann', email: 'a@demo.hub', image: null, roleName: 'ADMIN', roles: ['DATA_IMPORT_READ_PREVIEW'], merchantID: 'DEMO', profile: 'default', sid: 'MASTER', merchants: ['DEMO'] },
    accessToken: 't',
    refreshToken: 'r',
  });
}

describe('ImportProgressWidget after a reload (issue 26 item 8)', () => {
  beforeAll(() => registerShellStrings());
  beforeEach(() => {
    jest.useFakeTimers();
    signInAnn();
  });
  afterEach(() => jest.useRealTimers());

  it('When the page is opened afresh while an import runs, then the widget shows it from the server and moves with it', async () => {
    fakeApi().on(importApi.current, succeeds(running(100)));
    const first = renderWidget();
    expect((await screen.findByTestId('import-progress-widget')).getAttribute('data-status')).toBe('IMPORTING');
    expect(processed()).toContain('100 / 1,000');
    first.unmount();
    // The reload: a new mount, the import further on.
    const api = fakeApi().on(importApi.current, succeeds(running(400)));
    renderWidget();
    expect((await screen.findByTestId('import-widget-processed')).textContent).toContain('400 / 1,000');
    api.on(importApi.current, succeeds(running(700)));
    await act(async () => void jest.advanceTimersByTime(5_000));
    expect(processed()).toContain('700 / 1,000');
  });

  it('When the first read after the reload fails (the hub is busy), then the widget is back within a second or two, not at the next poll', async () => {
    fakeApi().once(importApi.current, fails(503, 'SE100')).on(importApi.current, succeeds(running(250)));
    renderWidget();
    await settle();
    expect(screen.queryByTestId('import-progress-widget')).toBeNull();
    await act(async () => void jest.advanceTimersByTime(1_500));
    await settle();
    // Asked synchronously: a waiting query would run the fake clock on to the next poll.
    expect(screen.getByTestId('import-widget-processed').textContent).toContain('250 / 1,000');
  });
});

describe('ImportProgressWidget over the page (issue 28: at 390 px the finished card hid the page’s last lines)', () => {
  beforeAll(() => registerShellStrings());
  const observed: Array<() => void> = [];
  const jsdomResizeObserver = window.ResizeObserver;
  let runningHeight = 120;
  beforeEach(() => {
    signInAnn();
    // jsdom lays nothing out: the widget's height and the browser's resize notices are stood in for.
    window.ResizeObserver = class {
      constructor(private readonly notice: () => void) {}
      observe() {
        observed.push(this.notice);
      }
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.dataset.testid === 'import-progress-widget' ? (this.dataset.status === 'FINISHED' ? 96 : runningHeight) : 0;
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    window.ResizeObserver = jsdomResizeObserver;
  });

  it('When the widget shows, then the page ends with room as tall as the widget and the gap below it, following it as it changes', async () => {
    fakeApi().on(importApi.current, succeeds(running(100)));
    renderWidget();
    await screen.findByTestId('import-progress-widget');
    // 120 px of widget, 24 px below it, 8 px between.
    expect(screen.getByTestId('import-widget-room').style.blockSize).toBe('152px');
    // Its text wraps on a narrower screen: the browser tells, and the room grows with it.
    runningHeight = 140;
    act(() => observed.at(-1)!());
    expect(screen.getByTestId('import-widget-room').style.blockSize).toBe('172px');
  });

  it('When the import has finished, then the room follows the finished card', async () => {
    fakeApi().on(importApi.current, succeeds({ ...running(1000), status: 'FINISHED', end: '2026-11-20T03:10:00Z' }));
    renderWidget();
    expect((await screen.findByTestId('import-progress-widget')).getAttribute('data-status')).toBe('FINISHED');
    expect(screen.getByTestId('import-widget-room').style.blockSize).toBe('128px');
  });
});
