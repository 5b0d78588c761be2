/**
 * The Cognito custom authentication flow behind magic links (CUSTOM_AUTH with Define, Create and
 * Verify auth challenge triggers). One sign-in is a few challenge rounds:
 *
 * 1. The browser starts CUSTOM_AUTH; the first challenge asks for a link token.
 * 2a. Asking for a link: the browser answers SEND_LINK_ANSWER with clientMetadata intent
 *     `send-link`; that answer is never correct, and the next challenge's creation emails the link.
 * 2b. Opening a link: a new CUSTOM_AUTH whose first answer is the token; correct → tokens.
 *
 * Anything else (a wrong, spent or late token, too many rounds, another challenge) fails.
 */

export const CUSTOM_CHALLENGE = 'CUSTOM_CHALLENGE';

/** The answer that asks for a link rather than offering a token. */
export const SEND_LINK_ANSWER = 'send-link';

/** clientMetadata keys the browser sends with its answer. */
export const CLIENT_METADATA = {
  intent: 'intent',
  /** The origin the browser runs on: the link points back at it when it is an allowed origin. */
  origin: 'origin',
} as const;

export type AuthIntent = 'send-link' | 'use-link';

/** The round sends a link only when its creation was asked to (the round after a send-link answer). */
export const CHALLENGE_METADATA = { awaitingToken: 'AWAITING_TOKEN', linkSent: 'LINK_SENT' } as const;

/** A send-link round and a token round at most; a third attempt in one session is not a user. */
export const MAX_CHALLENGE_ROUNDS = 2;

export interface ChallengeRound {
  challengeName: string;
  challengeResult: boolean;
}

export type NextAuthStep = 'issue-tokens' | 'challenge' | 'fail';

/** Define auth challenge: what Cognito does after the rounds so far. */
export function nextAuthStep(input: {
  session: readonly ChallengeRound[];
  intent?: string;
  userNotFound?: boolean;
}): NextAuthStep {
  const { session } = input;
  if (session.length === 0) return 'challenge';
  if (session.some((round) => round.challengeName !== CUSTOM_CHALLENGE)) return 'fail';
  const last = session[session.length - 1];
  if (last.challengeResult) return input.userNotFound ? 'fail' : 'issue-tokens';
  if (input.intent === 'send-link' && session.length < MAX_CHALLENGE_ROUNDS) return 'challenge';
  return 'fail';
}

/** Create auth challenge: whether this round's creation emails a link (never for an unknown user). */
export function shouldSendLink(input: { intent?: string; sessionLength: number; userNotFound?: boolean }): boolean {
  return input.intent === 'send-link' && input.sessionLength > 0 && !input.userNotFound;
}
