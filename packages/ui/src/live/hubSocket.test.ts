import { act, renderHook } from '@testing-library/react';
import { EVENT_TYPES } from '@hub/contracts';
import { earlyAnswersGeneration } from '../api/earlyAnswers';
import { hubStore } from '../store/hubStore';
import { fakeSocket, importJobEntry, progressOfJob, signInForTest } from '../testing';
import { isSocketConnected, onSocketState, useSocketConnected } from './hubSocket';

const mockSocket = fakeSocket();
jest.mock('socket.io-client', () => ({ io: () => mockSocket }));

describe("the tab's socket state (issue 26 item 5: the import pages poll only while it is down)", () => {
  beforeAll(() => signInForTest());

  it('When the socket opens, connects, drops, fails to connect again and comes back, then each change is told once and the state follows', async () => {
    const told: boolean[] = [];
    const off = onSocketState((up) => told.push(up));
    expect(isSocketConnected()).toBe(false);
    await mockSocket.open();
    expect(isSocketConnected()).toBe(false);
    mockSocket.up();
    expect(isSocketConnected()).toBe(true);
    mockSocket.down();
    mockSocket.refuse();
    mockSocket.down();
    mockSocket.up();
    expect(told).toEqual([true, false, true]);
    off();
    mockSocket.down();
    expect(told).toEqual([true, false, true]);
  });

  it('When the socket connects or drops, then useSocketConnected renders the new state', () => {
    const { result } = renderHook(() => useSocketConnected());
    expect(result.current).toBe(false);
    act(() => mockSocket.up());
    expect(result.current).toBe(true);
    act(() => mockSocket.down());
    expect(result.current).toBe(false);
  });

  it('When a live event arrives or the socket drops, then the answers read ahead for the page serve no one after it (issue 30)', () => {
    mockSocket.up();
    const before = earlyAnswersGeneration();
    mockSocket.push(EVENT_TYPES.IMPORT_PROGRESS, progressOfJob(importJobEntry({ processed: 1 })));
    const afterEvent = earlyAnswersGeneration();
    expect(afterEvent).toBeGreaterThan(before);
    mockSocket.down();
    expect(earlyAnswersGeneration()).toBeGreaterThan(afterEvent);
  });

  it('When the user signs out, then the socket is closed and reported down', () => {
    mockSocket.up();
    hubStore.getState().signOut();
    expect(isSocketConnected()).toBe(false);
  });
});
