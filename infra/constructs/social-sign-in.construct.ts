import { SecretValue, Stack } from 'aws-cdk-lib';
import {
  OAuthScope,
  OidcAttributeRequestMethod,
  ProviderAttribute,
  UserPoolClientIdentityProvider,
  UserPoolIdentityProviderGoogle,
  UserPoolIdentityProviderOidc,
  type OAuthSettings,
  type UserPool,
  type UserPoolDomain,
} from 'aws-cdk-lib/aws-cognito';
import { Construct, type IDependable } from 'constructs';
import type { SocialSignInProvider } from '#api/runtime-config';

/** Secrets Manager names of the providers' client secrets (a plain string each), created by an operator. */
export const SOCIAL_SECRET_NAMES: Record<SocialSignInProvider, string> = {
  Google: 'shipdeck/social-sign-in/google',
  LinkedIn: 'shipdeck/social-sign-in/linkedin',
  Microsoft: 'shipdeck/social-sign-in/microsoft',
};

/** Where the local runtime serves the app: its redirects are allowed too, for a developer against a cloud pool. */
export const LOCAL_APP_ORIGIN = 'http://localhost:3000';

export interface SocialSignInProps {
  userPool: UserPool;
  /** The hosted UI's Cognito domain prefix (`<prefix>.auth.<region>.amazoncognito.com`). */
  domainPrefix: string;
  /** Origins of the web app; the hosted UI sends the browser back only to these (`<origin>/`). */
  appOrigins: string[];
  googleClientId?: string;
  linkedInClientId?: string;
  microsoftClientId?: string;
  /** Microsoft's issuer is per tenant (`login.microsoftonline.com/<tenant>/v2.0`); Cognito checks it exactly. */
  microsoftTenantId?: string;
}

/**
 * Sign-up and sign-in with Google, LinkedIn and Microsoft (accounts §4) through the user pool: each provider
 * whose client id is in the context, its secret read from Secrets Manager by name at deploy time (a dynamic
 * reference: never in code or the template), email, its verification and the name mapped; the Cognito domain
 * (hosted UI) and the app client's OAuth settings.
 */
export class SocialSignIn extends Construct {
  readonly providers: SocialSignInProvider[] = [];
  readonly domain: UserPoolDomain;
  /** The hosted UI's host name, for the web app's runtime config. */
  readonly domainName: string;
  readonly supportedIdentityProviders: UserPoolClientIdentityProvider[] = [UserPoolClientIdentityProvider.COGNITO];
  readonly oAuth: OAuthSettings;
  /** The client must be made after the providers it names. */
  readonly dependables: IDependable[] = [];

  constructor(scope: Construct, id: string, props: SocialSignInProps) {
    super(scope, id);
    const { userPool } = props;
    const secret = (provider: SocialSignInProvider) => SecretValue.secretsManager(SOCIAL_SECRET_NAMES[provider]);

    if (props.googleClientId) {
      const google = new UserPoolIdentityProviderGoogle(this, 'Google', {
        userPool,
        clientId: props.googleClientId,
        clientSecretValue: secret('Google'),
        scopes: ['openid', 'email', 'profile'],
        attributeMapping: {
          email: ProviderAttribute.GOOGLE_EMAIL,
          emailVerified: ProviderAttribute.GOOGLE_EMAIL_VERIFIED,
          fullname: ProviderAttribute.GOOGLE_NAME,
        },
      });
      this.add('Google', UserPoolClientIdentityProvider.GOOGLE, google);
    }
    const oidcProvider = (name: 'LinkedIn' | 'Microsoft', clientId: string, issuerUrl: string) => {
      const provider = new UserPoolIdentityProviderOidc(this, name, {
        userPool,
        name,
        clientId,
        clientSecret: secret(name).unsafeUnwrap(),
        issuerUrl,
        scopes: ['openid', 'email', 'profile'],
        attributeRequestMethod: OidcAttributeRequestMethod.GET,
        attributeMapping: {
          email: ProviderAttribute.other('email'),
          emailVerified: ProviderAttribute.other('email_verified'),
          fullname: ProviderAttribute.other('name'),
        },
      });
      this.add(name, UserPoolClientIdentityProvider.custom(name), provider);
    };
    if (props.linkedInClientId) oidcProvider('LinkedIn', props.linkedInClientId, 'https://www.linkedin.com/oauth');
    if (props.microsoftClientId) {
      if (!props.microsoftTenantId) throw new Error('Context microsoftTenantId is required with microsoftClientId');
      oidcProvider(
        'Microsoft',
        props.microsoftClientId,
        `https://login.microsoftonline.com/${props.microsoftTenantId}/v2.0`,
      );
    }

    this.domain = userPool.addDomain('HostedUi', { cognitoDomain: { domainPrefix: props.domainPrefix } });
    this.domainName = `${props.domainPrefix}.auth.${Stack.of(this).region}.amazoncognito.com`;
    const returnUrls = [...new Set([...props.appOrigins, LOCAL_APP_ORIGIN])].map((origin) => `${origin}/`);
    this.oAuth = {
      flows: { authorizationCodeGrant: true },
      scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE, OAuthScope.COGNITO_ADMIN],
      callbackUrls: returnUrls,
      logoutUrls: returnUrls,
    };
  }

  private add(name: SocialSignInProvider, client: UserPoolClientIdentityProvider, provider: IDependable) {
    this.providers.push(name);
    this.supportedIdentityProviders.push(client);
    this.dependables.push(provider);
  }
}
