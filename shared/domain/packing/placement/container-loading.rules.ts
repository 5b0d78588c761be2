import {
  fillContainer,
  fillWithLookahead,
  prepareTypes,
  type Block,
  type FillResult,
  type FillStrategy,
} from './block-fill.rules';
import type { Container, ItemType } from './placement.types';

/** Plain strategies tried when loading one container as full as possible. */
const LOADING_STRATEGIES: readonly FillStrategy[] = [
  { anchor: 'floor', rank: 'volume' },
  { anchor: 'corner', rank: 'volume' },
  { anchor: 'floor', rank: 'fit' },
  { anchor: 'corner', rank: 'fit' },
];
/** Then one look-ahead run: at each step the 3 best blocks are each followed greedily for 30 more blocks (about +2 points on BR1–BR7). */
const LOOKAHEAD = {
  strategy: { anchor: 'floor', rank: 'volume' } as FillStrategy,
  width: 3,
  budget: 60_000,
  horizon: 30,
};

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
  let best: FillResult | undefined;
  const consider = (r: FillResult) => {
    if (!best || r.volume > best.volume) best = r;
    return r.remaining.every((n) => n === 0);
  };
  for (const s of LOADING_STRATEGIES) if (consider(fillContainer(container, types, counts, s))) return loading(best);
  consider(
    fillWithLookahead(
      container,
      types,
      counts,
      LOOKAHEAD.strategy,
      LOOKAHEAD.width,
      LOOKAHEAD.budget,
      LOOKAHEAD.horizon,
    ),
  );
  return loading(best);
}

function loading(r: FillResult | undefined): Loading {
  const f = r as FillResult;
  return { blocks: f.blocks, remaining: f.remaining, volume: f.volume };
}
