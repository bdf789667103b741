import { act, renderHook } from '@testing-library/react';
import { EVENT_TYPES, importApi, type ImportJobDetail } from '@hub/contracts';
import { fakeApi, fakeSocket, importJobEntry, progressOfJob, signInForTest, succeeds } from '@hub/ui/testing';
import { useImportJob } from './useImportJob';

const mockSocket = fakeSocket();
jest.mock('socket.io-client', () => ({ io: () => mockSocket }));

const at = (processed: number) => importJobEntry({ processed, nInserted: processed, nUpserted: processed });
const finished = importJobEntry({ status: 'FINISHED', message: null, processed: 1000, nInserted: 1000, nUpserted: 1000, end: '2026-11-20T03:02:00Z' });

/** Lets the fake API's answers and the renders they cause happen, without moving the clock. */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  });
const wait = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));
const push = (job: ImportJobDetail) => act(() => mockSocket.push(EVENT_TYPES.IMPORT_PROGRESS, progressOfJob(job)));

/** The hook following job j1, read first as `first`, once that read is in. */
async function follow(first: ImportJobDetail) {
  const api = fakeApi().on(importApi.job, succeeds(first));
  const { result } = renderHook(() => useImportJob('j1'));
  await settle();
  return { api, result, reads: () => api.callsOf(importApi.job).length };
}

describe('useImportJob: progress pushed as data (issue 26 item 5)', () => {
  // The tab's socket is open before the panel mounts (the shell's widget opens it); each test says whether it is up.
  beforeAll(async () => {
    signInForTest();
    await mockSocket.open();
  });
  beforeEach(() => {
    jest.useFakeTimers();
    mockSocket.up();
  });
  afterEach(() => jest.useRealTimers());

  it('When a push for the job keeps its status, then its figures show without a request, and no poll runs while the socket is up', async () => {
    const { result, reads } = await follow(at(100));
    expect(result.current.job?.processed).toBe(100);
    push(at(600));
    expect(result.current.job).toMatchObject({ status: 'IMPORTING', processed: 600, nInserted: 600, check: at(100).check });
    await wait(10_000);
    await settle();
    expect(reads()).toBe(1);
  });

  it('When a push brings another status, then the job is read once (its end, its deactivated count come with it)', async () => {
    const { api, result, reads } = await follow(at(100));
    api.on(importApi.job, succeeds({ ...finished, markMissingInactive: true, nDeactivated: 4 }));
    push(finished);
    await settle();
    expect(reads()).toBe(2);
    expect(result.current.job).toMatchObject({ status: 'FINISHED', nDeactivated: 4 });
    push(finished);
    await settle();
    expect(reads()).toBe(2);
  });

  it('When a push is for another job, then nothing changes and nothing is asked', async () => {
    const { result, reads } = await follow(at(100));
    const shown = result.current.job;
    push({ ...finished, id: 'j2' });
    await settle();
    expect(result.current.job).toBe(shown);
    expect(reads()).toBe(1);
  });

  it('When a push with a new status arrives while the job is being read, then an answer older than it is read again', async () => {
    let answer: (job: ImportJobDetail) => void = () => undefined;
    const api = fakeApi().once(importApi.job, () => new Promise((resolve) => (answer = (job) => resolve(succeeds(job))))).on(importApi.job, succeeds(finished));
    const { result } = renderHook(() => useImportJob('j1'));
    await settle();
    push(finished);
    answer(at(900));
    await settle();
    expect(api.callsOf(importApi.job)).toHaveLength(2);
    expect(result.current.job?.status).toBe('FINISHED');
  });

  it('When the socket drops while the job moves, then it is read every 1.5 s; when the socket is back, once, and the poll stops', async () => {
    const { reads } = await follow(at(100));
    act(() => mockSocket.down());
    await wait(1_500);
    await settle();
    await wait(1_500);
    await settle();
    expect(reads()).toBe(3);
    act(() => mockSocket.up());
    await settle();
    expect(reads()).toBe(4);
    await wait(6_000);
    await settle();
    expect(reads()).toBe(4);
  });
});
