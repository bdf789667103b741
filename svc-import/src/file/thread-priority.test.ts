import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { CHECK_THREAD_NICE, threadNice } from './thread-priority';

// Issue 26 item 7: the check's threads give way to the event loop every request waits on.
const linux = process.platform === 'linux' ? it : it.skip;

describe('lowerThisThreadPriority', () => {
  linux('When a worker thread lowers its priority, then it runs at the check’s nice value and the thread that started it does not', async () => {
    const before = threadNice();
    const code = `
      require(${JSON.stringify(require.resolve('@swc-node/register'))});
      const { parentPort } = require('node:worker_threads');
      const m = require(${JSON.stringify(join(__dirname, 'thread-priority.ts'))});
      const was = m.threadNice();
      parentPort.postMessage({ was, now: m.lowerThisThreadPriority() });`;
    const answer = await new Promise<{ was: number; now: number }>((resolve, reject) => {
      const worker = new Worker(code, { eval: true });
      worker.once('message', (m) => void worker.terminate().then(() => resolve(m)));
      worker.once('error', reject);
    });
    expect(answer).toEqual({ was: before, now: CHECK_THREAD_NICE });
    expect(threadNice()).toBe(before);
  });
});
