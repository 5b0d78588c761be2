import ExcelJS from 'exceljs';
import { rowsFromMatrix, type SheetRows } from './csv-reader';

/** Cell values as text: dates as YYYY-MM-DD (what the import's date rule reads), formulas by their result. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((t) => t.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
    if ('error' in value) return '';
  }
  return String(value);
}

/**
 * An .xlsx workbook → headers and rows of its FIRST sheet, strings trimmed (orders §7). Uses
 * exceljs (maintained) rather than the stale `xlsx` package. Row numbers are the sheet's own.
 */
export async function readXlsx(data: ArrayBuffer | Uint8Array): Promise<SheetRows> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((data instanceof Uint8Array ? data : new Uint8Array(data)) as never);
  const sheet = workbook.worksheets[0];
  if (!sheet) return { headers: [], rows: [] };
  const matrix: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let c = 1; c <= sheet.columnCount; c++) cells.push(cellText(row.getCell(c).value));
    matrix[rowNumber - 1] = cells;
  });
  for (let i = 0; i < matrix.length; i++) matrix[i] ??= [];
  return rowsFromMatrix(matrix);
}
