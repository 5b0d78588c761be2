import { confirmSignIn, signIn } from 'aws-amplify/auth';
import { CLIENT_METADATA, SEND_LINK_ANSWER } from '#domain/auth/custom-auth.rules';
import { MAGIC_LINK_TTL_MINUTES } from '#domain/auth/magic-link.rules';

/**
 * Magic-link sign-in through Cognito's custom flow (CUSTOM_AUTH; the pool's auth-challenge
 * triggers): asking for a link answers the first challenge with SEND_LINK_ANSWER, opening one
 * answers a new sign-in's first challenge with the link's token.
 */
export async function requestMagicLink(email: string, origin: string = window.location.origin): Promise<void> {
  const started = await signIn({ username: email, options: { authFlowType: 'CUSTOM_WITHOUT_SRP' } });
  if (started.nextStep.signInStep !== 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE') throw unexpected(started.nextStep);
  const sent = await confirmSignIn({
    challengeResponse: SEND_LINK_ANSWER,
    options: { clientMetadata: { [CLIENT_METADATA.intent]: 'send-link', [CLIENT_METADATA.origin]: origin } },
  });
  if (sent.nextStep.signInStep !== 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE') throw unexpected(sent.nextStep);
}

/** Signs in with a link's token; throws when the link is spent, late or not this email's. */
export async function signInWithMagicLink(email: string, token: string): Promise<void> {
  const started = await signIn({ username: email, options: { authFlowType: 'CUSTOM_WITHOUT_SRP' } });
  if (started.nextStep.signInStep !== 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE') throw unexpected(started.nextStep);
  const done = await confirmSignIn({ challengeResponse: token });
  if (done.nextStep.signInStep !== 'DONE') throw unexpected(done.nextStep);
}

function unexpected(step: { signInStep: string }): Error {
  return new Error(`This sign-in step is not supported yet: ${step.signInStep}`);
}

export const MAGIC_LINK_REFUSED = `This sign-in link has expired or was already used. A link works once, within ${MAGIC_LINK_TTL_MINUTES} minutes: ask for a new one.`;

/** Cognito refuses a spent, late or foreign link as NotAuthorized (and an aged session likewise). */
export function magicLinkErrorMessage(error: unknown): string {
  const name = (error as { name?: string } | undefined)?.name;
  if (name === 'NotAuthorizedException') return MAGIC_LINK_REFUSED;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
