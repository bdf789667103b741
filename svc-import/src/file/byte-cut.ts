import { cutIn, type CsvCut, type CutSource } from './csv-cut';
import type { CsvDialect } from './read-csv';

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;
const decoder = new TextDecoder();

/** A file's UTF-8 bytes as a CutSource: the quote, separator and line endings are ASCII, found as bytes. */
function byteSource(bytes: Buffer, dialect: CsvDialect): CutSource {
  const crlf = dialect.newline === '\r\n';
  const delimiter = dialect.delimiter.charCodeAt(0);
  const isNewline = crlf ? (at: number) => bytes[at] === CR && bytes[at + 1] === LF : (at: number) => bytes[at] === LF;
  return {
    length: bytes.length,
    delimiterLength: 1,
    newlineLength: crlf ? 2 : 1,
    findQuote: (from) => bytes.indexOf(QUOTE, from),
    findDelimiter: (from) => bytes.indexOf(delimiter, from),
    findNewline: crlf
      ? (from) => {
          for (let n = bytes.indexOf(LF, from + 1); n !== -1; n = bytes.indexOf(LF, n + 1)) if (bytes[n - 1] === CR) return n - 1;
          return -1;
        }
      : (from) => bytes.indexOf(LF, from),
    isQuote: (at) => bytes[at] === QUOTE,
    isDelimiter: (at) => bytes[at] === delimiter,
    isNewline,
    // Rare (text after a closing quote): decoded, so white space is told as findCut tells it.
    spaces: (a, b) => decoder.decode(bytes.subarray(a, b)).trim() === '',
  };
}

/**
 * findCut over a file's UTF-8 bytes (ADR 0044, session 31): the first record boundary of `bytes` at or
 * after `from + minBytes`, `from` being a record boundary, with the records before it; null when the
 * bytes hold none yet. The same rules (cutIn), byte for byte. Lets the check's thread cut an upload into
 * segments without decoding it: a mapper decodes only the rows it maps. The separator is one ASCII
 * character (ByteRecords.reads).
 */
export function findByteCut(bytes: Buffer, from: number, minBytes: number, dialect: CsvDialect): CsvCut | null {
  return cutIn(byteSource(bytes, dialect), from, from + minBytes);
}
