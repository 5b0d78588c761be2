import { fillContainer, prepareTypes, type Block, type FillStrategy } from './block-fill.rules';
import type { Container, ItemType } from './placement.types';

/** Strategies tried when loading one container as full as possible. */
const LOADING_STRATEGIES: readonly FillStrategy[] = [
  { anchor: 'floor', rank: 'volume' },
  { anchor: 'corner', rank: 'volume' },
  { anchor: 'floor', rank: 'fit' },
  { anchor: 'corner', rank: 'fit' },
];

export interface Loading {
  readonly blocks: Block[];
  readonly remaining: number[];
  /** Volume of the units loaded. */
  readonly volume: number;
}

/** Container loading: put as much volume as possible of the items into one container (units may be left out). */
export function loadContainer(container: Container, items: readonly ItemType[]): Loading {
  const types = prepareTypes(items);
  const counts = items.map((i) => i.count);
  let best: Loading | undefined;
  for (const s of LOADING_STRATEGIES) {
    const r = fillContainer(container, types, counts, s);
    if (!best || r.volume > best.volume) best = { blocks: r.blocks, remaining: r.remaining, volume: r.volume };
    if (r.remaining.every((n) => n === 0)) break;
  }
  return best as Loading;
}
