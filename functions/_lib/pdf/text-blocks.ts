import { text, type PageSize } from './layout-elements';
import { fixedBlock, marginOf, ruleAcross, type FlowBlock } from './page-flow';

/** Letter pages print the same documents a little larger than 4×6 ones. */
export const fontScaleOf = (size: PageSize): number => (size.width > 400 ? 1.35 : 1);

export const innerWidthOf = (size: PageSize): number => size.width - 2 * marginOf(size);

/** A title line (bold) with an optional right-aligned note, over a rule. */
export function titleBlock(size: PageSize, title: string, note = '', fontSize = 12): FlowBlock {
  const inner = innerWidthOf(size);
  const half = inner / 2;
  const margin = marginOf(size);
  return fixedBlock(fontSize + 6, [
    text(margin, 0, note ? inner - half * 0.8 : inner, fontSize, title, { bold: true }),
    ...(note ? [text(margin + inner - half * 0.8, 2, half * 0.8, fontSize * 0.7, note, { align: 'right' })] : []),
    ruleAcross(size, fontSize + 2, 1),
  ]);
}

/** A line of text across the page. */
export function lineBlock(size: PageSize, value: string, fontSize: number, bold = false): FlowBlock {
  return fixedBlock(fontSize * 1.4, [text(marginOf(size), 0, innerWidthOf(size), fontSize, value, { bold })]);
}
