import { downloadCsv, rowsToCsv } from './csv';
import { useDataTableLabels } from './data-table-labels';
import type { DataTableBulkAction } from './data-table-types';

/** A ready-made bulk action: the selected rows, as shown (visible columns), saved as CSV. */
export function useExportSelectedAction<TRow>({
  fileName,
  label,
}: {
  /** Name of the saved file. */
  fileName: string;
  /** The button's text. @default t('tables.dataTable.exportSelected') ("Export selected") */
  label?: string;
}): DataTableBulkAction<TRow> {
  const labels = useDataTableLabels();
  return {
    label: label ?? labels.exportSelected,
    onAction: async ({ getRows, columns }) => {
      downloadCsv(rowsToCsv(await getRows(), columns), fileName);
    },
  };
}
