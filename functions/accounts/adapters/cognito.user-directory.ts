import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  UsernameExistsException,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { UserDirectory } from '#domain/accounts/ports';

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
