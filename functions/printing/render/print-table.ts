import {
  text,
  wrapText,
  type LayoutElement,
  type PageSize,
  type TextAlign,
} from '#functions/labels/render/layout-elements';
import { fixedBlock, marginOf, ruleAcross, type FlowBlock } from './page-flow';

/** A table column: its heading and its share of the width between the margins. */
export interface ColumnSpec<K extends string> {
  key: K;
  title: string;
  share: number;
  align?: TextAlign;
}

export interface Column<K extends string> extends ColumnSpec<K> {
  x: number;
  w: number;
}

/** Space between columns: a Letter sheet has the room to set numbers apart from the next column. */
const gapOf = (size: PageSize) => (size.width > 400 ? 8 : 3);

/** Columns laid across the page between the margins in proportion to their shares. */
export function columnsAcross<K extends string>(size: PageSize, specs: readonly ColumnSpec<K>[]): Column<K>[] {
  const margin = marginOf(size);
  const inner = size.width - 2 * margin;
  const total = specs.reduce((sum, s) => sum + s.share, 0);
  let x = margin;
  return specs.map((spec) => {
    const w = (inner * spec.share) / total;
    const column = { ...spec, x, w: w - gapOf(size) };
    x += w;
    return column;
  });
}

export interface RowStyle {
  size: number;
  bold?: boolean;
  /** Lines a cell may wrap onto (1: fitted on one line). */
  maxLines?: number;
}

/**
 * One table row as a flow block: each cell fitted to its column (or wrapped onto up to maxLines
 * lines, the last cut short), the row as tall as its tallest cell, with the column header
 * repeated when the row opens a page.
 */
export function tableRow<K extends string>(
  columns: readonly Column<K>[],
  cells: Record<K, string>,
  style: RowStyle,
  header?: FlowBlock,
): FlowBlock {
  const lineHeight = style.size * 1.3;
  const linesOf = (column: Column<K>) => {
    const value = cells[column.key] ?? '';
    const max = style.maxLines ?? 1;
    if (max <= 1) return [value];
    // A line break in a cell starts a new line; within a line, words wrap.
    const lines = value.split('\n').flatMap((part) => wrapText(part, column.w, style.size, style.bold));
    return lines.length > max ? [...lines.slice(0, max - 1), lines.slice(max - 1).join(' ')] : lines;
  };
  const wrapped = columns.map((column) => ({ column, lines: linesOf(column) }));
  const lineCount = Math.max(1, ...wrapped.map((c) => c.lines.length));
  const elements: LayoutElement[] = wrapped.flatMap(({ column, lines }) =>
    lines.map((line, i) =>
      text(column.x, 2 + i * lineHeight, column.w, style.size, line, { align: column.align, bold: style.bold }),
    ),
  );
  return fixedBlock(lineCount * lineHeight + 3, elements, header ? { repeatOnBreak: header } : {});
}

/** The column headings in bold over a rule: the block a table repeats on every page it spans. */
export function tableHeader<K extends string>(
  columns: readonly Column<K>[],
  fontSize: number,
  size: PageSize,
): FlowBlock {
  const cells = Object.fromEntries(columns.map((c) => [c.key, c.title])) as Record<K, string>;
  const row = tableRow(columns, cells, { size: fontSize, bold: true });
  return fixedBlock(row.height + 2, [...row.draw(0), ruleAcross(size, row.height, 0.5)]);
}

/** A thin rule across the page, as a block of its own (under a table, before totals). */
export function ruleBlock(size: PageSize, thickness = 0.75, spaceAfter = 3): FlowBlock {
  return fixedBlock(thickness + spaceAfter, [ruleAcross(size, 0, thickness)]);
}

/** Paragraph text wrapped to the page, one block per line so a long comment flows across pages. */
export function paragraphBlocks(value: string, size: PageSize, fontSize: number, indent = 0): FlowBlock[] {
  const margin = marginOf(size);
  const width = size.width - 2 * margin - indent;
  return wrapText(value, width, fontSize).map((line) =>
    fixedBlock(fontSize * 1.35, [text(margin + indent, 0, width, fontSize, line)]),
  );
}
