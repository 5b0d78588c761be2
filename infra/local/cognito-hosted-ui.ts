import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';
import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import * as oidc from 'openid-client';
import { issueLocalTokens, type LocalTokenIssuer } from './cognito-custom-auth';
import { readBody } from './http-io';
import {
  LOCAL_IDP_CLIENT_ID,
  LOCAL_IDP_CLIENT_SECRET,
  SOCIAL_PROVIDERS,
  type OidcProviders,
  type SocialProvider,
} from './oidc-providers';

/**
 * A local stand-in for the Cognito domain's hosted UI OAuth endpoints (/oauth2/authorize,
 * /oauth2/idpresponse, /oauth2/token, /logout), for the social sign-in of accounts §4. aws-amplify
 * always calls the domain over https, so it listens with a self-signed certificate for localhost.
 * authorize → the local provider (code + PKCE, openid-client verifies its id_token) → the user is
 * created, or linked by verified email, in cognito-local → a one-time code for the app → the
 * Cognito-shaped token answer with cognito-local's own tokens.
 */

/** Cognito's authorization codes live 5 minutes. */
const CODE_MS = 5 * 60_000;
/** A sign-in left at the provider's page is forgotten after 10 minutes. */
const PENDING_MS = 10 * 60_000;
const MAX_PENDING = 1000;
const MAX_FORM_BYTES = 16 * 1024;

export interface HostedUi {
  /** `localhost:<port>`: the domain aws-amplify is given (it adds https://). */
  domain: string;
  origin: string;
  stop(): Promise<void>;
}

interface Pending {
  provider: SocialProvider;
  redirectUri: string;
  appState: string;
  codeChallenge: string;
  verifier: string;
  expiresAt: number;
}

interface IssuedCode {
  tokens: { AccessToken?: string; IdToken?: string; RefreshToken?: string; ExpiresIn?: number };
  redirectUri: string;
  codeChallenge: string;
  expiresAt: number;
}

export async function startCognitoHostedUi(opts: {
  port: number;
  host: string;
  issuer: LocalTokenIssuer;
  providers: OidcProviders;
  /** Where the app may be sent back after sign-in or sign-out (its origins). */
  allowedRedirect: (url: string) => boolean;
  certFile: string;
  log?: (line: string) => void;
  now?: () => number;
}): Promise<HostedUi> {
  const now = opts.now ?? Date.now;
  const pending = new Map<string, Pending>();
  const codes = new Map<string, IssuedCode>();
  const configs = new Map<SocialProvider, Promise<oidc.Configuration>>();
  const cert = await localhostCertificate(opts.certFile);
  const server = createServer({ key: cert.private, cert: cert.cert });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: opts.port, host: opts.host }, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const origin = `https://localhost:${port}`;
  const idpResponse = `${origin}/oauth2/idpresponse`;

  const configOf = (provider: SocialProvider) => {
    let config = configs.get(provider);
    if (!config) {
      config = oidc.discovery(
        new URL(opts.providers.issuerOf(provider)),
        LOCAL_IDP_CLIENT_ID,
        LOCAL_IDP_CLIENT_SECRET,
        undefined,
        { execute: [oidc.allowInsecureRequests] },
      );
      config.catch(() => configs.delete(provider));
      configs.set(provider, config);
    }
    return config;
  };

  async function authorize(url: URL, res: ServerResponse) {
    const q = url.searchParams;
    const provider = SOCIAL_PROVIDERS.find((p) => p === q.get('identity_provider'));
    const redirectUri = q.get('redirect_uri') ?? '';
    if (q.get('client_id') !== opts.issuer.userPoolClientId) return oauthError(res, 400, 'invalid_client');
    if (!opts.allowedRedirect(redirectUri)) return oauthError(res, 400, 'redirect_mismatch');
    if (q.get('response_type') !== 'code') return oauthError(res, 400, 'unsupported_response_type');
    if (!provider)
      return oauthError(res, 400, 'invalid_request', 'identity_provider must be Google, LinkedIn or Microsoft');
    const codeChallenge = q.get('code_challenge') ?? '';
    if (q.get('code_challenge_method') !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(codeChallenge))
      return oauthError(res, 400, 'invalid_request', 'code_challenge with S256 is required');
    const config = await configOf(provider);
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    for (const [key, p] of pending) if (p.expiresAt <= now() || pending.size >= MAX_PENDING) pending.delete(key);
    pending.set(state, {
      provider,
      redirectUri,
      appState: (q.get('state') ?? '').slice(0, 2048),
      codeChallenge,
      verifier,
      expiresAt: now() + PENDING_MS,
    });
    const target = oidc.buildAuthorizationUrl(config, {
      redirect_uri: idpResponse,
      scope: 'openid email profile',
      // Testers switch identities: the local provider asks every time instead of reusing its session.
      prompt: 'login',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
    });
    redirect(res, target.href);
  }

  async function idpCallback(url: URL, res: ServerResponse) {
    const state = url.searchParams.get('state') ?? '';
    const p = pending.get(state);
    pending.delete(state);
    if (!p || p.expiresAt <= now()) return oauthError(res, 400, 'invalid_request', 'unknown or expired sign-in');
    if (url.searchParams.get('error')) {
      const back = new URL(p.redirectUri);
      back.searchParams.set('error', url.searchParams.get('error') ?? 'access_denied');
      back.searchParams.set('state', p.appState);
      return redirect(res, back.href);
    }
    const config = await configOf(p.provider);
    const tokens = await oidc.authorizationCodeGrant(config, url, {
      pkceCodeVerifier: p.verifier,
      expectedState: state,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    const email = typeof claims?.email === 'string' ? claims.email.trim().toLowerCase() : '';
    if (!email || claims?.email_verified !== true)
      return oauthError(res, 400, 'invalid_request', `${p.provider} did not give a verified email`);
    const name = typeof claims.name === 'string' ? claims.name.slice(0, 256) : undefined;
    const username = await createOrLink(email, name);
    const result = await issueLocalTokens(opts.issuer, username);
    const code = randomBytes(32).toString('base64url');
    codes.set(code, {
      tokens: result.AuthenticationResult ?? {},
      redirectUri: p.redirectUri,
      codeChallenge: p.codeChallenge,
      expiresAt: now() + CODE_MS,
    });
    opts.log?.(`[cognito] ${email} signed in with ${p.provider} (local hosted UI)`);
    const back = new URL(p.redirectUri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', p.appState);
    redirect(res, back.href);
  }

  /**
   * By verified email, as Cognito's linking does: a confirmed login (a password one too) keeps its
   * password and gains the provider's name when it had none. An unconfirmed login is replaced, since
   * whoever started it never proved the address and must not keep a password on it.
   */
  async function createOrLink(email: string, name: string | undefined): Promise<string> {
    const { client, userPoolId } = opts.issuer;
    const existing = await client
      .send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }))
      .catch((err: { name?: string }) => {
        if (err.name === 'UserNotFoundException') return undefined;
        throw err;
      });
    if (existing && existing.UserStatus !== 'UNCONFIRMED') {
      const attributes = new Map((existing.UserAttributes ?? []).map((a) => [a.Name, a.Value]));
      const update = [
        ...(attributes.get('email_verified') === 'true' ? [] : [{ Name: 'email_verified', Value: 'true' }]),
        ...(name && !attributes.get('name') ? [{ Name: 'name', Value: name }] : []),
      ];
      if (update.length)
        await client.send(
          new AdminUpdateUserAttributesCommand({ UserPoolId: userPoolId, Username: email, UserAttributes: update }),
        );
      return existing.Username ?? email;
    }
    if (existing) await client.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: email }));
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
          ...(name ? [{ Name: 'name', Value: name }] : []),
        ],
      }),
    );
    // A federated login has no password of its own; a random one nobody sees confirms it.
    await client.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: userPoolId,
        Username: email,
        Password: `${randomUUID()}Aa1!`,
        Permanent: true,
      }),
    );
    return email;
  }

  async function token(req: IncomingMessage, res: ServerResponse) {
    const body = await readBody(req, MAX_FORM_BYTES);
    if (body === 'too-large') return oauthError(res, 413, 'invalid_request');
    const form = new URLSearchParams(body.toString('utf8'));
    if (form.get('grant_type') !== 'authorization_code') return oauthError(res, 400, 'unsupported_grant_type');
    if (form.get('client_id') !== opts.issuer.userPoolClientId) return oauthError(res, 400, 'invalid_client');
    const code = form.get('code') ?? '';
    const issued = codes.get(code);
    // Spent on first sight: a replayed, unknown or expired code is invalid_grant.
    codes.delete(code);
    if (!issued || issued.expiresAt <= now()) return oauthError(res, 400, 'invalid_grant');
    if (form.get('redirect_uri') !== issued.redirectUri) return oauthError(res, 400, 'invalid_grant');
    const challenge = createHash('sha256')
      .update(form.get('code_verifier') ?? '')
      .digest('base64url');
    if (!sameText(challenge, issued.codeChallenge)) return oauthError(res, 400, 'invalid_grant');
    sendJson(res, 200, {
      access_token: issued.tokens.AccessToken,
      id_token: issued.tokens.IdToken,
      refresh_token: issued.tokens.RefreshToken,
      token_type: 'Bearer',
      expires_in: issued.tokens.ExpiresIn ?? 3600,
    });
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', origin);
    const route = `${req.method} ${url.pathname}`;
    const run = async () => {
      if (req.method === 'OPTIONS') return preflight(res);
      if (route === 'GET /oauth2/authorize') return await authorize(url, res);
      if (route === 'GET /oauth2/idpresponse') return await idpCallback(url, res);
      if (route === 'POST /oauth2/token') return await token(req, res);
      if (route === 'GET /logout') {
        const back = url.searchParams.get('logout_uri') ?? '';
        if (url.searchParams.get('client_id') !== opts.issuer.userPoolClientId || !opts.allowedRedirect(back))
          return oauthError(res, 400, 'invalid_request');
        return redirect(res, back);
      }
      oauthError(res, 404, 'not_found');
    };
    run().catch((err: unknown) => {
      opts.log?.(`[cognito] hosted UI ${route} failed: ${err instanceof Error ? err.message : String(err)}`);
      if (!res.headersSent) oauthError(res, 400, 'invalid_request', 'the sign-in could not be completed');
    });
  });

  return {
    domain: `localhost:${port}`,
    origin,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** One certificate for localhost kept in the data folder, so a browser's exception for it lasts. */
async function localhostCertificate(file: string): Promise<{ private: string; cert: string }> {
  try {
    const kept = JSON.parse(await readFile(file, 'utf8')) as { private?: string; cert?: string; notAfter?: number };
    if (kept.private && kept.cert && (kept.notAfter ?? 0) > Date.now() + 86_400_000)
      return { private: kept.private, cert: kept.cert };
  } catch {
    // None yet, or unreadable: make one.
  }
  const { generate } = await import('selfsigned');
  const notAfter = new Date(Date.now() + 365 * 86_400_000);
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notAfterDate: notAfter,
    extensions: [
      { name: 'basicConstraints', cA: false },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify({ private: pems.private, cert: pems.cert, notAfter: notAfter.getTime() }));
  return { private: pems.private, cert: pems.cert };
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST',
};

function preflight(res: ServerResponse): void {
  res.writeHead(204, CORS).end();
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { location, 'cache-control': 'no-store' }).end();
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...CORS });
  res.end(JSON.stringify(body));
}

function oauthError(res: ServerResponse, status: number, error: string, description?: string): void {
  sendJson(res, status, { error, ...(description ? { error_description: description } : {}) });
}
