import { act, renderHook } from '@testing-library/react';
import { EVENT_TYPES, importApi } from '@hub/contracts';
import { fakeApi, fakeSocket, importJobEntry, progressOfJob, signInForTest, succeeds } from '../testing';
import { useImportProgress } from './useImportProgress';

const mockSocket = fakeSocket();
jest.mock('socket.io-client', () => ({ io: () => mockSocket }));

const running = (processed: number) => progressOfJob(importJobEntry({ processed, nInserted: processed, nUpserted: processed }));

/** Lets the fake API's answers and the renders they cause happen, without moving the clock. */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  });
const wait = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));
const reads = (api: ReturnType<typeof fakeApi>) => api.callsOf(importApi.current).length;

describe('useImportProgress: the widget polls only while the socket is down (issue 26 item 5)', () => {
  // The tab's socket is open before the widget mounts: each test says whether it is up.
  beforeAll(async () => {
    signInForTest();
    await mockSocket.open();
  });
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('When the socket is connected, then the progress is read once and then only pushed: no poll', async () => {
    mockSocket.up();
    const api = fakeApi().on(importApi.current, succeeds(running(100)));
    const { result } = renderHook(() => useImportProgress(true));
    await settle();
    expect(result.current.progress?.processed).toBe(100);
    await wait(20_000);
    await settle();
    act(() => mockSocket.push(EVENT_TYPES.IMPORT_PROGRESS, running(600)));
    expect(result.current.progress?.processed).toBe(600);
    expect(reads(api)).toBe(1);
  });

  it('When the socket drops, then the 5 s poll takes over; when it is back, one read covers what it missed and the poll stops', async () => {
    mockSocket.up();
    const api = fakeApi().on(importApi.current, succeeds(running(100)));
    const { result } = renderHook(() => useImportProgress(true));
    await settle();
    act(() => mockSocket.down());
    api.on(importApi.current, succeeds(running(400)));
    await wait(5_000);
    await settle();
    expect(reads(api)).toBe(2);
    expect(result.current.progress?.processed).toBe(400);
    await wait(5_000);
    await settle();
    expect(reads(api)).toBe(3);
    act(() => mockSocket.up());
    await settle();
    expect(reads(api)).toBe(4);
    await wait(20_000);
    await settle();
    expect(reads(api)).toBe(4);
  });
});
