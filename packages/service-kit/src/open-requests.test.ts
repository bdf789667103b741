import express from 'express';
import { once } from 'node:events';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { countOpenRequests, openRequests, requestOpened, yieldToRequests } from './open-requests';

// Issue 26 item 7: long work done in turns (an import's batches on PGlite) lets the requests being
// answered go first, within the bound it gives.

describe('requests go first between turns of long work', () => {
  it('When no request is open, then the wait is one turn of the event loop', async () => {
    let waited = false;
    const wait = yieldToRequests(60_000, 0).then(() => (waited = true));
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    await wait;
    expect(waited).toBe(true);
  });

  it('When a request is open, then the work waits until it ends, and a request that ends twice counts once', async () => {
    const ended = requestOpened();
    const other = requestOpened();
    other();
    other();
    expect(openRequests()).toBe(1);
    let waited = false;
    const wait = yieldToRequests(60_000, 0).then(() => (waited = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(waited).toBe(false);
    ended();
    await wait;
    expect(waited).toBe(true);
    expect(openRequests()).toBe(0);
  });

  it('When a request stays open, then the work goes on after its bound', async () => {
    const ended = requestOpened();
    try {
      await yieldToRequests(20);
      expect(openRequests()).toBe(1);
    } finally {
      ended();
    }
  });

  it('When a request ended a moment ago, then the work waits for the quiet time, and a request arriving meanwhile goes first', async () => {
    const first = requestOpened();
    first();
    let waited = false;
    const wait = yieldToRequests(60_000, 200).then(() => (waited = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = requestOpened();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(waited).toBe(false);
    second();
    await wait;
    expect(waited).toBe(true);
  });

  describe('over HTTP', () => {
    let server: Server;
    let release: () => void = () => undefined;
    beforeAll(async () => {
      const app = express();
      app.use(countOpenRequests());
      app.get('/slow', (_req, res) => {
        release = () => res.json({ ok: true });
      });
      server = createServer(app).listen(0, '127.0.0.1');
      await once(server, 'listening');
    });
    afterAll(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });

    const get = (path: string) =>
      new Promise<{ status: number }>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port: (server.address() as AddressInfo).port, path }, (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0 });
        });
        req.on('error', reject);
        req.end();
      });

    it('When a request is being answered, then it counts as open until its answer is sent', async () => {
      const answered = get('/slow');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(openRequests()).toBe(1);
      release();
      expect((await answered).status).toBe(200);
      expect(openRequests()).toBe(0);
    });

    it('When the client goes away before the answer, then the request no longer counts', async () => {
      const req = request({ host: '127.0.0.1', port: (server.address() as AddressInfo).port, path: '/slow' });
      req.on('error', () => undefined);
      req.end();
      for (let i = 0; i < 100 && openRequests() === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(openRequests()).toBe(1);
      req.destroy();
      for (let i = 0; i < 100 && openRequests() > 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(openRequests()).toBe(0);
    });
  });
});
