import { signInWithRedirect } from 'aws-amplify/auth';
import type { SocialSignInProvider } from '#api/runtime-config';

/**
 * Amplify names Cognito's built-in Google provider by itself and OIDC providers as custom ones. Loaded on the
 * click: the redirect code stays out of the first screen's bundle, which every signed-out visit downloads.
 */
export function startSocialRedirect(provider: SocialSignInProvider): Promise<void> {
  return signInWithRedirect({ provider: provider === 'Google' ? 'Google' : { custom: provider } });
}
