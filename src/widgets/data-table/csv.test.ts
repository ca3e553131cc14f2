import { csvBlob, rowsToCsv, toCsv } from './csv';
import type { DataTableColumn } from './data-table-types';

describe('toCsv', () => {
  it('writes a header line and one line per row, CRLF line ends', () => {
    expect(
      toCsv(
        ['Name', 'Score'],
        [
          ['Ada', 7],
          ['Bea', 12.5],
        ],
      ),
    ).toBe('Name,Score\r\nAda,7\r\nBea,12.5\r\n');
  });

  it('quotes fields holding a comma, a quote, CR or LF, doubling the quotes (RFC 4180)', () => {
    expect(toCsv(['a'], [['x,y'], ['say "hi"'], ['two\nlines'], ['cr\rhere'], ['plain']])).toBe(
      'a\r\n"x,y"\r\n"say ""hi"""\r\n"two\nlines"\r\n"cr\rhere"\r\nplain\r\n',
    );
  });

  it('prefixes text a spreadsheet would run as a formula with an apostrophe', () => {
    const cells = ['=SUM(A1:A2)', '+1', '-2+3', '@cmd', '\tx', '\rx', 'safe = text'];
    expect(
      toCsv(
        ['v'],
        cells.map((cell) => [cell]),
      ).split('\r\n'),
    ).toEqual(['v', "'=SUM(A1:A2)", "'+1", "'-2+3", "'@cmd", "'\tx", `"'\rx"`, 'safe = text', '']);
  });

  it('keeps numbers as numbers (a negative number is no formula) and empties null, undefined and objects', () => {
    expect(toCsv(['n', 'b', 'x', 'y', 'o'], [[-5, true, null, undefined, { a: 1 }]])).toBe(
      'n,b,x,y,o\r\n-5,true,,,\r\n',
    );
  });

  it('writes dates in ISO 8601', () => {
    expect(toCsv(['d'], [[new Date(Date.UTC(2026, 0, 2, 3, 4, 5))]])).toBe(
      'd\r\n2026-01-02T03:04:05.000Z\r\n',
    );
  });
});

describe('rowsToCsv', () => {
  type Row = { id: number; name: string; address: { city: string }; secret: string };
  const rows: Row[] = [
    { id: 1, name: 'Zoë, "Z"', address: { city: 'São Paulo' }, secret: 'x' },
    { id: 2, name: '=cmd', address: { city: 'Köln' }, secret: 'y' },
  ];
  const columns: DataTableColumn<Row>[] = [
    { id: 'badge', header: '', cell: () => null },
    { id: 'name', header: 'Name', accessor: 'name' },
    { id: 'city', header: 'City', accessor: 'address.city' },
    { id: 'secret', header: 'Secret', accessor: 'secret', csv: null },
    { id: 'label', header: 'Label', csv: (row) => `#${row.id}` },
  ];

  it('writes the columns with a value, by accessor or csv function; csv: null leaves one out', () => {
    expect(rowsToCsv(rows, columns)).toBe(
      'Name,City,Label\r\n"Zoë, ""Z""",São Paulo,#1\r\n\'=cmd,Köln,#2\r\n',
    );
  });
});

describe('csvBlob', () => {
  it('is UTF-8 with a byte-order mark, so spreadsheets read accents', async () => {
    const blob = csvBlob('City\r\nSão Paulo\r\n');
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('City\r\nSão Paulo\r\n');
  });
});
