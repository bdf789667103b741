import { TextBytes } from './text-bytes';

// Issue 26: a segment of an upload's text goes to its mapper as the bytes it was, moved, not copied.
describe('TextBytes: pieces of an upload’s text taken again as its bytes', () => {
  const text = 'CODE,NAME\nA1,แหวนทอง 18K\nA2,项链 "quoted"\nA3,Ring ✓\n';
  const chunked = (bytes: Buffer, size: number) => Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, i * size + size));
  const decode = (b: Uint8Array) => new TextDecoder('utf-8', { fatal: true }).decode(b);

  it.each([1, 2, 3, 5, 64])('When the upload comes in chunks of %i bytes, cut inside characters, then each piece of text is taken back as its own bytes', (size) => {
    const tap = new TextBytes();
    for (const chunk of chunked(Buffer.from(text, 'utf8'), size)) tap.add(chunk);
    const [header, ...rows] = text.split(/(?<=\n)/);
    tap.skip(header!);
    const taken = rows.map((r) => tap.take(r));
    expect(taken.map(decode)).toEqual(rows);
    // Each has a buffer of its own: it can be transferred without taking others' bytes along.
    for (const t of taken) expect(t.byteLength).toBe(t.buffer.byteLength);
  });

  it('When the upload starts with a UTF-8 byte order mark, then it is not text and is passed over', () => {
    const tap = new TextBytes();
    tap.add(Buffer.from([0xef, 0xbb]));
    tap.add(Buffer.concat([Buffer.from([0xbf]), Buffer.from(text, 'utf8')]));
    expect(decode(tap.take('CODE,NAME\n'))).toBe('CODE,NAME\n');
    expect(decode(tap.take(text.slice('CODE,NAME\n'.length)))).toBe(text.slice('CODE,NAME\n'.length));
  });

  it('When more is asked for than was added, then it says so; once stopped, nothing is kept', () => {
    const tap = new TextBytes();
    tap.add(Buffer.from('ab', 'utf8'));
    expect(() => tap.take('abc')).toThrow('3 bytes asked for, 2 held');
    tap.stop();
    tap.add(Buffer.from('cd', 'utf8'));
    expect(() => tap.take('c')).toThrow('1 bytes asked for, 0 held');
  });
});
