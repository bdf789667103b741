import { parentPort, workerData } from 'node:worker_threads';
import { planFile } from '../domain/file/file-plan';
import { mapSegment } from './map-segment';
import type { SegmentAnswer, SegmentTask, SegmentWorkerInput } from './segment-protocol';
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

const encoder = new TextEncoder();
// The bytes were checked as UTF-8 when the coordinator read them as text.
const decoder = new TextDecoder();

port.on('message', (task: SegmentTask) => {
  let answer: SegmentAnswer;
  let transfer: ArrayBuffer[] = [];
  try {
    const text = typeof task.text === 'string' ? task.text : decoder.decode(task.text);
    const mapped = mapSegment(plan, new TextRows(text, input.dialect), task.firstRow, input.digests);
    // The lines go as UTF-8 bytes, moved rather than copied; so do the digests (their own buffer each).
    const lines = encoder.encode(mapped.lines);
    answer = { seq: task.seq, mapped: { ...mapped, lines } };
    transfer = [lines.buffer as ArrayBuffer, mapped.digests.buffer as ArrayBuffer];
  } catch (error) {
    answer = { seq: task.seq, failed: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer, transfer);
});
