import { LABEL_SIZES, type LabelSize } from '#domain/constants/print.constants';
import {
  box,
  MARGIN_PT,
  text,
  type BoxElement,
  type LayoutElement,
  type LayoutPage,
  type PageSize,
} from './layout-elements';

/** The print dialog's page sizes (accounts §9) in points: A6 4×6 in, Letter 8.5×11 in. */
export const PRINT_PAGE_SIZES: Record<LabelSize, PageSize> = {
  A6: { width: LABEL_SIZES.A6.widthIn * 72, height: LABEL_SIZES.A6.heightIn * 72 },
  Letter: { width: LABEL_SIZES.Letter.widthIn * 72, height: LABEL_SIZES.Letter.heightIn * 72 },
};

/**
 * The edge every document keeps clear: a 4×6 page the labels' 8 pt, a Letter sheet 3/8 in, beyond
 * the quarter inch office printers cannot reach.
 */
export const marginOf = (size: PageSize): number => (size.width > 400 ? 27 : MARGIN_PT);

/** A horizontal rule across the page between its margins. */
export function ruleAcross(size: PageSize, y: number, thickness = 1): BoxElement {
  const margin = marginOf(size);
  return box(margin, y, size.width - 2 * margin, thickness, thickness, true);
}

/** A run of content of known height, drawn with its top at y. */
export interface FlowBlock {
  height: number;
  draw: (y: number) => LayoutElement[];
  /** Drawn first when this block opens a new page (a table's column header, repeated). */
  repeatOnBreak?: FlowBlock;
  /** Room to keep for what follows, so a heading never ends a page alone. */
  keepWithNext?: number;
  /**
   * The block cut in two, the first part at most `room` tall (a table row between its lines), or
   * undefined when it cannot be: how a block taller than a page continues on the next one.
   */
  split?: (room: number) => [FlowBlock, FlowBlock] | undefined;
}

export interface FlowOptions {
  size: PageSize;
  role: LayoutPage['role'];
  /** What every page after the first shows at its top (the document's running header), and its height. */
  continuationHeader?: (pageIndex: number) => FlowBlock;
}

const FOOTER_PT = 14;

/**
 * Lays blocks top to bottom onto as many pages as they need: a block that does not fit opens a
 * new page (with the running header, then the block's repeated table header), and every page of
 * a document of several pages is numbered "Page n of m". A block taller than a whole page fills
 * what is left of the page and continues on the next when it can be split (a table row), else it
 * is placed alone on its page rather than looping.
 */
export function flowPages(blocks: readonly FlowBlock[], options: FlowOptions): LayoutPage[] {
  const { size } = options;
  const margin = marginOf(size);
  const bottom = size.height - margin - FOOTER_PT;
  const pages: LayoutElement[][] = [[]];
  let y = margin;
  let fresh = true;

  const place = (block: FlowBlock) => {
    pages[pages.length - 1].push(...block.draw(y));
    y += block.height;
    fresh = false;
  };
  const newPage = (block: FlowBlock) => {
    pages.push([]);
    y = margin;
    const header = options.continuationHeader?.(pages.length - 1);
    if (header) place(header);
    if (block.repeatOnBreak) place(block.repeatOnBreak);
    fresh = true;
  };
  /** The room a new page would give the block, under the running header and its table header. */
  const roomOfNewPage = (block: FlowBlock) =>
    bottom - margin - (options.continuationHeader?.(pages.length).height ?? 0) - (block.repeatOnBreak?.height ?? 0);

  for (const first of blocks) {
    let block = first;
    for (;;) {
      const room = bottom - y;
      if (block.height + (block.keepWithNext ?? 0) <= room || (fresh && block.height <= room)) {
        place(block);
        break;
      }
      const parts = fresh || block.height > roomOfNewPage(block) ? block.split?.(room) : undefined;
      if (parts) {
        place(parts[0]);
        block = parts[1];
        newPage(block);
        continue;
      }
      if (fresh) {
        place(block);
        break;
      }
      newPage(block);
    }
  }

  const count = pages.length;
  return pages.map((elements, index) => ({
    role: options.role,
    size,
    elements:
      count > 1
        ? [
            ...elements,
            text(margin, size.height - margin - 8, size.width - 2 * margin, 7, `Page ${index + 1} of ${count}`, {
              align: 'right',
            }),
          ]
        : elements,
  }));
}

/** A block of elements built once at offset 0 and moved to wherever the flow puts it. */
export function fixedBlock(height: number, elements: LayoutElement[], extra: Partial<FlowBlock> = {}): FlowBlock {
  return { height, draw: (y) => elements.map((el) => ({ ...el, y: el.y + y })), ...extra };
}
