import { GetObjectCommand, ListObjectsV2Command, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { ObjectStorageSettings } from '@hub/contracts';
import { finished, PassThrough, Readable } from 'node:stream';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import { checkedLookup, connectionFailure, OutboundRefusedError } from '@hub/service-kit';
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { checkedSourceAddress, SourceError, type SourceOpener } from './source';

/**
 * Object storage (issue 13, ADR 0027): any S3-compatible API (AWS S3, MinIO, Ceph, R2, Wasabi…) through
 * @aws-sdk/client-s3. `key` names the CSV file, or, ending with '/', a prefix whose newest .csv (by
 * LastModified, anywhere under it) is taken. The object is streamed, never held. Every failure is OSC100
 * with a reason for the log (the SDK's error names: NoSuchKey, InvalidAccessKeyId…), never the secret.
 */
export const openObjectStorage: SourceOpener<ObjectStorageSettings> = async (settings, secret, signal) => {
  // The policy first (issue 25): the endpoint's host is checked now (an IP literal never reaches a
  // lookup), and every connection the SDK opens looks its name up through the policy again.
  const port = await checkedEndpointPort(settings.endpoint);
  const client = objectStorageClient(settings, secret, port);
  try {
    const key = settings.key.endsWith('/') ? await newestCsvKey(client, settings.bucket, settings.key, signal) : settings.key;
    const body = await objectBody(client, settings.bucket, key, signal);
    // The client's sockets carry the body: it is let go only when the file stream closes.
    return { kind: 'file', file: relayBody(body, signal, () => client.destroy()), fileName: key.slice(key.lastIndexOf('/') + 1) };
  } catch (error) {
    client.destroy();
    throw storageFailure(error, signal, `${settings.bucket}/${settings.key}`);
  }
};

const CONNECT_TIMEOUT_MS = 15_000;
/** Until the answer's headers arrive. */
const ANSWER_TIMEOUT_MS = 15_000;
/** A body may take long to read (a big file, a slow consumer), but not go quiet for this long. */
const IDLE_TIMEOUT_MS = 60_000;

/** The endpoint's port, its host checked by the outbound policy (OSC101 when refused); AWS's own endpoints when none is set. */
async function checkedEndpointPort(endpoint: string | undefined): Promise<number> {
  if (!endpoint) return 443;
  const url = new URL(endpoint);
  const port = Number(url.port) || (url.protocol === 'http:' ? 80 : 443);
  await checkedSourceAddress('OBJECT_STORAGE', url.hostname, port);
  return port;
}

function objectStorageClient(settings: ObjectStorageSettings, secret: string | null, port: number): S3Client {
  const lookup = checkedLookup('IMPORT_SOURCE', port);
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: secret ?? '' },
    // Few retries: a wrong address or key fails the connection test quickly instead of after backoff.
    maxAttempts: 2,
    requestHandler: {
      httpAgent: new HttpAgent({ keepAlive: true, lookup }),
      httpsAgent: new HttpsAgent({ keepAlive: true, lookup }),
      connectionTimeout: CONNECT_TIMEOUT_MS,
      requestTimeout: ANSWER_TIMEOUT_MS,
      throwOnRequestTimeout: true,
      socketTimeout: IDLE_TIMEOUT_MS,
    },
    // Checksums only where the API demands them: many S3-compatible stores do not know the newer
    // checksum headers, and a read-only import sends no bodies.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

interface Candidate {
  key: string;
  lastModified: number;
}

/**
 * The newest object whose key ends with .csv (any case) under a prefix, listed page by page (only the
 * best so far is kept). Equal times go to the greater key, so the choice does not depend on list order.
 */
export async function newestCsvKey(client: S3Client, bucket: string, prefix: string, signal: AbortSignal, pageSize = 1000): Promise<string> {
  let newest: Candidate | undefined;
  let continuationToken: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: continuationToken, MaxKeys: pageSize }), {
      abortSignal: signal,
    });
    for (const object of page.Contents ?? []) {
      if (!object.Key || !object.Key.toLowerCase().endsWith('.csv')) continue;
      const candidate = { key: object.Key, lastModified: object.LastModified?.getTime() ?? 0 };
      if (!newest || isNewer(candidate, newest)) newest = candidate;
    }
    // A store that says "truncated" without a token would otherwise list the first page forever.
    continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (continuationToken);
  if (!newest) throw new SourceError('OSC100', `no csv under prefix ${bucket}/${prefix}`);
  return newest.key;
}

function isNewer(candidate: Candidate, than: Candidate): boolean {
  return candidate.lastModified > than.lastModified || (candidate.lastModified === than.lastModified && candidate.key > than.key);
}

async function objectBody(client: S3Client, bucket: string, key: string, signal: AbortSignal): Promise<Readable> {
  const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }), { abortSignal: signal });
  const body = answer.Body;
  if (!body) throw new SourceError('OSC100', `${bucket}/${key}: the answer has no body`);
  // On Node the SDK hands the HTTP response itself; the web-stream route is for any other handler.
  if (body instanceof Readable) return body;
  return Readable.fromWeb(body.transformToWebStream() as NodeWebReadableStream);
}

/**
 * The body as the file the import reads. A body that ends early (a reset connection, a server that
 * dies) errors the file with OSC100, so the import fails instead of checking half a file.
 */
function relayBody(body: Readable, signal: AbortSignal, release: () => void): Readable {
  const file = new PassThrough();
  const stop = () => file.destroy(new SourceError('OSC100', 'stopped', 'TIMED_OUT'));
  signal.addEventListener('abort', stop, { once: true });
  finished(body, (error) => {
    if (error) file.destroy(new SourceError('OSC100', 'the object stopped mid-way', connectionFailure(error)));
  });
  file.once('close', () => {
    signal.removeEventListener('abort', stop);
    body.destroy();
    release();
  });
  body.pipe(file);
  return file;
}

/** Why the store refused, in our words for the log: the SDK's error name and status, never the store's text. */
function storageFailure(error: unknown, signal: AbortSignal, target: string): SourceError {
  if (error instanceof SourceError) return error;
  if (signal.aborted) return new SourceError('OSC100', `${target}: stopped`, 'TIMED_OUT');
  const refused = refusalIn(error);
  if (refused) return new SourceError('OSC101', `${target}: destination refused (${refused.refusal})`, 'NOT_ALLOWED', refused);
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode;
    return new SourceError('OSC100', `${target}: ${refusalOf(error.name, status)} (HTTP ${status ?? '?'})`, connectionFailure(error));
  }
  return new SourceError('OSC100', `${target}: cannot connect`, connectionFailure(error));
}

/** The policy's refusal, wherever the SDK wrapped it. */
function refusalIn(error: unknown): OutboundRefusedError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    if (current instanceof OutboundRefusedError) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function refusalOf(name: string, status: number | undefined): string {
  if (name === 'NoSuchBucket') return 'no such bucket';
  if (name === 'NoSuchKey' || name === 'NotFound') return 'no such key';
  if (['InvalidAccessKeyId', 'SignatureDoesNotMatch', 'AccessDenied', 'Forbidden'].includes(name) || status === 401 || status === 403) {
    return 'wrong credentials or no access';
  }
  return 'the store refused';
}
