// Files carry no id and no "added" time, and a parent may hand the same File objects back in a
// new array: both are remembered per File object (weakly, so forgotten files are collected).
const keys = new WeakMap<File, string>();
const addedDates = new WeakMap<File, Date>();
let nextKey = 0;

/** A stable key for a File object (React keys, focus targets). */
export function fileKey(file: File): string {
  let key = keys.get(file);
  if (key === undefined) {
    nextKey += 1;
    key = `file-${nextKey}`;
    keys.set(file, key);
  }
  return key;
}

/** Remembers when files were added (the first time only). */
export function recordAdded(files: readonly File[], date: Date): void {
  for (const file of files) if (!addedDates.has(file)) addedDates.set(file, date);
}

/** When the file was added; files the widget did not add itself date from when it first saw them. */
export function addedDate(file: File): Date {
  let date = addedDates.get(file);
  if (date === undefined) {
    date = new Date();
    addedDates.set(file, date);
  }
  return date;
}
