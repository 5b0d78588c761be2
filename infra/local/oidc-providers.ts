import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Provider, type Adapter, type AdapterPayload, type Configuration } from 'oidc-provider';
import { SOCIAL_SIGN_IN_PROVIDERS, type SocialSignInProvider } from '#api/runtime-config';
import { readBody } from './http-io';

/**
 * The three social sign-in providers of accounts §4 (Google, LinkedIn, Microsoft) as real OpenID
 * Connect issuers (oidc-provider), one local port with a path per issuer, so the federated sign-in
 * works offline. Each asks "who are you?" on a small page listing demo identities, or any typed email.
 */
export const SOCIAL_PROVIDERS = SOCIAL_SIGN_IN_PROVIDERS;
export type SocialProvider = SocialSignInProvider;

/** The relying party every local issuer knows: the local hosted UI (cognito-hosted-ui.ts). */
export const LOCAL_IDP_CLIENT_ID = 'shipdeck-local-cognito';
export const LOCAL_IDP_CLIENT_SECRET = 'shipdeck-local-cognito-secret';

export const DEMO_SOCIAL_IDENTITIES: readonly { name: string; email: string }[] = [
  { name: 'Rosa Alvarez', email: 'rosa@hill-country-smokehouse.example' },
  { name: 'Marcus Chen', email: 'marcus@coastal-seafood.example' },
  { name: 'Priya Natarajan', email: 'priya@northern-sweets.example' },
];

const MAX_EMAIL = 254;
const MAX_NAME = 60;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface OidcProviders {
  origin: string;
  issuerOf(provider: SocialProvider): string;
  stop(): Promise<void>;
}

export function issuerPath(provider: SocialProvider): string {
  return `/${provider.toLowerCase()}`;
}

/**
 * `redirectUris`: where the hosted UI takes the code back (`<app origin>/oauth2/idpresponse`).
 * Accounts live in memory: an identity is its email, as a provider's tester would type it.
 */
export async function startOidcProviders(opts: {
  port: number;
  host: string;
  redirectUris: string[];
}): Promise<OidcProviders> {
  const keyPair = promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  const names = new Map<string, string>(DEMO_SOCIAL_IDENTITIES.map((i) => [i.email, i.name]));
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: opts.port, host: opts.host }, () => resolve());
  });
  const origin = `http://${opts.host}:${(server.address() as AddressInfo).port}`;
  // One RS256 key per run, as the real providers sign with; made off the main thread while the port opens.
  const { privateKey } = await keyPair;
  const signingKey = privateKey.export({ format: 'jwk' });
  const providers = new Map<string, { name: SocialProvider; provider: Provider }>();
  for (const name of SOCIAL_PROVIDERS) {
    const path = issuerPath(name);
    providers.set(path, {
      name,
      provider: newProvider(`${origin}${path}`, path, opts.redirectUris, names, {
        ...signingKey,
        use: 'sig',
        alg: 'RS256',
      }),
    });
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    const path = `/${url.split('/')[1]?.split('?')[0] ?? ''}`;
    const entry = providers.get(path);
    if (!entry) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Unknown issuer');
      return;
    }
    const inner = url.slice(path.length) || '/';
    // oidc-provider finds its mount path from originalUrl minus url, as under express.
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = url;
    req.url = inner;
    if (inner.startsWith('/interaction/')) {
      void interaction(entry.name, entry.provider, path, inner, req, res, names).catch((err: unknown) => {
        if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain' });
        res.end(`Sign-in failed: ${err instanceof Error ? err.message : String(err)}`);
      });
      return;
    }
    void entry.provider.callback()(req, res);
  });

  return {
    origin,
    issuerOf: (provider) => `${origin}${issuerPath(provider)}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function newProvider(
  issuer: string,
  path: string,
  redirectUris: string[],
  names: Map<string, string>,
  signingKey: object,
): Provider {
  const store: MemoryStore = new Map();
  const configuration: Configuration = {
    adapter: (model: string) => new MemoryAdapter(model, store),
    jwks: { keys: [signingKey] },
    clients: [
      {
        client_id: LOCAL_IDP_CLIENT_ID,
        client_secret: LOCAL_IDP_CLIENT_SECRET,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    scopes: ['openid', 'email', 'profile'],
    // Google, LinkedIn and Microsoft put email and name in the id_token itself, not only behind userinfo.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    // Local only: fixed keys so sessions survive nothing but the process, and no consent step.
    cookies: { keys: ['shipdeck-local-oidc'] },
    interactions: { url: (_ctx, interaction) => `${path}/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    async loadExistingGrant(ctx) {
      const accountId = ctx.oidc.session?.accountId;
      const clientId = ctx.oidc.client?.clientId;
      if (!accountId || !clientId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    async findAccount(_ctx, id) {
      return {
        accountId: id,
        async claims() {
          return { sub: id, email: id, email_verified: true, name: names.get(id) ?? nameFromEmail(id) };
        },
      };
    },
  };
  return new Provider(issuer, configuration);
}

/**
 * oidc-provider's state (sessions, codes, grants) in this process's memory, which is what a local stand-in
 * wants: a restart signs every tester out of the provider, nothing more. Entries go when they expire.
 */
type MemoryStore = Map<string, { payload: AdapterPayload; expiresAt?: number }>;

class MemoryAdapter implements Adapter {
  constructor(
    private readonly model: string,
    private readonly memoryStore: MemoryStore,
  ) {}

  private key(id: string) {
    return `${this.model}:${id}`;
  }

  private read(key: string): AdapterPayload | undefined {
    const entry = this.memoryStore.get(key);
    if (entry?.expiresAt !== undefined && entry.expiresAt <= Date.now()) {
      this.memoryStore.delete(key);
      return undefined;
    }
    return entry?.payload;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    this.memoryStore.set(this.key(id), { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : undefined });
    if (payload.uid) this.memoryStore.set(`${this.model}:uid:${payload.uid}`, { payload: { id } as AdapterPayload });
    if (payload.grantId) {
      const grant = `grant:${payload.grantId}`;
      const ids = (this.memoryStore.get(grant)?.payload.ids as string[] | undefined) ?? [];
      this.memoryStore.set(grant, { payload: { ids: [...ids, this.key(id)] } as AdapterPayload });
    }
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return this.read(this.key(id));
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    const id = this.memoryStore.get(`${this.model}:uid:${uid}`)?.payload.id as string | undefined;
    return id ? this.find(id) : undefined;
  }

  async findByUserCode(): Promise<AdapterPayload | undefined> {
    return undefined;
  }

  async consume(id: string): Promise<void> {
    const payload = this.read(this.key(id));
    if (payload) payload.consumed = Math.floor(Date.now() / 1000);
  }

  async destroy(id: string): Promise<void> {
    this.memoryStore.delete(this.key(id));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    const grant = `grant:${grantId}`;
    for (const key of (this.memoryStore.get(grant)?.payload.ids as string[] | undefined) ?? [])
      this.memoryStore.delete(key);
    this.memoryStore.delete(grant);
  }
}

async function interaction(
  name: SocialProvider,
  provider: Provider,
  path: string,
  inner: string,
  req: IncomingMessage,
  res: ServerResponse,
  names: Map<string, string>,
): Promise<void> {
  const details = await provider.interactionDetails(req, res);
  if (req.method === 'POST') {
    const body = await readBody(req, 16 * 1024);
    if (body === 'too-large') throw new Error('the form is too large');
    const form = new URLSearchParams(body.toString('utf8'));
    const email = (form.get('email') ?? '').trim().toLowerCase();
    if (email.length > MAX_EMAIL || !EMAIL_SHAPE.test(email)) {
      sendPage(res, 400, loginPage(name, path, details.uid, 'Enter an email address like name@example.com.'));
      return;
    }
    const typedName = (form.get('name') ?? '').trim().slice(0, MAX_NAME);
    if (typedName) names.set(email, typedName);
    await provider.interactionFinished(req, res, { login: { accountId: email } }, { mergeWithLastSubmission: false });
    return;
  }
  if (!inner.endsWith(details.uid)) throw new Error('unknown interaction');
  sendPage(res, 200, loginPage(name, path, details.uid));
}

function nameFromEmail(email: string): string {
  return (email.split('@')[0] ?? email)
    .split(/[._-]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}

function sendPage(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function loginPage(provider: SocialProvider, path: string, uid: string, error?: string): string {
  const action = `${path}/interaction/${escape(uid)}`;
  const identities = DEMO_SOCIAL_IDENTITIES.map(
    (i) =>
      `<form method="post" action="${action}"><input type="hidden" name="email" value="${escape(i.email)}">` +
      `<input type="hidden" name="name" value="${escape(i.name)}">` +
      `<button type="submit" class="identity">${escape(i.name)} — ${escape(i.email)}</button></form>`,
  ).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in with ${provider} (local)</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;background:#f4f5f7;margin:0;display:flex;justify-content:center}
main{background:#fff;margin:48px 16px;padding:32px;border-radius:12px;max-width:440px;width:100%;box-shadow:0 1px 4px #0002}
h1{font-size:22px;margin:0 0 4px}p{color:#555;margin:0 0 20px}.identity{display:block;width:100%;text-align:left;
padding:12px 14px;margin:0 0 8px;border:1px solid #ccd;border-radius:8px;background:#fff;font-size:15px;cursor:pointer}
.identity:hover{background:#eef3ff}label{display:block;font-size:14px;margin:16px 0 4px}input[type=email],input[type=text]
{width:100%;box-sizing:border-box;padding:10px;border:1px solid #ccd;border-radius:8px;font-size:15px}
.go{margin-top:12px;padding:10px 18px;border:0;border-radius:8px;background:#0972d3;color:#fff;font-size:15px;cursor:pointer}
.error{color:#b00020}</style></head><body><main>
<h1>Sign in with ${provider}</h1><p>Local ${provider} stand-in: choose who signs in.</p>
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}${identities}
<form method="post" action="${action}"><label for="email">Another email</label>
<input id="email" name="email" type="email" maxlength="${MAX_EMAIL}" required>
<label for="name">Name (optional)</label><input id="name" name="name" type="text" maxlength="${MAX_NAME}">
<button type="submit" class="go">Continue</button></form></main></body></html>`;
}
