import { act, renderHook, waitFor } from '@testing-library/react';
import { useApiResource } from './useApiResource';

describe('useApiResource', () => {
  it('When the refresh token changes, then it loads again without showing loading, and a failed refresh keeps what was shown', async () => {
    let answer = 'first';
    let fail = false;
    const load = jest.fn(async () => {
      if (fail) throw new Error('offline');
      return answer;
    });
    const { result, rerender } = renderHook(({ token }) => useApiResource(load, 'k', token), { initialProps: { token: 0 } });
    await waitFor(() => expect(result.current.data).toBe('first'));
    const seen: string[] = [];
    answer = 'second';
    rerender({ token: 1 });
    seen.push(result.current.status);
    await waitFor(() => expect(result.current.data).toBe('second'));
    expect(seen).toEqual(['success']);
    fail = true;
    rerender({ token: 2 });
    await act(async () => undefined);
    expect(result.current).toMatchObject({ status: 'success', data: 'second' });
  });

  it('When the key changes while a refresh is on its way, then the refresh\'s late answer does not win', async () => {
    const resolvers: ((v: string) => void)[] = [];
    const load = jest.fn(() => new Promise<string>((resolve) => resolvers.push(resolve)));
    const { result, rerender } = renderHook(({ k, token }) => useApiResource(load, k, token), { initialProps: { k: 'a', token: 0 } });
    await act(async () => resolvers[0]!('a'));
    rerender({ k: 'a', token: 1 }); // a refresh starts (resolvers[1])
    rerender({ k: 'b', token: 1 }); // then the key changes (resolvers[2])
    await act(async () => resolvers[2]!('b'));
    await act(async () => resolvers[1]!('stale'));
    expect(result.current.data).toBe('b');
  });
});
