import { columnReader } from './columns';
import type { DataTableColumn } from './data-table-types';

/** A byte-order mark: spreadsheet programs then read the file as UTF-8 (accents intact). */
const BOM = '\uFEFF';

/*
 * A spreadsheet runs a cell that starts with one of these as a formula (=HYPERLINK(...), +cmd|…),
 * so a value typed by one user could act on another's machine. A leading apostrophe makes it text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') {
    return String(value);
  }
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  return '';
}

/** One field, guarded against formulas and quoted per RFC 4180 when it holds `,`, `"`, CR or LF. */
export function csvField(value: unknown): string {
  let text = cellText(value);
  // Numbers stay numbers: only text can carry a formula (and -5 must stay a negative number).
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * RFC 4180 CSV: a header line, then one line per row, CRLF line ends, fields quoted when needed,
 * cells that a spreadsheet would run as a formula prefixed with `'`. No byte-order mark (see `csvBlob`).
 */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** The columns an export writes: those with a value to write (an accessor or `csv`). */
export function csvColumns<TRow>(
  columns: readonly DataTableColumn<TRow>[],
): { header: string; read: (row: TRow) => unknown }[] {
  return columns.flatMap((column) => {
    if (column.csv === null) return [];
    if (column.csv) return [{ header: column.header, read: column.csv }];
    const read = columnReader(column);
    return read ? [{ header: column.header, read }] : [];
  });
}

/** The CSV of `rows` under `columns` (see `toCsv`). */
export function rowsToCsv<TRow>(
  rows: readonly TRow[],
  columns: readonly DataTableColumn<TRow>[],
): string {
  const fields = csvColumns(columns);
  return toCsv(
    fields.map((field) => field.header),
    rows.map((row) => fields.map((field) => field.read(row))),
  );
}

/** A CSV file's content: UTF-8 with a byte-order mark. */
export function csvBlob(csv: string): Blob {
  return new Blob([BOM, csv], { type: 'text/csv;charset=utf-8' });
}

/** Saves `csv` as a download named `fileName`. */
export function downloadCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(csvBlob(csv));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; a later revoke keeps slow browsers safe.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
