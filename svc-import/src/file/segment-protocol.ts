import type { DataMappingConfig, EpcEncoding, MessageCode } from '@hub/contracts';
import type { MappedSegment, SegmentDigests } from './map-segment';
import type { CsvDialect } from './read-csv';

/** What a segment mapper thread is started with: the file's plan is made again from these (structured-clone data). */
export interface SegmentWorkerInput {
  config: DataMappingConfig;
  header: string[];
  target: { kind: 'store'; sid: string } | { kind: 'master'; stores: string[] };
  tagEncoding: EpcEncoding | null;
  dialect: CsvDialect;
  /** Each row's digest and what is known already (ADR 0044; `known` in memory shared between the threads); null: none. */
  digests: SegmentDigests | null;
}

/**
 * Coordinator → mapper: whole records of the file (as the UTF-8 bytes they were, transferred, when the
 * coordinator kept them: TextBytes; else as text), its first record's spreadsheet row, and whether the
 * file ends with it.
 */
export interface SegmentTask {
  seq: number;
  text: string | Uint8Array;
  firstRow: number;
  last: boolean;
}

/**
 * A segment mapped on a mapper thread: its COPY lines as UTF-8 bytes, transferred with its entries and
 * known numbers rather than copied (issue 26: the lines crossed two threads as strings and were encoded
 * on the hub's event loop at the end; the keys crossed as three strings a product).
 */
export type MappedSegmentBytes = Omit<MappedSegment, 'lines'> & { lines: Uint8Array };

/** Mapper → coordinator: a segment mapped, the file's rejection (its bytes are not UTF-8: ImportFileError), or why it could not be. */
export type SegmentAnswer = { seq: number; mapped: MappedSegmentBytes } | { seq: number; rejected: MessageCode } | { seq: number; failed: string };
