import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FunctionDefinition } from '../app-manifest';
import type { RuntimeConfig } from '#api/runtime-config';
import { createApiTwin } from './api-twin';
import type { CustomAuth } from './cognito-custom-auth';
import { proxyCognito } from './cognito-shim';
import { gatewayError } from './http-api';
import { send } from './http-io';
import type { JwtAuthorizer } from './jwt-authorizer';
import type { InvokeFunction } from './lambda-runtime';
import { COGNITO_PROXY_PATH, LOCAL_HOST } from './local-config';
import { LocalStartError } from './preflight';
import { createRateLimiter, type RateLimiter } from './rate-limiter';
import { startWebApp, type WebApp, type WebAppServer } from './web-app';

export type { WebApp } from './web-app';

/**
 * One origin, like CloudFront in AWS: `/api/*` goes to the HTTP API twin (api-twin.ts),
 * `runtime-config.json` is answered here, `/cognito-idp` goes to the Cognito shim
 * (cognito-shim.ts) and everything else to the web app (web-app.ts).
 */

/** What the API side needs from the emulators; absent while they are still starting. */
export interface GatewayBackend {
  authorize: JwtAuthorizer;
  /** Built per request: the Cognito shim URL follows the host the browser used. */
  runtimeConfig: (host?: string) => RuntimeConfig;
  /** cognito-local endpoint the shim forwards to. */
  cognitoEndpoint?: string;
  /** Answers the CUSTOM_AUTH calls (magic links) cognito-local cannot. */
  cognitoCustomAuth?: CustomAuth;
}

export interface GatewayOptions {
  port: number;
  functions: readonly FunctionDefinition[];
  /** Until it returns a backend, API calls get 503 (the web app can already load). */
  backend: () => GatewayBackend | undefined;
  /** How a routed request's function runs (the functions host, or a test's handlers). */
  invoke: InvokeFunction;
  web: WebApp;
  log?: (line: string) => void;
  /**
   * `enforce` (default): the public routes' limits of infra/rate-limits.ts, as WAF and API Gateway
   * apply them in AWS. `off` only for benchmarks that push thousands of requests from one address.
   * A limiter of the caller's own (the same table on a test's clock) replaces the default one.
   */
  rateLimits?: 'enforce' | 'off' | RateLimiter;
}

export interface Gateway {
  url: string;
  server: Server;
  webReady: Promise<void>;
  stop(): Promise<void>;
}

export async function startGateway(opts: GatewayOptions): Promise<Gateway> {
  const log = opts.log ?? (() => undefined);
  const api = createApiTwin({
    functions: opts.functions,
    invoke: opts.invoke,
    log,
    rateLimiter:
      opts.rateLimits === 'off'
        ? undefined
        : typeof opts.rateLimits === 'object'
          ? opts.rateLimits
          : createRateLimiter(),
  });
  const server = createServer();
  // Started once the port is ours (the clearest error comes first); no request arrives before.
  let web: WebAppServer | undefined;

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0];
    const isApi = path === '/api' || path.startsWith('/api/');
    const isConfig = path === '/runtime-config.json' && (req.method === 'GET' || req.method === 'HEAD');
    const isCognito = path === COGNITO_PROXY_PATH;
    if (isApi || isConfig || isCognito) {
      const backend = opts.backend();
      if (!backend) {
        send(res, gatewayError(503, { 'retry-after': '1' }));
      } else if (isApi) {
        void api(req, res, backend.authorize);
      } else if (isConfig) {
        const config = backend.runtimeConfig(safeHost(req.headers.host));
        send(res, {
          statusCode: 200,
          headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
          body: Buffer.from(JSON.stringify(config)),
        });
      } else if (backend.cognitoEndpoint) {
        void proxyCognito(req, res, backend.cognitoEndpoint, log, backend.cognitoCustomAuth);
      } else {
        send(res, gatewayError(404));
      }
      return;
    }
    void web?.ready.then(
      (serve) =>
        serve
          ? serve(req, res)
          : send(res, {
              statusCode: 404,
              headers: { 'content-type': 'text/plain' },
              body: Buffer.from('The web app is not available in this runtime.\n'),
            }),
      (err: unknown) => {
        log(`[web] Vite failed to start: ${String(err)}`);
        send(res, gatewayError(500));
      },
    );
  });

  await new Promise<void>((resolvePromise, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'EADDRINUSE'
          ? new LocalStartError(`Port ${opts.port} is in use: stop the other process or set PORT=<another port>.`)
          : err,
      ),
    );
    server.listen({ port: opts.port, host: LOCAL_HOST }, () => resolvePromise());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;

  // The web app loads while the emulators start; page requests wait for it, API calls do not.
  const webApp = (web = startWebApp(opts.web, server));

  return {
    url: `http://localhost:${port}`,
    server,
    /** Resolves once the web app can be served (Vite's dependency scan done, or at once). */
    webReady: webApp.ready.then(
      () => undefined,
      () => undefined,
    ),
    stop: async () => {
      await webApp.close();
      await new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections();
      });
    },
  };
}

function safeHost(host: string | undefined): string | undefined {
  return host && /^[A-Za-z0-9.\-:[\]]+$/.test(host) ? host : undefined;
}
