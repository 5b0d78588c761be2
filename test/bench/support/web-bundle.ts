/**
 * What a page of the built web app costs to load: the JS and CSS files the browser fetches for it,
 * gzip-compressed one by one as a server would send them.
 */
import { gzipSync } from 'node:zlib';

/** The fields of Vite's `.vite/manifest.json` this measure reads. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface SizedFile {
  file: string;
  kind: 'js' | 'css';
  bytes: number;
  gzipBytes: number;
}

/**
 * The files index.html has the browser load before the app runs: the entry script, the chunks it
 * imports (Vite lists every static import, transitively, as a modulepreload link) and the stylesheets.
 * Paths come back relative to the build's root, in document order.
 */
export function initialFiles(indexHtml: string): string[] {
  const files: string[] = [];
  for (const tag of indexHtml.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
    const isScript = /^<script/i.test(tag) && attr('type') === 'module';
    const rel = attr('rel')?.toLowerCase();
    const url = isScript ? attr('src') : rel === 'modulepreload' || rel === 'stylesheet' ? attr('href') : undefined;
    if (url && !/^[a-z]+:|^\/\//i.test(url)) files.push(url.replace(/^\.?\//, ''));
  }
  return [...new Set(files)];
}

/**
 * The manifest key of the chunk built from `src` (a path relative to Vite's root); undefined when
 * `src` is no chunk of its own but bundled into the chunk that imports it.
 */
export function chunkKeyOf(manifest: Manifest, src: string): string | undefined {
  return Object.keys(manifest).find((k) => manifest[k].src === src);
}

/**
 * The files that loading `keys` brings in: each chunk, the chunks it statically imports
 * (transitively) and all their CSS. Dynamic imports are left out: they load with their own route.
 */
export function chunkFiles(manifest: Manifest, keys: readonly string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files];
}

export function sizeFile(file: string, content: Buffer): SizedFile {
  return {
    file,
    kind: file.endsWith('.css') ? 'css' : 'js',
    bytes: content.length,
    gzipBytes: gzipSync(content).length,
  };
}

/** kB as Vite prints them (1,000 bytes), two decimals. */
export const kb = (bytes: number) => Math.round(bytes / 10) / 100;

export function gzipTotals(files: readonly SizedFile[]) {
  const sum = (kind?: SizedFile['kind']) =>
    files.filter((f) => !kind || f.kind === kind).reduce((n, f) => n + f.gzipBytes, 0);
  return { gzipKb: kb(sum()), jsGzipKb: kb(sum('js')), cssGzipKb: kb(sum('css')) };
}
