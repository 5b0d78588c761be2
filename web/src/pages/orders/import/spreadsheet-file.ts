import { readCsv, type SheetRows } from '#domain/imports/csv-reader';
import { csvFileError } from '#web/pages/catalog/commons/import-csv';

export const SPREADSHEET_ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function spreadsheetKind(file: { name: string; type: string }): 'csv' | 'xlsx' | undefined {
  if (!csvFileError(file)) return 'csv';
  if (/\.xlsx$/i.test(file.name) || file.type.includes('spreadsheetml')) return 'xlsx';
  return undefined;
}

/** A CSV, or the first sheet of an XLSX workbook, read by the shared readers (strings trimmed, orders §7). */
export async function readSpreadsheet(file: File): Promise<SheetRows> {
  const kind = spreadsheetKind(file);
  if (kind === 'csv') return readCsv(await file.text());
  if (kind === 'xlsx') {
    // exceljs is large: loaded only when someone imports a workbook.
    const { readXlsx } = await import('#domain/imports/xlsx-reader');
    return readXlsx(await file.arrayBuffer());
  }
  throw new Error('Choose a CSV or XLSX file');
}
