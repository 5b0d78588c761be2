import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { COGNITO_TRIGGER_FUNCTIONS, MAGIC_LINK_ORIGINS_ENV } from '#infra/app-manifest';
import { createLocalCustomAuth, type CustomAuth } from '#infra/local/cognito-custom-auth';
import {
  ensureConfirmedUser,
  localCognitoClient,
  startCognitoLocal,
  type CognitoLocal,
} from '#infra/local/cognito-local';
import { createJwtAuthorizer } from '#infra/local/jwt-authorizer';
import { invokeHandler } from '#infra/local/lambda-runtime';
import { freePort } from '#infra/local/preflight';
import { startSesLocal, type SesLocal } from '#infra/local/ses-local';

/**
 * Magic-link sign-in on the local runtime: the shim plays Cognito's CUSTOM_AUTH with the real trigger
 * handlers (here in process), the link arrives in the SES emulator's inbox, and the tokens are
 * cognito-local's own, which the JWT authorizer accepts as after a password sign-in.
 */
const ORIGIN = 'http://localhost:3999';
const PASSWORD = 'Password1';
let dir: string;
let cognito: CognitoLocal;
let ses: SesLocal;
let client: CognitoIdentityProviderClient;
let auth: CustomAuth;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'shipdeck-custom-auth-'));
  [cognito, ses] = await Promise.all([
    startCognitoLocal({ port: await freePort(), directory: join(dir, 'cognito') }),
    startSesLocal({ port: 0 }),
  ]);
  // The trigger handlers read these at their first import, as a Lambda reads its environment.
  process.env.AWS_ENDPOINT_URL_SESV2 = ses.endpoint;
  process.env.EMAIL_FROM = 'Shipdeck <no-reply@shipdeck.local>';
  process.env[MAGIC_LINK_ORIGINS_ENV] = ORIGIN;
  client = localCognitoClient(cognito.endpoint);
  auth = createLocalCustomAuth({
    invoke: (fn, event) => invokeHandler(fn, event),
    triggers: COGNITO_TRIGGER_FUNCTIONS,
    client,
    userPoolId: cognito.userPoolId,
    userPoolClientId: cognito.userPoolClientId,
    poolFile: cognito.poolFile,
  });
}, 60_000);

afterAll(async () => {
  client?.destroy();
  await Promise.all([cognito?.stop(), ses?.stop()]);
  await rm(dir, { recursive: true, force: true });
});

const target = (op: string) => `AWSCognitoIdentityProviderService.${op}`;

async function start(email: string) {
  const answer = await auth.handle(target('InitiateAuth'), {
    AuthFlow: 'CUSTOM_AUTH',
    ClientId: cognito.userPoolClientId,
    AuthParameters: { USERNAME: email },
  });
  expect(answer?.statusCode).toBe(200);
  return answer!.body as { ChallengeName: string; Session: string; ChallengeParameters: Record<string, string> };
}

function respond(session: string, email: string, answer: string, clientMetadata?: Record<string, string>) {
  return auth.handle(target('RespondToAuthChallenge'), {
    ChallengeName: 'CUSTOM_CHALLENGE',
    ClientId: cognito.userPoolClientId,
    Session: session,
    ChallengeResponses: { USERNAME: email, ANSWER: answer },
    ...(clientMetadata ? { ClientMetadata: clientMetadata } : {}),
  });
}

async function mailsTo(email: string): Promise<{ subject: string; body: { text?: string } }[]> {
  const store = (await (await fetch(`${ses.endpoint}/store`)).json()) as {
    emails: { subject: string; destination: { to: string[] }; body: { text?: string } }[];
  };
  return store.emails.filter((e) => e.destination.to.includes(email));
}

async function askForLink(email: string): Promise<string | undefined> {
  const first = await start(email);
  expect(first.ChallengeName).toBe('CUSTOM_CHALLENGE');
  const sent = await respond(first.Session, email, 'send-link', { intent: 'send-link', origin: ORIGIN });
  expect(sent?.statusCode).toBe(200);
  expect((sent!.body as { ChallengeParameters: Record<string, string> }).ChallengeParameters.step).toBe('LINK_SENT');
  const mails = await mailsTo(email);
  const text = mails.at(-1)?.body.text ?? '';
  return /token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
}

describe('local CUSTOM_AUTH (magic links) through the same trigger handlers', () => {
  it('a link from the inbox signs in once with tokens the JWT authorizer accepts; the password still works', async () => {
    const email = 'links@example.com';
    await ensureConfirmedUser(client, cognito.userPoolId, email, PASSWORD);
    const token = await askForLink(email);
    expect(token).toBeDefined();
    expect((await mailsTo(email))[0].body.text).toContain(`${ORIGIN}/magic-link#email=links%40example.com&token=`);

    const opened = await start(email);
    const signedIn = await respond(opened.Session, email, token!);
    expect(signedIn?.statusCode).toBe(200);
    const result = (signedIn!.body as { AuthenticationResult: { IdToken: string; RefreshToken: string } })
      .AuthenticationResult;
    expect(result.RefreshToken).toBeTruthy();
    const authorize = createJwtAuthorizer({
      issuer: cognito.issuer,
      audience: [cognito.userPoolClientId],
      jwksUri: cognito.jwksUri,
    });
    expect((await authorize(result.IdToken))?.claims.email).toBe(email);

    // The same link again: spent.
    const again = await start(email);
    expect(await respond(again.Session, email, token!)).toEqual({
      statusCode: 400,
      body: { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' },
    });

    // The user's own password is left as it was.
    const password = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: cognito.userPoolClientId,
        AuthParameters: { USERNAME: email, PASSWORD },
      }),
    );
    expect(password.AuthenticationResult?.IdToken).toBeTruthy();
  });

  it("a session's id is single use and a wrong token fails the sign-in", async () => {
    const email = 'wrong@example.com';
    await ensureConfirmedUser(client, cognito.userPoolId, email, PASSWORD);
    const first = await start(email);
    const wrong = await respond(first.Session, email, 'A'.repeat(43));
    expect(wrong?.statusCode).toBe(400);
    const replayed = await respond(first.Session, email, 'A'.repeat(43));
    expect(replayed?.body).toMatchObject({ __type: 'NotAuthorizedException' });
  });

  it('an unknown email plays the same rounds and gets no mail', async () => {
    const email = 'nobody@example.com';
    expect(await askForLink(email)).toBeUndefined();
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('a link that would point at another origin is refused by the trigger', async () => {
    const email = 'origin@example.com';
    await ensureConfirmedUser(client, cognito.userPoolId, email, PASSWORD);
    const first = await start(email);
    const answer = await respond(first.Session, email, 'send-link', {
      intent: 'send-link',
      origin: 'https://evil.example',
    });
    expect(answer).toMatchObject({ statusCode: 400, body: { __type: 'UserLambdaValidationException' } });
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('every other call passes through to cognito-local', async () => {
    expect(await auth.handle(target('InitiateAuth'), { AuthFlow: 'USER_PASSWORD_AUTH' })).toBeUndefined();
    expect(await auth.handle(target('RespondToAuthChallenge'), { ChallengeName: 'NEW_PASSWORD_REQUIRED' })).toBe(
      undefined,
    );
    expect(await auth.handle(target('SignUp'), {})).toBeUndefined();
  });
});
