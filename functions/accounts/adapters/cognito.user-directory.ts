import { randomBytes } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  UsernameExistsException,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { UserDirectory } from '#domain/accounts/ports';

/** 16 URL-safe random characters: the invitation's one-time password. */
const temporaryPassword = () => randomBytes(12).toString('base64url');

const subOf = (attributes: { Name?: string; Value?: string }[] | undefined) =>
  attributes?.find((a) => a.Name === 'sub')?.Value;

/**
 * The Cognito user pool (cognito-local on `npm start`): AdminCreateUser sends the pool's invitation
 * email with a temporary password; the invitee sets their own at first sign-in.
 */
export function makeCognitoUserDirectory(
  client: () => CognitoIdentityProviderClient,
  userPoolId: () => string,
): UserDirectory {
  return {
    async invite({ email, name }) {
      try {
        const created = await client().send(
          new AdminCreateUserCommand({
            UserPoolId: userPoolId(),
            Username: email,
            // Ours rather than the pool's: long enough for the sign-in form's 7-character minimum
            // (accounts §5) wherever the pool runs; Cognito still emails it in the invitation.
            TemporaryPassword: temporaryPassword(),
            DesiredDeliveryMediums: ['EMAIL'],
            UserAttributes: [
              { Name: 'email', Value: email },
              { Name: 'email_verified', Value: 'true' },
              { Name: 'name', Value: name },
            ],
          }),
        );
        const userId = subOf(created.User?.Attributes);
        if (!userId) throw new Error(`Cognito created ${email} without a sub`);
        return { userId, created: true };
      } catch (err) {
        const exists =
          err instanceof UsernameExistsException || (err as { name?: string }).name === 'UsernameExistsException';
        if (!exists) throw err;
        const user = await client().send(new AdminGetUserCommand({ UserPoolId: userPoolId(), Username: email }));
        const userId = subOf(user.UserAttributes);
        if (!userId) throw new Error(`Cognito has ${email} without a sub`, { cause: err });
        return { userId, created: false };
      }
    },
  };
}
