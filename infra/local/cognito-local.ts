import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  CreateGroupCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolClientsCommand,
  ListGroupsCommand,
  ListUserPoolsCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  LOCAL_CREDENTIALS,
  LOCAL_HOST,
  LOCAL_REGION,
  LOCAL_USER_POOL_CLIENT_NAME,
  LOCAL_USER_POOL_NAME,
} from './local-config';
import { waitFor } from './wait-for';
import { PASSWORD_MIN as PASSWORD_MIN_LENGTH } from '#domain/forms/auth-forms.schema';

const require = createRequire(import.meta.url);

export interface CognitoLocal {
  endpoint: string;
  /** What cognito-local writes into `iss` (IssuerDomain + '/' + pool id). */
  issuer: string;
  jwksUri: string;
  userPoolId: string;
  userPoolClientId: string;
  /** cognito-local's state file of the pool (it writes every change through). */
  poolFile: string;
  stop(): Promise<void>;
}

export function localCognitoClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
}

/**
 * cognito-local as a child process (it keeps its state in `./.cognito` of its working directory,
 * so the child runs in `<dataDir>/cognito`). The child exits when our stdin pipe closes, so it
 * never outlives the runtime even if the parent is killed hard.
 */
export interface CodeDelivery {
  destination: string;
  code: string;
}

export async function startCognitoLocal(opts: {
  port: number;
  directory: string;
  log?: (line: string) => void;
  /** Sign-up and forgot-password codes, which cognito-local only prints to its console. */
  onCodeDelivery?: (delivery: CodeDelivery) => void;
}): Promise<CognitoLocal> {
  const directory = resolve(opts.directory);
  mkdirSync(join(directory, '.cognito', 'db'), { recursive: true });
  // cognito-local hard-codes `localhost:<port>` in its JWKS and OpenID documents; use the same issuer.
  const issuerDomain = `http://localhost:${opts.port}`;
  writeFileSync(
    join(directory, '.cognito', 'config.json'),
    JSON.stringify(
      { TokenConfig: { IssuerDomain: issuerDomain }, ServerConfig: { port: opts.port, hostname: LOCAL_HOST } },
      null,
      2,
    ),
  );
  const startJs = require.resolve('cognito-local/lib/bin/start.js');
  const child = spawn(
    process.execPath,
    ['-e', `process.stdin.on('end', () => process.exit(0)).resume(); require(${JSON.stringify(startJs)});`],
    {
      cwd: directory,
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, PORT: String(opts.port), HOST: LOCAL_HOST },
    },
  );
  const tail: string[] = [];
  const codes = codeDeliveryParser((delivery) => opts.onCodeDelivery?.(delivery));
  const collect = (d: Buffer) => {
    const text = d.toString();
    tail.push(text);
    if (tail.length > 20) tail.shift();
    codes(text);
    opts.log?.(text);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let exited: string | null = null;
  child.on('exit', (code) => {
    exited ??= `cognito-local exited with code ${code}: ${tail.join('').trim().split('\n').pop() ?? ''}`;
  });
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 3000).unref();
    });

  const endpoint = `http://${LOCAL_HOST}:${opts.port}`;
  const client = localCognitoClient(endpoint);
  try {
    await waitFor(
      async () => {
        if (exited) throw new Error(exited);
        await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
      },
      { timeoutMs: 30_000, what: 'cognito-local' },
    );
    const { userPoolId, userPoolClientId } = await ensureUserPool(client);
    return {
      endpoint,
      issuer: `${issuerDomain}/${userPoolId}`,
      jwksUri: `${endpoint}/${userPoolId}/.well-known/jwks.json`,
      userPoolId,
      userPoolClientId,
      poolFile: join(directory, '.cognito', 'db', `${userPoolId}.json`),
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  } finally {
    client.destroy();
  }
}

/** Finds the pool and web client by name, creating them on the first start. */
export async function ensureUserPool(
  client: CognitoIdentityProviderClient,
): Promise<{ userPoolId: string; userPoolClientId: string }> {
  const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  let userPoolId = pools.UserPools?.find((p) => p.Name === LOCAL_USER_POOL_NAME)?.Id;
  if (!userPoolId) {
    const created = await client.send(
      new CreateUserPoolCommand({
        PoolName: LOCAL_USER_POOL_NAME,
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        // Same policy as the cloud pool: accounts §5 passwords are 7–30 characters, nothing else required.
        Policies: {
          PasswordPolicy: {
            MinimumLength: PASSWORD_MIN_LENGTH,
            RequireLowercase: false,
            RequireUppercase: false,
            RequireNumbers: false,
            RequireSymbols: false,
          },
        },
      }),
    );
    userPoolId = created.UserPool!.Id!;
  }
  const clients = await client.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }));
  let userPoolClientId = clients.UserPoolClients?.find((c) => c.ClientName === LOCAL_USER_POOL_CLIENT_NAME)?.ClientId;
  if (!userPoolClientId) {
    const created = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: LOCAL_USER_POOL_CLIENT_NAME,
        // No SRP locally: aws-amplify is configured for USER_PASSWORD_AUTH against cognito-local.
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      }),
    );
    userPoolClientId = created.UserPoolClient!.ClientId!;
  }
  return { userPoolId, userPoolClientId };
}

/**
 * A confirmed user with a permanent password and a verified email; returns its `sub`.
 * Idempotent: an existing user keeps its id and gets the password reset to the given one.
 */
export async function ensureConfirmedUser(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  email: string,
  password: string,
): Promise<string> {
  let sub = await userSub(client, userPoolId, email);
  if (!sub) {
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: email,
        MessageAction: 'SUPPRESS',
        TemporaryPassword: password,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    sub = await userSub(client, userPoolId, email);
  }
  await client.send(
    new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: email, Password: password, Permanent: true }),
  );
  if (!sub) throw new Error(`cognito-local did not return a sub for ${email}`);
  return sub;
}

async function userSub(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  email: string,
): Promise<string | undefined> {
  try {
    const user = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
    return user.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
  } catch (err) {
    if (err instanceof UserNotFoundException || (err as { name?: string }).name === 'UserNotFoundException')
      return undefined;
    throw err;
  }
}

/**
 * cognito-local's ConsoleMessageSender prints a box: "Confirmation Code Delivery … Destination: x
 * … Code: 123456". The parser finds each complete box in the child's output stream (a code is
 * taken only once the character after it has arrived, so a chunk boundary cannot cut it short).
 */
export function codeDeliveryParser(onDelivery: (delivery: CodeDelivery) => void): (chunk: string) => void {
  let buffer = '';
  const box = /Confirmation Code Delivery[\s\S]*?Destination:\s*([^\s│|]+)[\s\S]*?Code:\s*([^\s│|]+)(?=[\s│|])/;
  return (chunk) => {
    // eslint-disable-next-line no-control-regex
    buffer = (buffer + chunk.replace(/\u001b\[[0-9;]*m/g, '')).slice(-8000);
    for (let m = box.exec(buffer); m; m = box.exec(buffer)) {
      onDelivery({ destination: m[1], code: m[2] });
      buffer = buffer.slice(m.index + m[0].length);
    }
  };
}

/**
 * The group exists in the pool (created on first start), like the cloud pool's CfnUserPoolGroup. Looked up
 * by listing: cognito-local answers GetGroup of a missing group with a bare 500, not ResourceNotFound.
 */
export async function ensureGroup(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  groupName: string,
): Promise<void> {
  const { Groups } = await client.send(new ListGroupsCommand({ UserPoolId: userPoolId, Limit: 60 }));
  if (Groups?.some((g) => g.GroupName === groupName)) return;
  await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: groupName }));
}

/** A user in a group (idempotent): cognito-local then writes the group into the user's tokens' `cognito:groups`. */
export async function ensureUserInGroup(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  email: string,
  groupName: string,
): Promise<void> {
  await ensureGroup(client, userPoolId, groupName);
  await client.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: email, GroupName: groupName }));
}
