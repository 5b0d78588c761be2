import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  AdminGetUserCommand,
  AdminInitiateAuthCommand,
  AdminSetUserPasswordCommand,
  UserNotFoundException,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { CognitoTrigger, CognitoTriggerFunction } from '../app-manifest';
import type { InvokeFunction } from './lambda-runtime';
import { LOCAL_REGION } from './local-config';

/**
 * Cognito CUSTOM_AUTH for the local runtime. cognito-local has no custom authentication flow, so
 * the shim answers InitiateAuth (CUSTOM_AUTH) and RespondToAuthChallenge (CUSTOM_CHALLENGE) here,
 * playing Cognito's part: it calls the SAME Define / Create / Verify trigger handlers the cloud
 * pool calls (through the functions host), with Cognito's event shapes, keeps the session's rounds,
 * and when Define says issueTokens it has cognito-local issue the user's real tokens (so the JWT
 * authorizer verifies them exactly as after a password sign-in).
 */

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
/** Cognito's default AuthSessionValidity: a challenge must be answered within 3 minutes. */
const SESSION_MS = 3 * 60_000;
const MAX_SESSIONS = 1000;

export interface CustomAuthAnswer {
  statusCode: number;
  body: unknown;
}

export interface CustomAuth {
  /** The answer to a custom-auth call, or undefined for any other call (the shim passes those on). */
  handle(target: string, input: unknown): Promise<CustomAuthAnswer | undefined>;
}

interface Round {
  challengeName: 'CUSTOM_CHALLENGE';
  challengeResult: boolean;
  challengeMetadata?: string;
}

interface Session {
  username: string;
  userNotFound: boolean;
  userAttributes: Record<string, string>;
  rounds: Round[];
  privateChallengeParameters: Record<string, string>;
  /** Create's challengeMetadata for the round being played, recorded with its result. */
  pendingMetadata?: string;
  expiresAt: number;
}

interface InitiateAuthInput {
  AuthFlow?: string;
  ClientId?: string;
  AuthParameters?: Record<string, string>;
  ClientMetadata?: Record<string, string>;
}

interface RespondInput {
  ChallengeName?: string;
  ClientId?: string;
  Session?: string;
  ChallengeResponses?: Record<string, string>;
  ClientMetadata?: Record<string, string>;
}

export function createLocalCustomAuth(opts: {
  invoke: InvokeFunction;
  triggers: readonly CognitoTriggerFunction[];
  client: CognitoIdentityProviderClient;
  userPoolId: string;
  userPoolClientId: string;
  /** cognito-local's state file of the pool, read for a user's current password (see issueTokens). */
  poolFile: string;
  log?: (line: string) => void;
  now?: () => number;
}): CustomAuth {
  const now = opts.now ?? Date.now;
  const sessions = new Map<string, Session>();
  const triggerOf = (trigger: CognitoTrigger) => {
    const fn = opts.triggers.find((t) => t.trigger === trigger);
    if (!fn) throw new Error(`No ${trigger} trigger in the app manifest`);
    return fn;
  };

  const baseEvent = (session: Session, triggerSource: string) => ({
    version: '1',
    region: LOCAL_REGION,
    userPoolId: opts.userPoolId,
    userName: session.username,
    callerContext: { awsSdkVersion: 'local', clientId: opts.userPoolClientId },
    triggerSource,
  });

  async function define(session: Session, clientMetadata?: Record<string, string>) {
    const event = {
      ...baseEvent(session, 'DefineAuthChallenge_Authentication'),
      request: {
        userAttributes: session.userAttributes,
        session: session.rounds,
        ...(clientMetadata ? { clientMetadata } : {}),
        userNotFound: session.userNotFound,
      },
      response: { issueTokens: false, failAuthentication: false } as {
        challengeName?: string;
        issueTokens: boolean;
        failAuthentication: boolean;
      },
    };
    const answered = (await opts.invoke(triggerOf('defineAuthChallenge'), event)) as typeof event;
    return answered.response;
  }

  /** Define, then (for another round) Create: the answer Cognito gives after each step. */
  async function nextStep(session: Session, clientMetadata?: Record<string, string>): Promise<CustomAuthAnswer> {
    const decision = await triggerStep('DefineAuthChallenge', () => define(session, clientMetadata));
    if ('statusCode' in decision) return decision;
    if (decision.issueTokens && !decision.failAuthentication) return issueTokens(session);
    if (decision.failAuthentication || decision.challengeName !== 'CUSTOM_CHALLENGE') return notAuthorized();
    const created = await triggerStep('CreateAuthChallenge', async () => {
      const event = {
        ...baseEvent(session, 'CreateAuthChallenge_Authentication'),
        request: {
          userAttributes: session.userAttributes,
          challengeName: 'CUSTOM_CHALLENGE',
          session: session.rounds,
          ...(clientMetadata ? { clientMetadata } : {}),
          userNotFound: session.userNotFound,
        },
        response: { publicChallengeParameters: {}, privateChallengeParameters: {}, challengeMetadata: '' },
      };
      const answered = (await opts.invoke(triggerOf('createAuthChallenge'), event)) as typeof event;
      return answered.response;
    });
    if ('statusCode' in created) return created;
    const id = remember({
      ...session,
      privateChallengeParameters: created.privateChallengeParameters ?? {},
      pendingMetadata: created.challengeMetadata || undefined,
      expiresAt: now() + SESSION_MS,
    });
    return {
      statusCode: 200,
      body: {
        ChallengeName: 'CUSTOM_CHALLENGE',
        Session: id,
        ChallengeParameters: { ...created.publicChallengeParameters, USERNAME: session.username },
      },
    };
  }

  /** A new session id per round, as Cognito does; expired ones (and the oldest, past a bound) are dropped. */
  function remember(session: Session): string {
    for (const [key, s] of sessions) if (s.expiresAt <= now() || sessions.size >= MAX_SESSIONS) sessions.delete(key);
    const id = randomBytes(48).toString('base64url');
    sessions.set(id, session);
    return id;
  }

  async function triggerStep<T>(name: string, run: () => Promise<T>): Promise<T | CustomAuthAnswer> {
    try {
      return await run();
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      opts.log?.(`[cognito] ${name} trigger failed: ${message}`);
      return cognitoError('UserLambdaValidationException', `${name} failed with error ${message}.`);
    }
  }

  async function issueTokens(session: Session): Promise<CustomAuthAnswer> {
    const result = await issueLocalTokens(opts, session.username);
    return { statusCode: 200, body: { ChallengeParameters: {}, ...result } };
  }

  async function userOf(username: string): Promise<Pick<Session, 'username' | 'userAttributes' | 'userNotFound'>> {
    try {
      const user = await opts.client.send(new AdminGetUserCommand({ UserPoolId: opts.userPoolId, Username: username }));
      const userAttributes = Object.fromEntries((user.UserAttributes ?? []).map((a) => [a.Name!, a.Value ?? '']));
      userAttributes['cognito:user_status'] = user.UserStatus ?? '';
      return { username: user.Username ?? username, userAttributes, userNotFound: false };
    } catch (err) {
      if (err instanceof UserNotFoundException || (err as { name?: string }).name === 'UserNotFoundException')
        // As the cloud pool with preventUserExistenceErrors: the flow goes on and never succeeds.
        return { username, userAttributes: {}, userNotFound: true };
      throw err;
    }
  }

  return {
    async handle(target, raw) {
      const operation = target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : target;
      if (operation === 'InitiateAuth') {
        const input = (raw ?? {}) as InitiateAuthInput;
        if (input.AuthFlow !== 'CUSTOM_AUTH') return undefined;
        if (input.ClientId !== opts.userPoolClientId)
          return cognitoError('ResourceNotFoundException', 'User pool client does not exist.');
        const username = input.AuthParameters?.USERNAME?.trim();
        if (!username) return cognitoError('InvalidParameterException', 'Missing required parameter USERNAME');
        const user = await userOf(username);
        if (!user.userNotFound && user.userAttributes['cognito:user_status'] === 'UNCONFIRMED')
          return cognitoError('UserNotConfirmedException', 'User is not confirmed.');
        return nextStep({ ...user, rounds: [], privateChallengeParameters: {}, expiresAt: now() + SESSION_MS });
      }
      if (operation === 'RespondToAuthChallenge') {
        const input = (raw ?? {}) as RespondInput;
        if (input.ChallengeName !== 'CUSTOM_CHALLENGE') return undefined;
        const session = input.Session ? sessions.get(input.Session) : undefined;
        if (input.Session) sessions.delete(input.Session);
        if (!session || session.expiresAt <= now())
          return cognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.');
        const verified = await triggerStep('VerifyAuthChallengeResponse', async () => {
          const event = {
            ...baseEvent(session, 'VerifyAuthChallengeResponse_Authentication'),
            request: {
              userAttributes: session.userAttributes,
              privateChallengeParameters: session.privateChallengeParameters,
              challengeAnswer: input.ChallengeResponses?.ANSWER ?? '',
              ...(input.ClientMetadata ? { clientMetadata: input.ClientMetadata } : {}),
              userNotFound: session.userNotFound,
            },
            response: { answerCorrect: false },
          };
          const answered = (await opts.invoke(triggerOf('verifyAuthChallenge'), event)) as typeof event;
          return answered.response;
        });
        if ('statusCode' in verified) return verified;
        const round: Round = {
          challengeName: 'CUSTOM_CHALLENGE',
          challengeResult: verified.answerCorrect === true,
          ...(session.pendingMetadata ? { challengeMetadata: session.pendingMetadata } : {}),
        };
        return nextStep(
          { ...session, rounds: [...session.rounds, round], pendingMetadata: undefined },
          input.ClientMetadata,
        );
      }
      return undefined;
    },
  };
}

export interface LocalTokenIssuer {
  client: CognitoIdentityProviderClient;
  userPoolId: string;
  userPoolClientId: string;
  /** cognito-local's state file of the pool, read for a user's current password. */
  poolFile: string;
}

/**
 * cognito-local issues tokens only to a password sign-in, so the local runtime signs in as the user
 * with the password cognito-local holds for them (its own state file), leaving that password as it
 * was; a user without one (never set) gets a random secret first. The tokens are cognito-local's own,
 * so the JWT authorizer verifies them exactly as after a password sign-in. Used by the custom flow
 * (magic links) and the local hosted UI (social sign-in).
 */
export async function issueLocalTokens(opts: LocalTokenIssuer, username: string) {
  let password = await storedPassword(opts.poolFile, username);
  if (!password) {
    password = `${randomUUID()}Aa1!`;
    await opts.client.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: opts.userPoolId,
        Username: username,
        Password: password,
        Permanent: true,
      }),
    );
  }
  const answer = await opts.client.send(
    new AdminInitiateAuthCommand({
      UserPoolId: opts.userPoolId,
      ClientId: opts.userPoolClientId,
      AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  );
  const { $metadata: _m, ...body } = answer;
  return body;
}

async function storedPassword(poolFile: string, username: string): Promise<string | undefined> {
  try {
    const state = JSON.parse(await readFile(poolFile, 'utf8')) as {
      Users?: Record<string, { Username?: string; Password?: string }>;
    };
    return state.Users?.[username]?.Password || undefined;
  } catch {
    return undefined;
  }
}

function notAuthorized(): CustomAuthAnswer {
  return cognitoError('NotAuthorizedException', 'Incorrect username or password.');
}

function cognitoError(type: string, message: string): CustomAuthAnswer {
  return { statusCode: 400, body: { __type: type, message } };
}
