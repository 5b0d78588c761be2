import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  chunkFiles,
  chunkKeyOf,
  gzipTotals,
  initialFiles,
  kb,
  sizeFile,
  type Manifest,
} from '#test/bench/support/web-bundle';

/** An entry with a vendor chunk and a shared chunk, and one lazy page sharing that chunk. */
const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react.js', '_shared.js'],
    dynamicImports: ['src/pages/orders.tsx'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'], css: ['assets/shared.css'] },
  'src/pages/orders.tsx': {
    file: 'assets/orders.js',
    src: 'src/pages/orders.tsx',
    isDynamicEntry: true,
    imports: ['_shared.js', '_table.js'],
    css: ['assets/orders.css'],
  },
  '_table.js': { file: 'assets/table.js', css: ['assets/table.css'] },
};

describe('the files a route loads', () => {
  it('follows static imports transitively with their CSS, and leaves lazy chunks out', () => {
    expect(chunkFiles(MANIFEST, ['index.html']).sort()).toEqual(
      ['assets/index.js', 'assets/index.css', 'assets/react.js', 'assets/shared.js', 'assets/shared.css'].sort(),
    );
  });

  it('adds a lazy page with what it imports, each file once', () => {
    const files = chunkFiles(MANIFEST, ['index.html', chunkKeyOf(MANIFEST, 'src/pages/orders.tsx')!]);
    expect(files.sort()).toEqual(
      [
        'assets/index.js',
        'assets/index.css',
        'assets/react.js',
        'assets/shared.js',
        'assets/shared.css',
        'assets/orders.js',
        'assets/orders.css',
        'assets/table.js',
        'assets/table.css',
      ].sort(),
    );
  });

  it('ends on import cycles', () => {
    const cyclic: Manifest = { a: { file: 'a.js', imports: ['b'] }, b: { file: 'b.js', imports: ['a'] } };
    expect(chunkFiles(cyclic, ['a']).sort()).toEqual(['a.js', 'b.js']);
  });

  it('refuses a key the manifest does not have', () => {
    expect(() => chunkFiles(MANIFEST, ['_missing.js'])).toThrow('_missing.js');
  });

  it('finds a chunk by its source, and none for a module bundled into its importer', () => {
    expect(chunkKeyOf(MANIFEST, 'src/pages/orders.tsx')).toBe('src/pages/orders.tsx');
    expect(chunkKeyOf(MANIFEST, 'src/pages/settings.tsx')).toBeUndefined();
  });
});

describe('the files index.html loads', () => {
  it('takes the module script, modulepreload links and stylesheets, and nothing else', () => {
    const html = `<!doctype html><html><head>
      <link rel="icon" href="/favicon.ico">
      <script type="module" crossorigin src="/assets/index-A1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-B2.js">
      <link rel="stylesheet" crossorigin href="./assets/index-C3.css">
      <link rel="stylesheet" href="https://fonts.example.com/x.css">
      <link rel="preconnect" href="//cdn.example.com">
      <script src="/legacy.js"></script>
    </head><body><div id="root"></div></body></html>`;
    expect(initialFiles(html)).toEqual(['assets/index-A1.js', 'assets/react-B2.js', 'assets/index-C3.css']);
  });
});

describe('gzip figures', () => {
  it('sizes a file as sent gzip-compressed, by kind', () => {
    const content = Buffer.from('export const a = 1;\n'.repeat(200));
    const js = sizeFile('assets/a.js', content);
    expect(js).toEqual({ file: 'assets/a.js', kind: 'js', bytes: content.length, gzipBytes: gzipSync(content).length });
    expect(js.gzipBytes).toBeLessThan(js.bytes / 10);
    expect(sizeFile('assets/a.css', content).kind).toBe('css');
  });

  it('totals JS and CSS apart and together in kB of 1,000 bytes', () => {
    const totals = gzipTotals([
      { file: 'a.js', kind: 'js', bytes: 9000, gzipBytes: 1500 },
      { file: 'a.css', kind: 'css', bytes: 2000, gzipBytes: 250 },
      { file: 'b.js', kind: 'js', bytes: 1000, gzipBytes: 505 },
    ]);
    expect(totals).toEqual({ gzipKb: 2.26, jsGzipKb: 2.01, cssGzipKb: 0.25 });
    expect(kb(1234)).toBe(1.23);
  });
});
