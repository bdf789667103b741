import { parentPort, workerData } from 'node:worker_threads';
import { planFile } from '../domain/file/file-plan';
import { ByteRecords } from './byte-records';
import { mapSegment } from './map-segment';
import { mapSegmentBytes } from './map-segment-bytes';
import { ImportFileError } from './read-csv';
import type { MappedSegmentBytes, SegmentAnswer, SegmentTask, SegmentWorkerInput } from './segment-protocol';
import { TextRows } from './text-rows';
import { lowerThisThreadPriority } from './thread-priority';

/**
 * A segment mapper of the file check (issue 26): reads whole records of the file the check's thread
 * cut for it and maps them through the file's plan, off the check's own thread. Holds one segment.
 */
// Batch work: the event loop every request waits on goes first (thread-priority.ts).
lowerThisThreadPriority();
const port = parentPort!;
const input = workerData as SegmentWorkerInput;
const target = input.target.kind === 'master' ? { kind: 'master' as const, stores: new Set(input.target.stores) } : input.target;
const plan = planFile(input.config, input.header, target, input.tagEncoding);
const byBytes = input.digests !== null && ByteRecords.reads(input.dialect);

const encoder = new TextEncoder();

function mapTask(task: SegmentTask): MappedSegmentBytes {
  // Bytes: read where they lie, a known record never decoded (ADR 0044, session 31).
  if (typeof task.text !== 'string' && byBytes) return mapSegmentBytes(plan, task.text, input.dialect, task.firstRow, input.digests!);
  const text = typeof task.text === 'string' ? task.text : new TextDecoder().decode(task.text);
  const mapped = mapSegment(plan, new TextRows(text, input.dialect), task.firstRow, input.digests);
  return { ...mapped, lines: encoder.encode(mapped.lines) };
}

port.on('message', (task: SegmentTask) => {
  let answer: SegmentAnswer;
  let transfer: ArrayBuffer[] = [];
  try {
    const mapped = mapTask(task);
    // The lines go as UTF-8 bytes, moved rather than copied; so do the entries and numbers (their own buffers each).
    answer = { seq: task.seq, mapped };
    transfer = [mapped.lines.buffer as ArrayBuffer, mapped.entries.buffer as ArrayBuffer, mapped.known.buffer as ArrayBuffer, mapped.knownEntries.buffer as ArrayBuffer];
  } catch (error) {
    answer = error instanceof ImportFileError ? { seq: task.seq, rejected: error.code } : { seq: task.seq, failed: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer, transfer);
});
