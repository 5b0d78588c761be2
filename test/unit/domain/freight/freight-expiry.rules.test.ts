import { describe, expect, it } from 'vitest';
import { palletsText, transitText } from '#domain/freight/freight-expiry.rules';

describe('how an LTL quote reads (orders §1 freight quote screen)', () => {
  it.each([
    [1, '1 pallet'],
    [2, '2 pallets'],
  ])('%i handling unit(s): "%s"', (pallets, text) => {
    expect(palletsText(pallets)).toBe(text);
  });

  it.each([
    [1, 1, '1 day'],
    [3, 3, '3 days'],
    [5, 7, '5–7 days'],
  ])('transit %i to %i days: "%s"', (min, max, text) => {
    expect(transitText(min, max)).toBe(text);
  });
});
