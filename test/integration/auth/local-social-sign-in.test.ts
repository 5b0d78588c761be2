import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminGetUserCommand,
  InitiateAuthCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { startCognitoHostedUi, type HostedUi } from '#infra/local/cognito-hosted-ui';
import {
  ensureConfirmedUser,
  localCognitoClient,
  startCognitoLocal,
  type CognitoLocal,
} from '#infra/local/cognito-local';
import { createJwtAuthorizer } from '#infra/local/jwt-authorizer';
import { LOCAL_HOST } from '#infra/local/local-config';
import { startOidcProviders, type OidcProviders } from '#infra/local/oidc-providers';
import { freePort } from '#infra/local/preflight';

/**
 * Social sign-in on the local runtime: the hosted UI stand-in sends the browser to a local OpenID
 * provider, takes its code back, creates or links the cognito-local login and hands the app a
 * one-time code for cognito-local's own tokens, which the JWT authorizer accepts.
 */
const APP = 'http://localhost:3999/';
let dir: string;
let cognito: CognitoLocal;
let providers: OidcProviders;
let hostedUi: HostedUi;
let client: CognitoIdentityProviderClient;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'shipdeck-social-'));
  const [hostedUiPort, providersPort] = await Promise.all([freePort(), freePort()]);
  [cognito, providers] = await Promise.all([
    startCognitoLocal({ port: await freePort(), directory: join(dir, 'cognito') }),
    startOidcProviders({
      port: providersPort,
      host: LOCAL_HOST,
      redirectUris: [`https://localhost:${hostedUiPort}/oauth2/idpresponse`],
    }),
  ]);
  client = localCognitoClient(cognito.endpoint);
  hostedUi = await startCognitoHostedUi({
    port: hostedUiPort,
    host: LOCAL_HOST,
    issuer: {
      client,
      userPoolId: cognito.userPoolId,
      userPoolClientId: cognito.userPoolClientId,
      poolFile: cognito.poolFile,
    },
    providers,
    allowedRedirect: (url) => url.startsWith('http://localhost:3999/'),
    certFile: join(dir, 'hosted-ui-cert.json'),
  });
}, 60_000);

afterAll(async () => {
  client?.destroy();
  await Promise.all([cognito?.stop(), providers?.stop(), hostedUi?.stop()]);
  await rm(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  location?: string;
  setCookie: string[];
  body: string;
}

/** One request, redirects not followed; the hosted UI's certificate is self-signed, so it is not checked here. */
function call(url: string, init: { method?: string; cookie?: string; form?: Record<string, string> } = {}) {
  const body = init.form ? new URLSearchParams(init.form).toString() : undefined;
  return new Promise<Answer>((resolve, reject) => {
    const target = new URL(url);
    const options = {
      method: init.method ?? (body ? 'POST' : 'GET'),
      headers: {
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      rejectUnauthorized: false,
    };
    if (target.protocol === 'https:') {
      const req = httpsRequest(target, options, (res) => collect(res, resolve));
      req.on('error', reject);
      req.end(body);
    } else {
      void fetch(url, { method: options.method, headers: options.headers, body, redirect: 'manual' }).then(
        async (res) =>
          resolve({
            status: res.status,
            location: res.headers.get('location') ?? undefined,
            setCookie: res.headers.getSetCookie(),
            body: await res.text(),
          }),
        reject,
      );
    }
  });
}

function collect(res: import('node:http').IncomingMessage, resolve: (a: Answer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () =>
    resolve({
      status: res.statusCode ?? 0,
      location: res.headers.location,
      setCookie: [res.headers['set-cookie'] ?? []].flat(),
      body: Buffer.concat(chunks).toString('utf8'),
    }),
  );
}

/** A small cookie jar for the provider's session, as the browser keeps one. */
function jar() {
  const cookies = new Map<string, string>();
  return {
    take: (a: Answer) => {
      for (const c of a.setCookie) {
        const [pair] = c.split(';');
        const [k, ...v] = pair!.split('=');
        cookies.set(k!.trim(), v.join('='));
      }
    },
    header: () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
  };
}

function absolute(location: string, base: string) {
  return new URL(location, base).href;
}

/** authorize → the provider's login page → a chosen identity → back to the app with a code. */
async function signInWith(provider: string, email: string, name?: string) {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const authorize = new URL(`${hostedUi.origin}/oauth2/authorize`);
  for (const [k, v] of Object.entries({
    identity_provider: provider,
    redirect_uri: APP,
    response_type: 'code',
    client_id: cognito.userPoolClientId,
    state: 'app-state-1',
    scope: 'openid email profile aws.cognito.signin.user.admin',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }))
    authorize.searchParams.set(k, v);
  const first = await call(authorize.href);
  expect(first.status).toBe(302);
  expect(first.location).toContain(providers.issuerOf(provider as 'Google'));

  const cookies = jar();
  let url = first.location!;
  let answer = await call(url);
  cookies.take(answer);
  // The provider's /auth redirects to its login page.
  while (answer.status === 302 || answer.status === 303) {
    url = absolute(answer.location!, url);
    answer = await call(url, { cookie: cookies.header() });
    cookies.take(answer);
  }
  expect(answer.status).toBe(200);
  expect(answer.body).toContain(`Sign in with ${provider}`);
  expect(answer.body).toContain('Rosa Alvarez — rosa@hill-country-smokehouse.example');
  answer = await call(url, { cookie: cookies.header(), form: { email, ...(name ? { name } : {}) } });
  cookies.take(answer);
  while ((answer.status === 302 || answer.status === 303) && !answer.location!.startsWith(APP)) {
    url = absolute(answer.location!, url);
    answer = await call(url, { cookie: cookies.header() });
    cookies.take(answer);
  }
  expect(answer.status).toBe(302);
  const back = new URL(answer.location!);
  expect(back.searchParams.get('state')).toBe('app-state-1');
  return { code: back.searchParams.get('code')!, verifier };
}

function exchange(code: string, verifier: string) {
  return call(`${hostedUi.origin}/oauth2/token`, {
    form: {
      grant_type: 'authorization_code',
      code,
      client_id: cognito.userPoolClientId,
      redirect_uri: APP,
      code_verifier: verifier,
    },
  });
}

describe('local hosted UI (social sign-in)', () => {
  it('signs a new visitor up with Google: verified email, the name from the provider, tokens the authorizer accepts', async () => {
    const { code, verifier } = await signInWith('Google', 'rosa@hill-country-smokehouse.example', 'Rosa Alvarez');
    const answer = await exchange(code, verifier);
    expect(answer.status).toBe(200);
    const tokens = JSON.parse(answer.body) as Record<string, unknown>;
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: expect.any(Number) });
    expect(typeof tokens.refresh_token).toBe('string');

    const authorize = createJwtAuthorizer({
      issuer: cognito.issuer,
      audience: [cognito.userPoolClientId],
      jwksUri: cognito.jwksUri,
    });
    const authorized = await authorize(`Bearer ${tokens.id_token as string}`);
    expect(authorized?.claims).toMatchObject({ email: 'rosa@hill-country-smokehouse.example' });
    expect(await authorize(`Bearer ${tokens.access_token as string}`)).toBeDefined();

    const user = await client.send(
      new AdminGetUserCommand({ UserPoolId: cognito.userPoolId, Username: 'rosa@hill-country-smokehouse.example' }),
    );
    expect(user.UserStatus).toBe('CONFIRMED');
    expect(user.UserAttributes).toContainEqual({ Name: 'email_verified', Value: 'true' });
    // cognito-local leaves `name` out of its id tokens; the web reads it with GetUser (fetchUserAttributes).
    expect(user.UserAttributes).toContainEqual({ Name: 'name', Value: 'Rosa Alvarez' });
  });

  it('refuses a replayed code and an unknown one with invalid_grant', async () => {
    const { code, verifier } = await signInWith('Microsoft', 'marcus@coastal-seafood.example');
    expect((await exchange(code, verifier)).status).toBe(200);
    const replay = await exchange(code, verifier);
    expect(replay.status).toBe(400);
    expect(JSON.parse(replay.body)).toEqual({ error: 'invalid_grant' });
    const unknown = await exchange(randomBytes(32).toString('base64url'), verifier);
    expect(unknown.status).toBe(400);
    expect(JSON.parse(unknown.body)).toEqual({ error: 'invalid_grant' });
  });

  it('refuses a code with the wrong PKCE verifier, and spends it', async () => {
    const { code, verifier } = await signInWith('LinkedIn', 'priya@northern-sweets.example');
    expect((await exchange(code, randomBytes(32).toString('base64url'))).status).toBe(400);
    expect((await exchange(code, verifier)).status).toBe(400);
  });

  it('links a LinkedIn sign-in to an existing password login by email, which keeps its password', async () => {
    const email = 'pat@password-first.example';
    await ensureConfirmedUser(client, cognito.userPoolId, email, 'Password1');
    const { code, verifier } = await signInWith('LinkedIn', email, 'Pat Lee');
    const answer = await exchange(code, verifier);
    expect(answer.status).toBe(200);
    const passwordSignIn = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: cognito.userPoolClientId,
        AuthParameters: { USERNAME: email, PASSWORD: 'Password1' },
      }),
    );
    expect(passwordSignIn.AuthenticationResult?.IdToken).toBeTruthy();
    const sub = (token: string) =>
      (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }).sub;
    expect(sub((JSON.parse(answer.body) as { id_token: string }).id_token)).toBe(
      sub(passwordSignIn.AuthenticationResult!.IdToken!),
    );
  });

  it('refuses an unknown provider, another client and a redirect outside the app', async () => {
    const base = `${hostedUi.origin}/oauth2/authorize?response_type=code&code_challenge_method=S256&code_challenge=${'a'.repeat(43)}`;
    const ok = `&client_id=${cognito.userPoolClientId}&redirect_uri=${encodeURIComponent(APP)}`;
    expect((await call(`${base}${ok}&identity_provider=Facebook`)).status).toBe(400);
    expect(
      (await call(`${base}&client_id=other&redirect_uri=${encodeURIComponent(APP)}&identity_provider=Google`)).status,
    ).toBe(400);
    expect(
      (
        await call(
          `${base}&client_id=${cognito.userPoolClientId}&redirect_uri=${encodeURIComponent('https://evil.example/')}&identity_provider=Google`,
        )
      ).status,
    ).toBe(400);
  });
});
