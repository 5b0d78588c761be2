import { expect, inject } from 'vitest';
import {
  AdminConfirmSignUpCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { runtimeConfigSchema } from '#api/runtime-config';
import { LOCAL_CREDENTIALS } from '#infra/local/local-config';

/** A client straight to the emulator (the app origin's shim refuses admin calls). */
async function withCognito<T>(
  use: (client: CognitoIdentityProviderClient, pool: { userPoolId: string; clientId: string }) => Promise<T>,
): Promise<T> {
  const config = runtimeConfigSchema.parse(await (await fetch(`${inject('appUrl')}/runtime-config.json`)).json());
  const client = new CognitoIdentityProviderClient({
    region: config.region,
    endpoint: inject('emulators').cognito,
    credentials: LOCAL_CREDENTIALS,
  });
  try {
    return await use(client, { userPoolId: config.userPoolId, clientId: config.userPoolClientId });
  } finally {
    client.destroy();
  }
}

/** Stands in for the user's inbox: cognito-local only logs the code, so the test confirms the user with an admin call. */
export async function confirmThroughCognito(email: string): Promise<void> {
  await withCognito(async (client, { userPoolId }) => {
    // The pool signs in by email, so the Cognito username is a generated id.
    const { Users = [] } = await client.send(
      new ListUsersCommand({ UserPoolId: userPoolId, Filter: `email = "${email}"` }),
    );
    const username = Users.find((u) => u.Attributes?.some((a) => a.Name === 'email' && a.Value === email))?.Username;
    expect(username, `no Cognito user for ${email}`).toBeTruthy();
    await client.send(new AdminConfirmSignUpCommand({ UserPoolId: userPoolId, Username: username }));
  });
}

/** A confirmed login made outside this browser (say, on a phone): nothing of the sign-up answers is kept here. */
export async function signUpElsewhere(email: string, password: string): Promise<void> {
  await withCognito((client, { clientId }) =>
    client.send(
      new SignUpCommand({
        ClientId: clientId,
        Username: email,
        Password: password,
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    ),
  );
  await confirmThroughCognito(email);
}
