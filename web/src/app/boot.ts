import { Amplify } from 'aws-amplify';
import { runtimeConfigSchema, type RuntimeConfig } from '#api/runtime-config';

export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

/** The web app learns where it runs from `/runtime-config.json`, parsed once at boot. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl(RUNTIME_CONFIG_PATH, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load ${RUNTIME_CONFIG_PATH} (HTTP ${response.status})`);
  return runtimeConfigSchema.parse(await response.json());
}

/** Amplify Auth settings for the pool; locally `userPoolEndpoint` points at cognito-local. */
export function amplifyAuthConfig(config: RuntimeConfig) {
  return {
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        loginWith: {
          email: true,
          ...(config.oauth
            ? {
                oauth: {
                  domain: config.oauth.domain,
                  scopes: ['openid', 'email', 'profile', 'aws.cognito.signin.user.admin'],
                  redirectSignIn: config.oauth.redirectSignIn,
                  redirectSignOut: config.oauth.redirectSignOut,
                  responseType: 'code' as const,
                  providers: config.oauth.providers.map((p) => (p === 'Google' ? p : { custom: p })),
                },
              }
            : {}),
        },
      },
    },
  };
}

export function configureAmplify(config: RuntimeConfig): void {
  Amplify.configure(amplifyAuthConfig(config));
  // Completes a provider sign-in on the page the hosted UI sends the browser back to; loaded only where the
  // pool offers providers, and beside the first screen rather than in it (Amplify waits for it before tokens).
  if (config.oauth) void import('aws-amplify/auth/enable-oauth-listener');
}

/** cognito-local has no SRP, so with a custom endpoint the password goes over USER_PASSWORD_AUTH. */
export function signInFlowFor(config: RuntimeConfig): 'USER_PASSWORD_AUTH' | 'USER_SRP_AUTH' {
  return config.userPoolEndpoint ? 'USER_PASSWORD_AUTH' : 'USER_SRP_AUTH';
}
