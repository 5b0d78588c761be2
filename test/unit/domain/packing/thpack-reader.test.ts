import { describe, expect, it } from 'vitest';
import { parseThpack, type ThpackProblem } from '#test/bench/packing/datasets';

/** Two problems in the Bischoff & Ratcliff form: count, then "number seed" per problem. */
const WITH_SEED = `
 2
 1 2502505
 587 233 220
 2
 1 108 0 76 0 30 1 40
 2 110 0 43 1 25 1 33
 2 2520265
 587 233 220
 1
 1 49 1 25 1 21 1 137
`;

/** The same two problems in the Loh & Nee form (OR-Library thpack8): count, then the number alone. */
const WITHOUT_SEED = WITH_SEED.replace(' 1 2502505', ' 1').replace(' 2 2520265', ' 2');

const PROBLEMS: ThpackProblem[] = [
  {
    number: 1,
    container: [587, 233, 220],
    types: [
      { dims: [108, 76, 30], upright: [false, false, true], quantity: 40 },
      { dims: [110, 43, 25], upright: [false, true, true], quantity: 33 },
    ],
  },
  {
    number: 2,
    container: [587, 233, 220],
    types: [{ dims: [49, 25, 21], upright: [true, true, true], quantity: 137 }],
  },
];

describe('issue 8: the thpack reader takes both OR-Library forms and never misreads', () => {
  it('reads the Bischoff & Ratcliff form, keeping each seed', () => {
    expect(parseThpack(WITH_SEED, 'br.txt')).toEqual([
      { ...PROBLEMS[0], seed: 2502505 },
      { ...PROBLEMS[1], seed: 2520265 },
    ]);
  });

  it('reads the Loh & Nee form (no seed) into the same problems', () => {
    expect(parseThpack(WITHOUT_SEED, 'ln.txt')).toEqual(PROBLEMS);
  });

  it('reads a file without the leading count to its end, in either form', () => {
    const dropCount = (text: string) => text.replace(/^\n 2\n/, '\n');
    expect(parseThpack(dropCount(WITHOUT_SEED), 'ln.txt')).toEqual(PROBLEMS);
    expect(parseThpack(dropCount(WITH_SEED), 'br.txt').map((p) => p.seed)).toEqual([2502505, 2520265]);
  });

  it('reads Windows line ends and blank lines', () => {
    expect(parseThpack(WITHOUT_SEED.replace(/\n/g, '\r\n\r\n'), 'ln.txt')).toEqual(PROBLEMS);
  });

  it.each([
    [
      'a box-type line cut short',
      WITH_SEED.replace(' 1 49 1 25 1 21 1 137', ' 1 49 1 25 1 21'),
      /^bad\.txt:11: problem 2: expected box type 1 of 1 .*found "1 49 1 25 1 21"$/,
    ],
    [
      'a problem that drops its seed in a seeded file',
      WITH_SEED.replace(' 2 2520265', ' 2'),
      /^bad\.txt:8: problem 2: expected the problem number and seed \(2 numbers\), found "2"$/,
    ],
    [
      'a problem with a seed in a seedless file',
      WITH_SEED.replace(' 1 2502505', ' 1'),
      /^bad\.txt:8: problem 2: expected the problem number alone, as in the first problem \(1 number\), found "2 2520265"$/,
    ],
    [
      'fewer problems than the count announces',
      WITH_SEED.replace(/^\n 2\n/, '\n 3\n'),
      /^bad\.txt:11: problem 3: the file ends here, where the problem number and seed should follow$/,
    ],
    [
      'more problems than the count announces',
      WITH_SEED.replace(/^\n 2\n/, '\n 1\n'),
      /^bad\.txt:8: the first line announces 1 problems but the file goes on$/,
    ],
    [
      'a flag that is not 0 or 1',
      WITH_SEED.replace(' 1 108 0 76 0 30 1 40', ' 1 108 2 76 0 30 1 40'),
      /^bad\.txt:6: problem 1: box type 1: a may-be-vertical flag is not 0 or 1$/,
    ],
    [
      'a value that is not a whole number',
      WITH_SEED.replace(' 587 233 220\n 2\n', ' 587 233.5 220\n 2\n'),
      /^bad\.txt:4: problem 1: "233\.5" in the container length, width and height is not a whole number$/,
    ],
    ['an empty file', '\n \n', /^bad\.txt:1: no problems: the file is empty$/],
    [
      'a first line that is neither a count nor a problem number',
      ' 587 233 220\n 3\n',
      /^bad\.txt:1: expected the number of problems or a problem's number \(and seed\), found "587 233 220"$/,
    ],
  ])('stops on %s, naming the file and line', (_case, text, message) => {
    expect(() => parseThpack(text, 'bad.txt')).toThrow(message);
  });
});
