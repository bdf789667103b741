import {
  PutObjectCommand,
  S3Client,
  type ListObjectsV2Command,
  type ListObjectsV2CommandInput,
  type ListObjectsV2CommandOutput,
  type _Object,
} from '@aws-sdk/client-s3';
import type { ObjectStorageSettings, WebServiceSettings } from '@hub/contracts';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { setTimeout as sleep } from 'node:timers/promises';
import { allowOutboundTo, holdRefusingPort } from '@hub/service-kit/testing';
import { newestCsvKey, openObjectStorage } from '../src/sources/object-storage';
import { SourceError, type SourceData } from '../src/sources/source';
import { openWebService, webServiceOpener } from '../src/sources/web-service';

/** Starts a server on 127.0.0.1 at a free port; answers its base URL. */
async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // A stand-in on loopback: opened to the outbound policy by its port (issue 25).
  const [port] = allowOutboundTo((server.address() as AddressInfo).port);
  return `http://127.0.0.1:${port}`;
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/**
 * Runs `use` with an address where nothing listens, nor can meanwhile: a held port (connection refused;
 * a port just let go can be taken by another test's server, which then answers).
 */
async function withRefusingAddress<T>(use: (address: string) => Promise<T>): Promise<T> {
  const held = await holdRefusingPort();
  try {
    return await use(`http://${held.host}:${held.port}`);
  } finally {
    await held.close();
  }
}

/** One ListObjectsV2 answer: truncated when a next token is given. */
function page(contents: _Object[], nextToken?: string): ListObjectsV2CommandOutput {
  return { Contents: contents, IsTruncated: nextToken !== undefined, NextContinuationToken: nextToken, $metadata: {} };
}

async function rowsOf(data: SourceData): Promise<string[][]> {
  if (data.kind !== 'rows') throw new Error(`expected rows, got ${data.kind}`);
  const rows: string[][] = [];
  for await (const row of data.rows) rows.push(row);
  return rows;
}

describe('web service source', () => {
  /** The products the fake ERP serves: Thai text, a nested value, a null, and a key only the last has. */
  const products = [
    { code: 'P1', name: 'แหวนทอง 96.5%', price: 12500.5, active: true },
    { code: 'P2', name: 'สร้อยคอ "ลายโซ่"', price: 3200, active: false, stones: { type: 'ทับทิม', count: 3 } },
    { code: 'P3', name: 'ต่างหู, เพชร', price: null, active: true },
    { code: 'P4', name: 'กำไล\nข้อมือ', price: 990, active: true },
    { code: 'P5', name: 'จี้พระ', price: 450, active: true, karat: '18K' },
  ];
  const expectedHeader = ['code', 'name', 'price', 'active', 'stones'];
  const expectedRows = [
    ['P1', 'แหวนทอง 96.5%', '12500.5', 'true', ''],
    ['P2', 'สร้อยคอ "ลายโซ่"', '3200', 'false', '{"type":"ทับทิม","count":3}'],
    ['P3', 'ต่างหู, เพชร', '', 'true', ''],
    ['P4', 'กำไล\nข้อมือ', '990', 'true', ''],
    ['P5', 'จี้พระ', '450', 'true', ''], // karat first shows up on a later page: not a column
  ];
  const SECRET = 'Bearer s3cr3t-do-not-leak';
  /** Every request the server saw (path and query), to check what the source asked for. */
  const seen: string[] = [];
  const server = createServer((req, res) => route(req, res));
  let base = '';

  function json(res: ServerResponse, value: unknown, status = 200) {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(value));
  }

  function route(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url!, 'http://127.0.0.1');
    seen.push(`${url.pathname}${url.search}`);
    const number = (name: string) => Number(url.searchParams.get(name));
    switch (url.pathname) {
      case '/plain':
        return json(res, products);
      case '/nested': // ?page=1,2,… &pageSize=n; the rows at data.items
        return json(res, { data: { items: products.slice((number('page') - 1) * number('pageSize'), number('page') * number('pageSize')) }, total: products.length });
      case '/offset': // ?start=0,n,… &limit=n
        return json(res, { items: products.slice(number('start'), number('start') + number('limit')) });
      case '/four': // four items: with pages of 2 the third page is empty
        return json(res, products.slice(0, 4).slice((number('page') - 1) * 2, number('page') * 2));
      case '/empty':
        return json(res, { data: { items: [] } });
      case '/secure':
        return req.headers['x-api-key'] === SECRET ? json(res, products.slice(0, 1)) : json(res, { error: 'unauthorised' }, 401);
      case '/forbidden':
        return json(res, { error: 'forbidden' }, 403);
      case '/error':
        return json(res, { error: 'boom' }, 500);
      case '/not-json':
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<html>maintenance</html>');
      case '/not-array':
        return json(res, { data: { items: { code: 'P1' } } });
      case '/not-objects':
        return json(res, [['P1', 'แหวน']]);
      case '/moved':
        res.writeHead(302, { location: '/plain' });
        return res.end();
      case '/cut': // headers and half an answer, then the socket dies
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100000' });
        res.write('[{"code":"P1","name":"แห');
        return setTimeout(() => res.socket?.destroy(), 20);
      case '/endless': // always a full page of one: only the page limit stops it
        return json(res, [{ code: `P${number('page')}` }]);
      case '/hang': // never answers
        return;
      default:
        return json(res, { error: 'not found' }, 404);
    }
  }

  const settings = (path: string, more: Partial<WebServiceSettings> = {}): WebServiceSettings => ({
    url: `${base}${path}`,
    authHeader: '',
    itemsPath: '',
    paging: 'none',
    pageParam: 'page',
    sizeParam: 'pageSize',
    pageSize: 2,
    ...more,
  });
  const read = async (s: WebServiceSettings, secret: string | null = null, signal = new AbortController().signal) => rowsOf(await openWebService(s, secret, signal));
  /** The SourceError a read ends with (at open or while reading). */
  const failureOf = async (s: WebServiceSettings, secret: string | null = null, signal?: AbortSignal): Promise<SourceError> => {
    const error = await read(s, secret, signal).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SourceError);
    return error as SourceError;
  };

  beforeAll(async () => {
    base = await listen(server);
  });
  beforeEach(() => {
    seen.length = 0;
  });
  afterAll(() => close(server));

  it('When the answer is the array, then one call, the header first, then each object in header order as text', async () => {
    expect(await read(settings('/plain'))).toEqual([[...expectedHeader, 'karat'], ...expectedRows.map((row, i) => (i === 4 ? [...row, '18K'] : [...row, '']))]);
    expect(seen).toEqual(['/plain']);
  });

  it('When paging by page with a nested itemsPath, then pages 1, 2, 3 and it stops at the short page; a key first seen later is not a column', async () => {
    const rows = await read(settings('/nested?lang=th', { paging: 'page', itemsPath: 'data.items' }));
    expect(rows).toEqual([expectedHeader, ...expectedRows]);
    expect(seen).toEqual(['/nested?lang=th&page=1&pageSize=2', '/nested?lang=th&page=2&pageSize=2', '/nested?lang=th&page=3&pageSize=2']);
  });

  it('When paging by offset, then offsets 0, 2, 4 with the size, the URL’s own parameters kept', async () => {
    const rows = await read(settings('/offset?q=a+b', { paging: 'offset', itemsPath: 'items', pageParam: 'start', sizeParam: 'limit' }));
    expect(rows).toEqual([expectedHeader, ...expectedRows]);
    expect(seen).toEqual(['/offset?q=a+b&start=0&limit=2', '/offset?q=a+b&start=2&limit=2', '/offset?q=a+b&start=4&limit=2']);
  });

  it('When the last full page is followed by an empty one, then paging stops at the empty page', async () => {
    const rows = await read(settings('/four', { paging: 'page' }));
    expect(rows).toHaveLength(5);
    expect(seen).toEqual(['/four?page=1&pageSize=2', '/four?page=2&pageSize=2', '/four?page=3&pageSize=2']);
  });

  it('When only the first rows are read, then only the first page was asked for (pages are fetched one at a time)', async () => {
    const data = await openWebService(settings('/nested', { paging: 'page', itemsPath: 'data.items' }), null, new AbortController().signal);
    if (data.kind !== 'rows') throw new Error('expected rows');
    const firstRows: string[][] = [];
    for await (const row of data.rows) {
      firstRows.push(row);
      if (firstRows.length === 3) break; // the header and page 1
    }
    expect(firstRows).toEqual([expectedHeader, expectedRows[0], expectedRows[1]]);
    expect(seen).toEqual(['/nested?page=1&pageSize=2']);
  });

  it('When the first page is empty, then no rows at all', async () => {
    expect(await read(settings('/empty', { itemsPath: 'data.items', paging: 'page' }))).toEqual([]);
    expect(seen).toHaveLength(1);
  });

  it('When the auth header carries the secret, then the rows; missing or wrong, then WSC100 unauthorised without the secret', async () => {
    const secure = settings('/secure', { authHeader: 'X-API-Key' });
    expect(await read(secure, SECRET)).toEqual([expectedHeader.slice(0, 4), expectedRows[0]!.slice(0, 4)]);
    const missing = await failureOf(secure, null);
    expect(missing).toMatchObject({ code: 'WSC100', reason: expect.stringContaining('unauthorised (HTTP 401)') });
    const wrong = await failureOf(secure, 'Bearer not-it');
    expect(wrong).toMatchObject({ code: 'WSC100', reason: expect.stringContaining('unauthorised') });
    const noHeaderName = await failureOf({ ...secure, authHeader: '' }, SECRET);
    expect(noHeaderName.reason).toContain('unauthorised');
    const forbidden = await failureOf(settings('/forbidden', { authHeader: 'X-API-Key' }), SECRET);
    expect(forbidden).toMatchObject({ code: 'WSC100', reason: expect.stringContaining('unauthorised (HTTP 403)') });
    for (const error of [missing, wrong, noHeaderName, forbidden]) expect(`${error.message} ${error.reason}`).not.toContain('s3cr3t');
  });

  it.each([
    ['a line break', 's3cr3t\r\nX-Evil: 1'],
    ['Thai text (HTTP header values are Latin-1)', 's3cr3t-ต้องไม่รั่ว'],
  ])('When the secret holds %s, then WSC100 that does not quote it, and nothing is sent', async (_what, secret) => {
    const error = await failureOf(settings('/secure', { authHeader: 'X-API-Key' }), secret);
    expect(error.code).toBe('WSC100');
    expect(`${error.message} ${error.reason}`).not.toContain('s3cr3t');
    expect(seen).toEqual([]);
  });

  it.each([
    ['/error', 'HTTP 500'],
    ['/not-json', 'not JSON'],
    ['/not-array', "no array at itemsPath 'data.items'"],
    ['/not-objects', 'is not an object'],
    ['/moved', 'redirected (HTTP 302)'],
    ['/no-such-route', 'HTTP 404'],
  ])('When %s answers, then WSC100 (%s)', async (path, reason) => {
    const itemsPath = path === '/not-array' ? 'data.items' : '';
    expect(await failureOf(settings(path, { itemsPath }))).toMatchObject({ code: 'WSC100', reason: expect.stringContaining(reason) });
  });

  it('When a later page fails, then reading fails with WSC100 after the rows before it were handed on', async () => {
    let served = 0;
    const flaky = createServer((_req, res) => (served++ === 0 ? json(res, products.slice(0, 2)) : json(res, { error: 'down' }, 503)));
    const flakyBase = await listen(flaky);
    try {
      const rows: string[][] = [];
      const failing = await openWebService({ ...settings('', { paging: 'page' }), url: `${flakyBase}/items` }, null, new AbortController().signal);
      if (failing.kind !== 'rows') throw new Error('expected rows');
      await expect(
        (async () => {
          for await (const row of failing.rows) rows.push(row);
        })(),
      ).rejects.toMatchObject({ code: 'WSC100', reason: expect.stringContaining('HTTP 503') });
      expect(rows).toHaveLength(3);
    } finally {
      await close(flaky);
    }
  });

  it('When the server destroys the socket mid-answer, then WSC100', async () => {
    expect(await failureOf(settings('/cut'))).toMatchObject({ code: 'WSC100', failure: 'REFUSED' });
  });

  it('When nothing listens at the address, then WSC100 (connection refused)', async () => {
    const error = await withRefusingAddress((address) => failureOf({ ...settings(''), url: `${address}/items` }));
    expect(error).toMatchObject({ code: 'WSC100', failure: 'REFUSED' });
  });

  it('When the fetch is stopped while the server does not answer, then WSC100 at once', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const started = Date.now();
    expect(await failureOf(settings('/hang'), null, controller.signal)).toMatchObject({ code: 'WSC100', reason: expect.stringContaining('stopped') });
    // /hang never answers: what else ends the request is its own 15 s time-out (REQUEST_TIMEOUT_MS),
    // so ending before it is the stop's doing. Not a speed asserted: a busy machine is far inside it.
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 60_000);

  it('When the pages never end, then WSC100 once the page limit is reached, and no request beyond it', async () => {
    // The same opener with a limit of 25 instead of MAX_PAGES (10,000 real requests take tens of seconds).
    const data = await webServiceOpener(25)(settings('/endless', { paging: 'page', pageSize: 1 }), null, new AbortController().signal);
    if (data.kind !== 'rows') throw new Error('expected rows');
    let rowCount = 0;
    await expect(
      (async () => {
        for await (const _row of data.rows) rowCount++;
      })(),
    ).rejects.toMatchObject({ code: 'WSC100', reason: expect.stringContaining('after 25 pages') });
    expect(rowCount).toBe(1 + 25);
    // Only /endless requests are counted: the stopped /hang request of the test before can reach the
    // server after that test ended (on a loaded machine the stop can fall between the request's write
    // and the server's read), and Jest starts this test, emptying `seen`, before it is read.
    expect(seen.filter((path) => path.startsWith('/endless'))).toEqual(Array.from({ length: 25 }, (_, i) => `/endless?page=${i + 1}&pageSize=1`));
  });
});

describe('object storage source', () => {
  // s3rver has no types; its constructor and the two methods used here.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const S3rver = require('s3rver') as new (options: Record<string, unknown>) => { run(): Promise<AddressInfo>; close(): Promise<void> };
  /** s3rver's one account (it refuses any other access key id; it does not check V4 signatures). */
  const ACCESS_KEY = 'S3RVER';
  const BUCKET = 'catalogue';
  const CSV = 'code,name,price\r\nP1,แหวนทอง,12500\r\nP2,"สร้อย, ทอง",3200\r\n';
  let directory = '';
  let s3rver: InstanceType<typeof S3rver>;
  let endpoint = '';
  let admin: S3Client;
  const settings = (key: string, more: Partial<ObjectStorageSettings> = {}): ObjectStorageSettings => ({
    endpoint,
    region: 'us-east-1',
    bucket: BUCKET,
    key,
    accessKeyId: ACCESS_KEY,
    forcePathStyle: true,
    ...more,
  });
  const put = (key: string, body: string) => admin.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: Buffer.from(body, 'utf8'), ContentType: 'text/csv' }));
  const signal = () => new AbortController().signal;
  const failureOf = async (s: ObjectStorageSettings, secret: string | null = ACCESS_KEY): Promise<SourceError> => {
    const error = await openObjectStorage(s, secret, signal()).then(
      (data) => {
        if (data.kind === 'file') data.file.destroy();
        return undefined;
      },
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SourceError);
    return error as SourceError;
  };
  const fileOf = async (s: ObjectStorageSettings) => {
    const data = await openObjectStorage(s, ACCESS_KEY, signal());
    if (data.kind !== 'file') throw new Error(`expected a file, got ${data.kind}`);
    return { fileName: data.fileName, content: await text(data.file) };
  };

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'hub-s3rver-'));
    s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET, configs: [] }] });
    const { port } = await s3rver.run();
    allowOutboundTo(port);
    endpoint = `http://127.0.0.1:${port}`;
    admin = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
      // s3rver does not know the aws-chunked bodies the SDK sends with its default checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    await put('exports/products.csv', CSV);
    // LastModified has whole-second precision in some stores: a second apart, newest last. The newest
    // .csv's name sorts first, so taking the greatest name instead of the newest would fail.
    await put('feeds/b-older.csv', 'code\r\nOLD\r\n');
    await sleep(1_100);
    await put('feeds/a-newest.CSV', 'code\r\nNEW\r\n');
    await sleep(1_100);
    await put('feeds/z-newer-but-not.txt', 'not a csv');
    await put('feeds/sub/', '');
    await put('texts/readme.txt', 'nothing to import');
  }, 180_000);

  afterAll(async () => {
    admin?.destroy();
    await s3rver?.close();
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  it('When the key names a CSV, then its bytes streamed as a file named by the key', async () => {
    expect(await fileOf(settings('exports/products.csv'))).toEqual({ fileName: 'products.csv', content: CSV });
  });

  it('When the key is a prefix, then the newest object whose key ends with .csv (any case)', async () => {
    expect(await fileOf(settings('feeds/'))).toEqual({ fileName: 'a-newest.CSV', content: 'code\r\nNEW\r\n' });
  });

  it('When the prefix is listed in pages, then every page is looked at, and equal times go to the greater key', async () => {
    // s3rver cannot page ListObjectsV2 on Node 20: its continuation token uses DES, which OpenSSL 3
    // refuses (InternalError). So the pages here are the store's answers as the SDK would hand them.
    const at = (second: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, second));
    const pages: Record<string, ListObjectsV2CommandOutput> = {
      first: page([{ Key: 'feeds/a.csv', LastModified: at(1) }, { Key: 'feeds/newest.txt', LastModified: at(9) }], 'p2'),
      p2: page([{ Key: 'feeds/b.csv', LastModified: at(5) }, { Key: 'feeds/c.CSV', LastModified: at(5) }, { Key: 'feeds/d.csv', LastModified: at(4) }], 'p3'),
      p3: page([{ Key: 'feeds/z.csv', LastModified: at(2) }]),
    };
    const inputs: ListObjectsV2CommandInput[] = [];
    const client = {
      send: async (command: ListObjectsV2Command) => {
        inputs.push(command.input);
        return pages[command.input.ContinuationToken ?? 'first'];
      },
    } as unknown as S3Client;
    expect(await newestCsvKey(client, BUCKET, 'feeds/', signal(), 3)).toBe('feeds/c.CSV');
    expect(inputs.map((input) => [input.ContinuationToken, input.Prefix, input.MaxKeys])).toEqual([
      [undefined, 'feeds/', 3],
      ['p2', 'feeds/', 3],
      ['p3', 'feeds/', 3],
    ]);
  });

  it('When a store says a list is truncated but gives no token, then listing stops instead of repeating the first page', async () => {
    let calls = 0;
    const client = {
      send: async () => {
        calls++;
        return { ...page([{ Key: 'feeds/a.csv', LastModified: new Date() }]), IsTruncated: true };
      },
    } as unknown as S3Client;
    expect(await newestCsvKey(client, BUCKET, 'feeds/', signal())).toBe('feeds/a.csv');
    expect(calls).toBe(1);
  });

  it('When no .csv is under the prefix, then OSC100', async () => {
    expect(await failureOf(settings('texts/'))).toMatchObject({ code: 'OSC100', reason: expect.stringContaining('no csv under prefix') });
    expect(await failureOf(settings('nothing-here/'))).toMatchObject({ code: 'OSC100', reason: expect.stringContaining('no csv under prefix') });
  });

  it('When the key is missing, then OSC100 no such key', async () => {
    expect(await failureOf(settings('exports/missing.csv'))).toMatchObject({ code: 'OSC100', reason: expect.stringContaining('no such key') });
  });

  it('When the bucket is missing, then OSC100 no such bucket', async () => {
    expect(await failureOf(settings('exports/products.csv', { bucket: 'no-such-bucket' }))).toMatchObject({ code: 'OSC100', reason: expect.stringContaining('no such bucket') });
    expect(await failureOf(settings('feeds/', { bucket: 'no-such-bucket' }))).toMatchObject({ code: 'OSC100', reason: expect.stringContaining('no such bucket') });
  });

  it('When the access key id is unknown, then OSC100 wrong credentials, without the secret', async () => {
    const error = await failureOf(settings('exports/products.csv', { accessKeyId: 'NOT-A-KEY' }), 'very-secret-key');
    expect(error).toMatchObject({ code: 'OSC100', reason: expect.stringContaining('wrong credentials') });
    expect(error.failure).toBe('AUTHENTICATION');
    expect(`${error.message} ${error.reason}`).not.toContain('very-secret-key');
  });

  it('When nothing listens at the endpoint, then OSC100 (connection refused)', async () => {
    const error = await withRefusingAddress((address) => failureOf(settings('exports/products.csv', { endpoint: address })));
    expect(error).toMatchObject({ code: 'OSC100', failure: 'REFUSED' });
  });

  it('When the object’s body breaks off mid-way, then the file stream errors with OSC100', async () => {
    // s3rver cannot break a body; a server that answers GetObject's headers, then half the bytes, can.
    const breaking = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/csv', 'content-length': '100000', 'last-modified': new Date().toUTCString() });
      res.write('code,name\r\nP1,แหวน\r\n');
      setTimeout(() => res.socket?.destroy(), 20);
    });
    const breakingEndpoint = await listen(breaking);
    try {
      const data = await openObjectStorage(settings('exports/products.csv', { endpoint: breakingEndpoint }), ACCESS_KEY, signal());
      if (data.kind !== 'file') throw new Error('expected a file');
      await expect(text(data.file)).rejects.toMatchObject({ code: 'OSC100', reason: expect.stringContaining('mid-way') });
    } finally {
      await close(breaking);
    }
  });
});
