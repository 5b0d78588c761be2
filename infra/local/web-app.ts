import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sirv from 'sirv';
import { pageDocumentFor, SITE_DOCUMENT } from '#api/public-site-paths';
import { send } from './http-io';

/** Locally, merchants' tracking pages are served on `<subdomain>.localhost`: browsers resolve it to loopback. */
export const LOCAL_TRACKING_PAGE_HOST = 'localhost';

/** The web app on the app origin: Vite's dev server, the built web/dist, or nothing (tests). */
export type WebApp = { kind: 'vite'; configFile: string } | { kind: 'static'; root: string } | { kind: 'none' };

export type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

export interface WebAppServer {
  /** Resolves once pages can be served (Vite's dependency scan done, or at once); undefined for `none`. */
  ready: Promise<RequestListener | undefined>;
  close(): Promise<void>;
}

/** Vite needs the HTTP server for its HMR websocket; it loads while the emulators start. */
export function startWebApp(web: WebApp, httpServer: Server): WebAppServer {
  if (web.kind === 'vite') {
    const vite = startVite(web.configFile, httpServer);
    vite.catch(() => undefined);
    return {
      ready: vite.then(
        (v) => (req, res) =>
          v.middlewares(req, res, () => send(res, { statusCode: 404, headers: {}, body: Buffer.alloc(0) })),
      ),
      close: () =>
        vite.then(
          (v) => v.close(),
          () => undefined,
        ),
    };
  }
  return {
    ready: Promise.resolve(web.kind === 'static' ? staticSite(web.root) : undefined),
    close: async () => undefined,
  };
}

async function startVite(configFile: string, httpServer: Server) {
  const { createServer } = await import('vite');
  return createServer({
    configFile,
    appType: 'spa',
    logLevel: 'warn',
    clearScreen: false,
    server: { middlewareMode: true, ws: { server: httpServer } },
  });
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A built site served as CloudFront serves it (static-site.construct.ts): a page of the public
 * site gets site.html, any other path whose last segment has no extension gets index.html
 * (sirv's `single`), a missing file with one is a 404.
 * Vite's hashed files under /assets/ are cached for good; everything else, index.html above
 * all, is revalidated by ETag so a rebuild shows at once.
 */
function staticSite(root: string): RequestListener {
  if (!existsSync(join(root, 'index.html'))) {
    return (_req, res) =>
      send(res, {
        statusCode: 404,
        headers: { 'content-type': 'text/plain' },
        body: Buffer.from('web/dist has no index.html: run npm run build.\n'),
      });
  }
  const serve = sirv(root, {
    single: true,
    etag: true,
    // Only a real file can have an extension: index.html answers extensionless paths alone.
    setHeaders: (res, pathname) =>
      res.setHeader('cache-control', /^\/assets\/.+\.\w+$/.test(pathname) ? IMMUTABLE : 'no-cache'),
  });
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return send(res, { statusCode: 405, headers: { allow: 'GET, HEAD' }, body: Buffer.alloc(0) });
    const url = new URL(req.url ?? '/', 'http://localhost');
    const hostname = (req.headers.host ?? '').replace(/:\d+$/, '');
    if (pageDocumentFor(url.pathname, hostname, LOCAL_TRACKING_PAGE_HOST) === SITE_DOCUMENT)
      req.url = `${SITE_DOCUMENT}${url.search}`;
    serve(req, res);
  };
}
