import { DEFAULT_CHECK_HEAP_MB, DEFAULT_CHECK_THREADS, DISTRIBUTED_CHECK_HEAP_MB, DISTRIBUTED_CHECK_THREADS, importOptionsFromEnv } from './config';

describe('importOptionsFromEnv: the check a user gets by default', () => {
  it('inside the all-in-one hub: the 256 MiB check heap and its mapper threads', () => {
    const options = importOptionsFromEnv({});
    expect(options.checkHeapMb).toBe(DEFAULT_CHECK_HEAP_MB);
    expect(options.checkThreads).toBe(DEFAULT_CHECK_THREADS);
  });

  it('svc-import alone (distributed mode): a 128 MiB check heap and at most one mapper, so the process stays under 512 MiB', () => {
    const options = importOptionsFromEnv({}, 'distributed');
    expect(options.checkHeapMb).toBe(DISTRIBUTED_CHECK_HEAP_MB);
    expect(DISTRIBUTED_CHECK_HEAP_MB).toBeLessThan(DEFAULT_CHECK_HEAP_MB);
    expect(options.checkThreads).toBe(DISTRIBUTED_CHECK_THREADS);
    expect(DISTRIBUTED_CHECK_THREADS).toBeLessThanOrEqual(1);
    expect(DISTRIBUTED_CHECK_THREADS).toBe(DEFAULT_CHECK_THREADS > 0 ? 1 : 0);
  });

  it('the settings win in either mode', () => {
    for (const mode of ['all-in-one', 'distributed'] as const) {
      expect(importOptionsFromEnv({ HUB_IMPORT_CHECK_HEAP_MB: '192', HUB_IMPORT_CHECK_THREADS: '2' }, mode)).toMatchObject({ checkHeapMb: 192, checkThreads: 2 });
      expect(importOptionsFromEnv({ HUB_IMPORT_CHECK_THREADS: '0' }, mode).checkThreads).toBe(0);
    }
  });
});
