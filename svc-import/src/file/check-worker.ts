import { importBatchLine, isImportWarning, type ImportProblem, type ImportRecord, type MessageCode } from '@hub/contracts';
import { localFolderStorage } from '@hub/service-kit/storage';
import { parentPort, workerData } from 'node:worker_threads';
import type { ImportTarget } from '../domain/file/file-plan';
import { checkTextInSegments, type KnownDigests } from './check-parallel';
import { CHECK_DIGEST_PAIRS_PER_MESSAGE, CHECK_PROBLEMS_PER_MESSAGE, MAPPER_HEAP_MB, SEGMENT_CHARS, type CheckMainMessage, type CheckWorkerInput, type CheckWorkerMessage, type KnownRows } from './check-protocol';
import { knownTable } from '../domain/file/known-table';
import { KNOWN_QUAD } from './map-segment';
import { ImportFileError, openCsvText } from './read-csv';
import { TextBytes } from './text-bytes';
import { lowerThisThreadPriority } from './thread-priority';
import { batchKey } from './batch-key';

/**
 * The check of an uploaded file on its own thread (issue 26 items 4 and 7): parse, every rule of spec
 * section 5 and the mapping run here, off the event loop every request of the hub waits on, in a heap
 * of its own (the Worker's resourceLimits). The file comes in chunk by chunk as asked for; products go
 * out as claim-check batches (COPY lines), problems in groups, each waiting for the main thread to store
 * it, at most IN_FLIGHT ahead. Holds the batch it fills and those in flight, a group of problems and the
 * duplicate tracker (one entry per code and tag).
 */
// Batch work: the event loop every request waits on goes first (thread-priority.ts).
lowerThisThreadPriority();
const port = parentPort!;
const input = workerData as CheckWorkerInput;
const send = (message: CheckWorkerMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

/** Messages of one kind in arrival order, each taken by the one who waits for that kind. */
function inbox<M>() {
  const waiting: Array<(message: M) => void> = [];
  const arrived: M[] = [];
  return {
    put(message: M) {
      const taker = waiting.shift();
      if (taker) taker(message);
      else arrived.push(message);
    },
    take: () => new Promise<M>((resolve) => (arrived.length > 0 ? resolve(arrived.shift()!) : waiting.push(resolve))),
  };
}
// The parser reads the file ahead while the check waits for a batch to be stored: two channels.
const fileInbox = inbox<Extract<CheckMainMessage, { t: 'chunk' | 'end' }>>();
const ackInbox = inbox<Extract<CheckMainMessage, { t: 'ack' }>>();
port.on('message', (message: CheckMainMessage) => (message.t === 'ack' ? ackInbox.put(message) : fileInbox.put(message)));

/** Chunks of the file asked for ahead of the parser, so it never waits for a round trip. */
const CHUNKS_AHEAD = 4;

/** The upload's bytes beside its text: the mappers are given segments as bytes (check-parallel). */
const uploadBytes = new TextBytes();

async function* fileChunks(): AsyncGenerator<Buffer> {
  if (input.upload) {
    // Read here from the local folder (CheckWorkerInput.upload): the main thread is asked for nothing.
    for await (const chunk of await localFolderStorage(input.upload.root).read(input.upload.key)) {
      uploadBytes.add(chunk as Buffer);
      yield chunk as Buffer;
    }
    return;
  }
  for (let i = 0; i < CHUNKS_AHEAD; i++) send({ t: 'pull' });
  for (;;) {
    const message = await fileInbox.take();
    if (message.t === 'end') return;
    send({ t: 'pull' });
    uploadBytes.add(message.bytes);
    yield Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength);
  }
}
/**
 * Batches and groups of problems sent and not yet stored: the check goes on with the next one while the
 * main thread stores the last (a store waited on one by one kept the check idle a quarter of its time,
 * issue 26). Ordered: the main thread stores them in the order sent.
 */
const IN_FLIGHT = 2;
let unstored = 0;
/** Sends a message the main thread stores, waiting first while IN_FLIGHT others are not yet stored. */
async function sendToStore(message: CheckWorkerMessage, transfer: ArrayBuffer[] = []): Promise<void> {
  if (unstored >= IN_FLIGHT) {
    await ackInbox.take();
    unstored--;
  }
  send(message, transfer);
  unstored++;
}
/** Waits until everything sent has been stored. */
async function allStored(): Promise<void> {
  for (; unstored > 0; unstored--) await ackInbox.take();
}

/** Where this thread stores batches itself (CheckWorkerInput.batchStore), and how many it stored. */
const ownStore = input.batchStore ? { storage: localFolderStorage(input.batchStore.root), folder: input.batchStore.folder } : null;
let ownStored = 0;

/** A batch to storage: written here when the storage is a local folder, else sent to the main thread to store. */
async function storeBatch(lines: Uint8Array, count: number, failing: boolean, light: boolean): Promise<void> {
  if (!ownStore) return sendToStore({ t: 'batch', lines, count, failing, light }, [lines.buffer as ArrayBuffer]);
  const key = batchKey(ownStore.folder, ++ownStored, light);
  await ownStore.storage.put(key, [Buffer.from(lines.buffer, lines.byteOffset, lines.byteLength)]);
  await sendToStore({ t: 'stored', key, count, failing, light });
}

/** Where the `n`th line of COPY lines (UTF-8) ends: after its newline (a COPY line holds no other newline byte). */
function afterLine(bytes: Uint8Array, n: number): number {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = -1;
  for (let i = 0; i < n; i++) at = view.indexOf(NEWLINE, at + 1);
  return at + 1;
}
const NEWLINE = 0x0a;

/** The parts as one array with a buffer of its own (it is transferred, so never a slice of a shared pool). */
function joinBytes(parts: readonly Uint8Array[]): Uint8Array {
  if (parts.length === 1 && parts[0]!.byteOffset === 0 && parts[0]!.byteLength === parts[0]!.buffer.byteLength) return parts[0]!;
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
}

/** What an earlier import left known (ADR 0044), its table made here when asked, rather than on the service's event loop. */
function knownOf(rows: KnownRows | null): KnownDigests | null {
  return rows ? { identity: rows.identity, table: () => knownTable(rows.body, new Set(rows.rejectedRows)) } : null;
}

async function main(): Promise<void> {
  const target: ImportTarget = input.target.kind === 'master' ? { kind: 'master', stores: new Set(input.target.stores) } : input.target;
  // The batch being filled, as UTF-8: a segment's COPY lines at a time (the mappers'), or the lines of
  // products mapped on this thread one by one (`text`, encoded here when the batch is sent).
  const encoder = new TextEncoder();
  let parts: Uint8Array[] = [];
  // Whether each part holds light lines only (ADR 0044): a batch of such parts is sent as light.
  let partsLight: boolean[] = [];
  let text: string[] = [];
  const textToBytes = () => {
    if (text.length === 0) return;
    parts.push(encoder.encode(text.join('')));
    partsLight.push(false);
    text = [];
  };
  let count = 0;
  let problems: ImportProblem[] = [];
  let failing = false;
  let rows = 0;
  let lastRows = Date.now();
  const progress = (added: number) => {
    const before = rows;
    rows += added;
    if ((rows >> 10) !== (before >> 10) && Date.now() - lastRows > 1000) {
      lastRows = Date.now();
      send({ t: 'rows', rows });
    }
  };
  /** Products in the last of `parts` (a segment's lines hold many). */
  let lastCount = 0;
  /**
   * Sends the batch: its first batchRows products when it holds more (the rest of the last segment's
   * lines go on into the next). Only the last part is scanned for the cut, not the whole batch.
   */
  const flushBatch = async () => {
    if (count === 0) return;
    textToBytes();
    let lines: Uint8Array;
    let sent = count;
    // A part cut in two leaves its flag on both halves; a cut across parts keeps the flag of them all.
    const light = partsLight.every(Boolean);
    const keep = count - input.batchRows;
    if (keep > 0 && keep < lastCount) {
      const last = parts.pop()!;
      const lastLight = partsLight[partsLight.length - 1]!;
      const end = afterLine(last, lastCount - keep);
      parts.push(last.subarray(0, end));
      lines = joinBytes(parts);
      parts = [last.slice(end)];
      partsLight = [lastLight];
      lastCount = keep;
      sent = input.batchRows;
      count = keep;
    } else if (keep > 0) {
      const all = joinBytes(parts);
      const end = afterLine(all, input.batchRows);
      lines = all.slice(0, end);
      parts = [all.subarray(end)];
      partsLight = [light];
      lastCount = keep;
      sent = input.batchRows;
      count = keep;
    } else {
      lines = joinBytes(parts);
      parts = [];
      partsLight = [];
      count = 0;
      lastCount = 0;
    }
    await storeBatch(lines, sent, failing, light);
  };
  // What the next import may know (ADR 0044), gathered and sent a few thousand products at a time.
  let knownParts: Float64Array[] = [];
  let entryParts: Uint8Array[] = [];
  let knownProducts = 0;
  let digestIdentity = '';
  const flushDigests = async () => {
    if (knownProducts === 0) return;
    const known = new Float64Array(knownProducts * KNOWN_QUAD);
    let at = 0;
    for (const part of knownParts) {
      known.set(part, at);
      at += part.length;
    }
    const entries = joinBytes(entryParts);
    knownParts = [];
    entryParts = [];
    knownProducts = 0;
    await sendToStore({ t: 'digests', identity: digestIdentity, known, entries }, entries.buffer === known.buffer ? [known.buffer] : [known.buffer, entries.buffer as ArrayBuffer]);
  };
  const flushProblems = async () => {
    if (problems.length === 0) return;
    const list = problems;
    problems = [];
    await sendToStore({ t: 'problems', list });
  };
  try {
    const chunks = fileChunks();
    const summary = await checkTextInSegments(
      await openCsvText(chunks, {}),
      input.config,
      target,
      {
        record: (record: ImportRecord) => {
          progress(1);
          text.push(importBatchLine(record));
          count++;
          lastCount = 1;
          return count >= input.batchRows ? flushBatch() : undefined;
        },
        lines: async (lines: string | Uint8Array, products: number, light: number) => {
          progress(products);
          textToBytes();
          parts.push(typeof lines === 'string' ? encoder.encode(lines) : lines);
          partsLight.push(light === products);
          count += products;
          lastCount = products;
          while (count >= input.batchRows) await flushBatch();
        },
        digests: (identity: string, known: Float64Array, entries: Uint8Array) => {
          digestIdentity = identity;
          knownParts.push(known);
          entryParts.push(entries);
          knownProducts += known.length / KNOWN_QUAD;
          return knownProducts >= CHECK_DIGEST_PAIRS_PER_MESSAGE ? flushDigests() : undefined;
        },
        problem: (problem: ImportProblem) => {
          if (!failing && !isImportWarning(problem)) failing = true;
          problems.push(problem);
          return problems.length >= CHECK_PROBLEMS_PER_MESSAGE ? flushProblems() : undefined;
        },
      },
      input.tagEncoding,
      { mappers: input.mappers, segmentChars: input.segmentChars ?? SEGMENT_CHARS, heapMb: MAPPER_HEAP_MB, known: knownOf(input.known ?? null), bytes: uploadBytes, chunks },
    );
    await flushProblems();
    await flushDigests();
    // A rejected file's batches are removed by the main thread: nothing is written from it.
    await flushBatch();
    await allStored();
    send({ t: 'done', summary });
  } catch (error) {
    await flushProblems().catch(() => undefined);
    await allStored().catch(() => undefined);
    if (error instanceof ImportFileError) send({ t: 'rejected', code: error.code as MessageCode, row: error.row, rows });
    else send({ t: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
}

void main();
