import { createHash } from 'node:crypto';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { pageDocumentFor, SITE_DOCUMENT } from '../shared/api/public-site-paths';
import { markdownArticles, publicOpenApiModule } from './build/site-content.plugin';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

// In `vite dev` the API and runtime config come from a running local stack (npm start).
const apiTarget = process.env.SHIPDECK_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: webRoot,
  plugins: [markdownArticles(), publicOpenApiModule(), react(), fontFiles(), publicSiteDocument()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 4000,
    rolldownOptions: {
      // Two documents: the merchant app and the public site, which never loads the app's Cloudscape bundle.
      input: { index: `${webRoot}index.html`, site: `${webRoot}site.html` },
      output: {
        // Lazy pages, with the Cloudscape components only they use, are split off automatically. What
        // the entry loads is grouped by library, so a release that changes only app code leaves it cached.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // Apart from React, because the public site has its own small router and loads React alone.
            { name: 'router', test: /[\\/]node_modules[\\/](react-router|react-router-dom)[\\/]/ },
            { name: 'amplify', test: /[\\/]node_modules[\\/](aws-amplify|@aws-amplify)[\\/]/ },
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
            { name: 'cloudscape', test: /[\\/]node_modules[\\/]@cloudscape-design[\\/]/, tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/runtime-config.json': apiTarget,
    },
  },
});

/**
 * In `vite dev`, the public site's paths get site.html, as CloudFront and the local static server
 * answer them; every other page path falls through to Vite's own index.html fallback. Vite runs
 * only locally, where merchants' tracking pages are served on `<subdomain>.localhost`.
 */
function publicSiteDocument(): Plugin {
  return {
    name: 'shipdeck:public-site-document',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if ((req.method === 'GET' || req.method === 'HEAD') && req.url) {
          const url = new URL(req.url, 'http://localhost');
          const hostname = (req.headers.host ?? '').replace(/:\d+$/, '');
          if (pageDocumentFor(url.pathname, hostname, 'localhost') === SITE_DOCUMENT)
            req.url = `${SITE_DOCUMENT}${url.search}`;
        }
        next();
      });
    },
  };
}

/** A font a stylesheet carried inline, to be written out as its own file. */
export interface ExtractedFont {
  /** Readable base name, e.g. `open-sans-400-normal.woff2`. */
  name: string;
  source: Buffer;
}

const FONT_FACE_RE = /@font-face\s*\{[^}]*\}/g;
const INLINE_WOFF2_RE = /url\(\s*(['"]?)data:font\/woff2;base64,([A-Za-z0-9+/=]+)\1\s*\)/;

function fontDescriptor(block: string, property: string): string | undefined {
  return new RegExp(`${property}\\s*:\\s*['"]?([^;'"}]+)`).exec(block)?.[1].trim();
}

function fontName(block: string, source: Buffer): string {
  const family = fontDescriptor(block, 'font-family');
  const parts = family
    ? [family, fontDescriptor(block, 'font-weight'), fontDescriptor(block, 'font-style')]
    : ['font', createHash('sha256').update(source).digest('hex').slice(0, 8)];
  return `${parts
    .filter(Boolean)
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')}.woff2`;
}

/**
 * Takes every base64 woff2 out of the @font-face rules of `css`; `urlOf(font)` gives the URL that
 * replaces it. Other data URLs (icons, masks) stay inline.
 */
export function extractInlineFonts(css: string, urlOf: (font: ExtractedFont) => string): string {
  return css.replace(FONT_FACE_RE, (block) => {
    const match = INLINE_WOFF2_RE.exec(block);
    if (!match) return block;
    const source = Buffer.from(match[2], 'base64');
    return block.replace(match[0], `url(${urlOf({ name: fontName(block, source), source })})`);
  });
}

/**
 * @cloudscape-design/global-styles embeds eight Open Sans faces (300 to 800, roman and italic) in
 * its stylesheet as base64: ~137 kB gzip that every first load paid before anything rendered, though
 * a page draws with two or three faces. As files, the browser fetches only the faces a page uses,
 * and caches them apart from the CSS. Build only: `vite dev` serves the stylesheet as shipped.
 */
function fontFiles(): Plugin {
  return {
    name: 'shipdeck:font-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      const emitted = new Map<string, string>();
      for (const asset of Object.values(bundle)) {
        if (asset.type !== 'asset' || !asset.fileName.endsWith('.css') || typeof asset.source !== 'string') continue;
        asset.source = extractInlineFonts(asset.source, (font) => {
          const key = createHash('sha256').update(font.source).digest('hex');
          let fileName = emitted.get(key);
          if (!fileName) {
            fileName = this.getFileName(this.emitFile({ type: 'asset', name: font.name, source: font.source }));
            emitted.set(key, fileName);
          }
          // Relative to the stylesheet, so it holds whatever `base` the app is served under.
          return posix.relative(posix.dirname(asset.fileName), fileName);
        });
      }
    },
  };
}
