import { fileURLToPath } from 'node:url';
import { marked } from 'marked';
import type { Plugin } from 'vite';
import { PUBLIC_OPENAPI_PATH, publicOpenApiDocument } from '../../shared/api/public-openapi';
import type { ArticleMeta } from '../src/site/content/article-meta';

const FRONT_MATTER_RE = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;
const ISO_DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An article file as the site shows it: its front matter (`key: value` lines between `---`) and
 * its markdown body as HTML. Only flat `key: value` lines, a value optionally quoted. Throws, naming the file, when a field is missing, so a bad article
 * fails the build instead of showing a blank title. The HTML is not sanitised: articles are the
 * repository's own files, never visitors' input.
 */
export function parseArticle(source: string, file: string): { meta: ArticleMeta; html: string } {
  const match = FRONT_MATTER_RE.exec(source);
  if (!match) throw new Error(`${file}: an article starts with front matter between --- lines`);
  const fields = new Map<string, string>();
  for (const line of match[1].split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const value = line.slice(colon + 1).trim();
    // A value may be quoted, as YAML allows, to hold a colon.
    const quoted = /^(["'])(.*)\1$/.exec(value);
    fields.set(line.slice(0, colon).trim(), quoted ? quoted[2] : value);
  }
  const field = (name: keyof ArticleMeta) => {
    const value = fields.get(name);
    if (!value) throw new Error(`${file}: front matter has no ${name}`);
    return value;
  };
  const meta = { title: field('title'), date: field('date'), summary: field('summary') };
  if (!ISO_DATE_RE.test(meta.date) || Number.isNaN(Date.parse(meta.date)))
    throw new Error(`${file}: date ${meta.date} is not YYYY-MM-DD`);
  const html = marked.parse(source.slice(match[0].length), { async: false, gfm: true });
  return { meta, html };
}

/**
 * `import { meta, html } from './article.md'` (or `./article.md?meta` for the front matter alone):
 * articles are turned into HTML at build time, so no markdown parser ships.
 */
export function markdownArticles(): Plugin {
  // Only the site's content: the app reads its own markdown (the terms pages) `?raw`.
  const contentRoot = fileURLToPath(new URL('../src/site/content/', import.meta.url));
  return {
    name: 'shipdeck:markdown-articles',
    enforce: 'pre',
    transform(source, id) {
      const [file, query = ''] = id.split('?', 2);
      if (!file.endsWith('.md') || !file.startsWith(contentRoot)) return undefined;
      const { meta, html } = parseArticle(source, file);
      const code = [`export const meta = ${JSON.stringify(meta)};`];
      // `?meta` (lists of articles) leaves the bodies out, so an index does not carry every article.
      if (!new URLSearchParams(query).has('meta')) code.push(`export const html = ${JSON.stringify(html)};`);
      return { code: `${code.join('\n')}\n`, map: null };
    },
  };
}

export const PUBLIC_OPENAPI_MODULE = 'virtual:public-openapi';

/**
 * `import document, { openApiPath } from 'virtual:public-openapi'`: the public API's OpenAPI document
 * and the path the API serves it at, generated
 * from the routes' own schemas when the site is built, so the docs show exactly what the API
 * parses without shipping zod to the browser.
 */
export function publicOpenApiModule(): Plugin {
  const resolved = `\0${PUBLIC_OPENAPI_MODULE}`;
  return {
    name: 'shipdeck:public-openapi',
    resolveId: (id) => (id === PUBLIC_OPENAPI_MODULE ? resolved : undefined),
    load: (id) =>
      id === resolved
        ? `export default ${JSON.stringify(publicOpenApiDocument())};\nexport const openApiPath = ${JSON.stringify(PUBLIC_OPENAPI_PATH)};\n`
        : undefined,
  };
}
