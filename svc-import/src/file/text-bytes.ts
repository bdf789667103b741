const BOM = [0xef, 0xbb, 0xbf] as const;

/**
 * An upload's bytes kept beside the text decoded from them (UTF-8, checked by read-csv's decoder), so
 * that a piece of the text, once read as text, can be taken again as the bytes it was: a segment then
 * goes to a mapper thread as bytes moved, not as a string copied (issue 26: the copies were the check
 * thread's largest cost). The text must be taken in the order it was decoded, from its start; a UTF-8
 * byte order mark at the start is not text (read-csv drops it). Holds the chunks added and not yet taken.
 */
export class TextBytes {
  private readonly chunks: Uint8Array[] = [];
  /** Where the first chunk's untaken bytes start. */
  private at = 0;
  private available = 0;
  private started = false;
  private keeping = true;

  /** A chunk of the upload, in order, before its text is read. */
  add(chunk: Uint8Array): void {
    if (!this.keeping || chunk.byteLength === 0) return;
    this.chunks.push(chunk);
    this.available += chunk.byteLength;
  }

  /** No byte will be asked for (the text is read another way): what is held goes, and nothing more is kept. */
  stop(): void {
    this.keeping = false;
    this.chunks.length = 0;
    this.available = 0;
  }

  /** Every byte held and not yet taken, in one buffer of its own; nothing more is kept (the rest of the upload is read as bytes). */
  drain(): Buffer {
    const out = this.next(this.available, true)!;
    this.stop();
    return Buffer.from(out.buffer, out.byteOffset, out.byteLength);
  }

  /** The bytes of `text`, the next text of the upload, in a buffer of their own (they may be transferred). */
  take(text: string): Uint8Array {
    return this.next(Buffer.byteLength(text, 'utf8'), true)!;
  }

  /** Passes over the bytes of `text`, the next text of the upload. */
  skip(text: string): void {
    this.next(Buffer.byteLength(text, 'utf8'), false);
  }

  private next(bytes: number, copy: boolean): Uint8Array | null {
    if (!this.started) {
      this.started = true;
      if (this.available >= BOM.length && BOM.every((b, i) => this.byteAt(i) === b)) this.next(BOM.length, false);
    }
    if (bytes > this.available) throw new Error(`TextBytes: ${bytes} bytes asked for, ${this.available} held`);
    const out = copy ? new Uint8Array(bytes) : null;
    let done = 0;
    while (done < bytes) {
      const chunk = this.chunks[0]!;
      const n = Math.min(bytes - done, chunk.byteLength - this.at);
      out?.set(chunk.subarray(this.at, this.at + n), done);
      done += n;
      this.at += n;
      if (this.at === chunk.byteLength) {
        this.chunks.shift();
        this.at = 0;
      }
    }
    this.available -= bytes;
    return out;
  }

  private byteAt(i: number): number | undefined {
    let k = this.at + i;
    for (const chunk of this.chunks) {
      if (k < chunk.byteLength) return chunk[k];
      k -= chunk.byteLength;
    }
    return undefined;
  }
}
