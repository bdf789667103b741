import { ImportFileError, readCsv, sniffNewline, sniffSeparator } from './read-csv';

async function* chunks(bytes: Buffer, size: number) {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}
const read = async (text: string | Buffer, size = 3) => {
  const rows: string[][] = [];
  for await (const r of readCsv(chunks(Buffer.isBuffer(text) ? text : Buffer.from(text, 'utf8'), size), {})) rows.push(r);
  return rows;
};
const code = async (text: string | Buffer) => {
  try {
    await read(text);
    return 'read';
  } catch (e) {
    return e instanceof ImportFileError ? e.code : String(e);
  }
};

describe('reading an upload as CSV records (papaparse, ADR 0023)', () => {
  it('When the file has a BOM, CRLF, quoted separators, quotes and line breaks and Thai, Arabic and Chinese text, then every record is exact, whatever the chunk boundaries', async () => {
    const csv = '\uFEFFcode,name,note\r\nA1,"Ring, gold","say ""hi"""\r\nA2,แหวนทองคำ,"line one\r\nline two"\r\nA3,خاتم ذهب,\r\nA4,金戒指,"x\ny"';
    const expected = [['code', 'name', 'note'], ['A1', 'Ring, gold', 'say "hi"'], ['A2', 'แหวนทองคำ', 'line one\r\nline two'], ['A3', 'خاتم ذهب', ''], ['A4', '金戒指', 'x\ny']];
    for (const size of [1, 3, 7, 64 * 1024]) expect(await read(csv, size)).toEqual(expected);
  });

  it('When the header line holds a quoted line break, then the line ending is the one after the header', async () => {
    expect(sniffNewline('"a\nb",c\r\n1,2')).toBe('\r\n');
    expect(await read('"a\nb",c\r\n1,2\r\n')).toEqual([['a\nb', 'c'], ['1', '2']]);
  });

  it('When a LF file has a stray CR before a line end, then it is not part of the last cell', async () => {
    expect(await read('a,b\n1,2\r\n3,4\n')).toEqual([['a', 'b'], ['1', '2'], ['3', '4']]);
  });

  it('When the header is separated by semicolons or tabs, then so is every record', async () => {
    expect(sniffSeparator('code;name;"a,b"')).toBe(';');
    expect(await read('code;name\r\nA1;Ring, gold\r\n')).toEqual([['code', 'name'], ['A1', 'Ring, gold']]);
    expect(await read('code\tname\nA1\tx\n')).toEqual([['code', 'name'], ['A1', 'x']]);
  });

  it('When the file is empty, UTF-16 or binary, then it is refused with its code', async () => {
    expect(await code('')).toBe('PDFU103');
    // Blank text is read as it is: the check then finds no header and no rows (PDFU103 there).
    expect(await code('  \r\n')).toBe('read');
    expect(await code(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('a,b', 'utf16le')]))).toBe('PDFU107');
    expect(await code(Buffer.from([0x61, 0x2c, 0xc3, 0x28]))).toBe('PDFU107');
    expect(await code(Buffer.from('a,b\n\u0000,1'))).toBe('PDFU107');
  });
});
