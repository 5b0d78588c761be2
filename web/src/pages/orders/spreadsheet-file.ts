import Papa from 'papaparse';

/** A parsed spreadsheet: its header row and one header → cell record per data row, all trimmed. */
export interface Spreadsheet {
  headers: string[];
  rows: Record<string, string>[];
}

export const SPREADSHEET_ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function spreadsheetKind(file: { name: string; type: string }): 'csv' | 'xlsx' | undefined {
  if (/\.csv$/i.test(file.name) || file.type === 'text/csv') return 'csv';
  if (/\.xlsx$/i.test(file.name) || file.type.includes('spreadsheetml')) return 'xlsx';
  return undefined;
}

/** CSV with a header line; strings trimmed (orders §7), blank lines skipped, a BOM ignored. */
export function parseCsvText(text: string): Spreadsheet {
  const result = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
    transform: (v) => v.trim(),
  });
  const headers = (result.meta.fields ?? []).filter(Boolean);
  return { headers, rows: result.data };
}

/** Rows of cells (first row the headers) → records; blank rows dropped, every string trimmed. */
export function recordsFromGrid(grid: readonly (readonly string[])[]): Spreadsheet {
  const [head = [], ...body] = grid;
  const headers = head.map((h) => h.trim());
  const rows = body
    .filter((cells) => cells.some((c) => c.trim() !== ''))
    .map((cells) => Object.fromEntries(headers.map((h, i) => [h, (cells[i] ?? '').trim()]).filter(([h]) => h !== '')));
  return { headers: headers.filter(Boolean), rows };
}

/** The first sheet of an XLSX workbook (orders §7), read with exceljs (maintained; not the stale `xlsx`). */
export async function parseXlsx(data: ArrayBuffer): Promise<Spreadsheet> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data);
  const sheet = workbook.worksheets[0];
  if (!sheet) return { headers: [], rows: [] };
  const grid: string[][] = [];
  const width = sheet.columnCount;
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells: string[] = [];
    for (let c = 1; c <= width; c++) cells.push(row.getCell(c).text ?? '');
    grid.push(cells);
  });
  return recordsFromGrid(grid);
}

export async function readSpreadsheet(file: File): Promise<Spreadsheet> {
  const kind = spreadsheetKind(file);
  if (kind === 'csv') return parseCsvText(await file.text());
  if (kind === 'xlsx') return parseXlsx(await file.arrayBuffer());
  throw new Error('Choose a CSV or XLSX file');
}
