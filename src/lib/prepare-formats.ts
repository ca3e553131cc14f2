/**
 * Has Intl load a locale's number and date data before a page formats anything. The first Intl
 * object a page makes costs a slow phone some 80 ms of CPU, the data's loading, shared by all
 * that follow; the app's start-up calls this once its requests are out, while the network brings
 * the first page, so that page's first render does not pay it. (It lives apart from
 * `format.ts`, the one formatter, to keep that module out of the first load.)
 */
export function prepareFormats(locale: string): void {
  new Intl.NumberFormat(locale).format(0);
  new Intl.DateTimeFormat(locale).format(0);
}
