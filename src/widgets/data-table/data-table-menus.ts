// The table's menus: a chunk of their own, asked for once the table has rendered (see
// `useDeferredPart`), so that Radix's menus and their positioning library are not part of a
// list's first paint.
export { DataTableColumnsMenu } from './data-table-columns-menu';
export { DateRangeFilter, FacetFilter } from './data-table-field-filter-menus';
