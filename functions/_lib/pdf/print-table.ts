import { estimateWidth, text, wrapText, type LayoutElement, type PageSize, type TextAlign } from './layout-elements';
import { fixedBlock, marginOf, ruleAcross, type FlowBlock } from './page-flow';

/** A table column: its heading and its share of the width between the margins. */
export interface ColumnSpec<K extends string> {
  key: K;
  title: string;
  share: number;
  align?: TextAlign;
  /**
   * Its values print unbroken (tracking numbers, money, counts): the column is widened to its
   * widest value when the page has the room. Other columns wrap their values between words.
   */
  whole?: boolean;
}

export interface Column<K extends string> extends ColumnSpec<K> {
  x: number;
  w: number;
}

/** What a table will hold, so its columns can be sized to it: the rows' cells at the rows' type size. */
export interface TableContent<K extends string> {
  size: number;
  rows: readonly Partial<Record<K, string>>[];
  /** Rows set in bold (a totals row). */
  boldRows?: readonly Partial<Record<K, string>>[];
}

/** Space between columns: a Letter sheet has the room to set numbers apart from the next column. */
const gapOf = (size: PageSize) => (size.width > 400 ? 8 : 2.5);

const widestWord = (value: string, size: number, bold: boolean) =>
  Math.max(0, ...value.split(/\s+/).map((word) => estimateWidth(word, size, bold)));

/**
 * The width each column needs so its heading, and the values of a `whole` column, print on one
 * line. Breakable values wrap, so they ask for no more than their heading.
 */
function widthsNeeded<K extends string>(specs: readonly ColumnSpec<K>[], content: TableContent<K>, gap: number) {
  return specs.map((spec) => {
    const heading = estimateWidth(spec.title, content.size, true);
    if (!spec.whole) return heading + gap;
    const widest = (rows: TableContent<K>['rows'], bold: boolean) =>
      Math.max(0, ...rows.map((row) => widestWord(row[spec.key] ?? '', content.size, bold)));
    return Math.max(heading, widest(content.rows, false), widest(content.boldRows ?? [], true)) + gap;
  });
}

/**
 * Widths in proportion to the shares, except that a column is never narrower than it needs: such
 * columns get what they need and the others share the rest. When the needs alone overflow the
 * page, the plain proportions stand (the values then wrap inside their columns).
 */
function allotWidths(inner: number, shares: readonly number[], needs: readonly number[]): number[] {
  const proportional = (room: number, open: (i: number) => boolean) => {
    const total = shares.reduce((sum, s, i) => (open(i) ? sum + s : sum), 0);
    return shares.map((s) => (total > 0 ? (room * s) / total : 0));
  };
  if (needs.reduce((sum, n) => sum + n, 0) > inner) return proportional(inner, () => true);
  const fixed = new Set<number>();
  for (;;) {
    const room = inner - [...fixed].reduce((sum, i) => sum + needs[i], 0);
    const shared = proportional(room, (i) => !fixed.has(i));
    const widths = shared.map((w, i) => (fixed.has(i) ? needs[i] : w));
    const short = widths.flatMap((w, i) => (!fixed.has(i) && w < needs[i] ? [i] : []));
    if (short.length === 0) return widths;
    for (const i of short) fixed.add(i);
  }
}

/**
 * Columns laid across the page between the margins in proportion to their shares; given the
 * table's content, no column is narrower than its heading or, when `whole`, its widest value.
 */
export function columnsAcross<K extends string>(
  size: PageSize,
  specs: readonly ColumnSpec<K>[],
  content?: TableContent<K>,
): Column<K>[] {
  const margin = marginOf(size);
  const inner = size.width - 2 * margin;
  const gap = gapOf(size);
  const shares = specs.map((s) => s.share);
  const widths = content
    ? allotWidths(inner, shares, widthsNeeded(specs, content, gap))
    : allotWidths(
        inner,
        shares,
        specs.map(() => 0),
      );
  let x = margin;
  return specs.map((spec, i) => {
    const column = { ...spec, x, w: widths[i] - gap };
    x += widths[i];
    return column;
  });
}

export interface RowStyle {
  size: number;
  bold?: boolean;
}

const lineHeightOf = (style: RowStyle) => style.size * 1.3;
const ROW_PADDING = 3;

interface WrappedCell<K extends string> {
  column: Column<K>;
  value: string;
  lines: string[];
}

/**
 * A row of cells already broken into lines; taller than the room left, it splits between lines,
 * and the part on the next page names the row again in its first column ("TAM-01 (continued)").
 */
function rowBlock<K extends string>(
  cells: readonly WrappedCell<K>[],
  style: RowStyle,
  header: FlowBlock | undefined,
): FlowBlock {
  const lineHeight = lineHeightOf(style);
  const lineCount = Math.max(1, ...cells.map((c) => c.lines.length));
  const elements: LayoutElement[] = cells.flatMap(({ column, lines }) =>
    lines.map((line, i) =>
      text(column.x, 2 + i * lineHeight, column.w, style.size, line, { align: column.align, bold: style.bold }),
    ),
  );
  const split = (room: number): [FlowBlock, FlowBlock] | undefined => {
    const fits = Math.floor((room - ROW_PADDING) / lineHeight);
    if (fits < 1 || fits >= lineCount) return undefined;
    const head = cells.map((c) => ({ ...c, lines: c.lines.slice(0, fits) }));
    const rest = cells.map((c, i) => {
      const lines = c.lines.slice(fits);
      if (i > 0 || lines.length > 0 || c.lines.length === 0) return { ...c, lines };
      return { ...c, lines: wrapText(`${c.value} (continued)`, c.column.w, style.size, style.bold) };
    });
    return [rowBlock(head, style, header), rowBlock(rest, style, header)];
  };
  return fixedBlock(lineCount * lineHeight + ROW_PADDING, elements, {
    split,
    ...(header ? { repeatOnBreak: header } : {}),
  });
}

/**
 * One table row as a flow block: every cell wrapped onto as many lines as it needs at the row's
 * type size (a line break in a cell starts a new line), the row as tall as its tallest cell, with
 * the column header repeated when the row opens a page. A row taller than a page continues on the
 * next one rather than being shrunk or cut.
 */
export function tableRow<K extends string>(
  columns: readonly Column<K>[],
  cells: Record<K, string>,
  style: RowStyle,
  header?: FlowBlock,
): FlowBlock {
  const wrapped = columns.map((column) => {
    const value = cells[column.key] ?? '';
    const lines = value.split('\n').flatMap((part) => wrapText(part, column.w, style.size, style.bold));
    return { column, value, lines };
  });
  return rowBlock(wrapped, style, header);
}

/**
 * What a heading keeps free below it for the first row: that row, or three lines of it when it
 * is taller (a long row then continues on the next page rather than pushing the heading there).
 */
export function firstRowRoom(row: FlowBlock | undefined, style: RowStyle): number {
  return Math.min(row?.height ?? 0, 3 * lineHeightOf(style) + ROW_PADDING);
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
