import { CHALLENGE_METADATA, CLIENT_METADATA, SEND_LINK_ANSWER, shouldSendLink } from '#domain/auth/custom-auth.rules';
import {
  MAGIC_LINK_TOKEN_PATTERN,
  hashMagicLinkToken,
  isAllowedLinkOrigin,
  magicLinkEmail,
  magicLinkSignsIn,
  magicLinkUrl,
  newMagicLinkToken,
  newStoredMagicLink,
} from '#domain/auth/magic-link.rules';
import type { MagicLinkStore } from '#domain/auth/ports';
import type { EmailSender } from '#domain/notifications/ports';

export class LinkOriginNotAllowedError extends Error {
  override readonly name = 'LinkOriginNotAllowedError';
  constructor(origin: string) {
    super(`Sign-in links cannot point at ${origin || 'an unknown origin'}.`);
  }
}

export interface CreateChallengeInput {
  email: string;
  userNotFound: boolean;
  /** Rounds already played in this sign-in. */
  sessionLength: number;
  clientMetadata: Record<string, string>;
}

export interface CreatedChallenge {
  publicChallengeParameters: Record<string, string>;
  privateChallengeParameters: Record<string, string>;
  challengeMetadata: string;
}

/**
 * Create auth challenge: every round asks for a token; the round after a send-link answer first
 * stores a new link (its hash) and emails it. An unknown email gets the same answer and no mail,
 * so the sign-in page never tells who has an account.
 */
export function makeCreateMagicLinkChallenge(deps: {
  links: MagicLinkStore;
  sender: EmailSender;
  /** Origins a link may point at (exact or `https://*.domain`). */
  allowedOrigins: () => readonly string[];
  now?: () => Date;
  newToken?: () => string;
}) {
  const now = deps.now ?? (() => new Date());
  const newToken = deps.newToken ?? (() => newMagicLinkToken());
  return async (input: CreateChallengeInput): Promise<CreatedChallenge> => {
    const intent = input.clientMetadata[CLIENT_METADATA.intent];
    const send = shouldSendLink({ intent, sessionLength: input.sessionLength, userNotFound: input.userNotFound });
    const asked = intent === 'send-link' && input.sessionLength > 0;
    if (asked) {
      const origin = input.clientMetadata[CLIENT_METADATA.origin] ?? '';
      if (!isAllowedLinkOrigin(origin, deps.allowedOrigins())) throw new LinkOriginNotAllowedError(origin);
      if (send) {
        const token = newToken();
        await deps.links.save(await newStoredMagicLink(input.email, token, now()));
        const mail = magicLinkEmail(magicLinkUrl(origin, input.email, token));
        await deps.sender.send({ to: input.email, ...mail });
      }
    }
    return {
      publicChallengeParameters: { step: asked ? CHALLENGE_METADATA.linkSent : CHALLENGE_METADATA.awaitingToken },
      privateChallengeParameters: {},
      challengeMetadata: asked ? CHALLENGE_METADATA.linkSent : CHALLENGE_METADATA.awaitingToken,
    };
  };
}

/**
 * Verify auth challenge: the answer is a link's token. The link is consumed before it is judged,
 * so it signs in once at most, and a late or foreign use spends it too. The send-link answer and
 * anything not shaped like a token are wrong without touching the store.
 */
export function makeVerifyMagicLinkAnswer(deps: { links: MagicLinkStore; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return async (input: { email: string; answer: string; userNotFound: boolean }): Promise<boolean> => {
    if (input.userNotFound || input.answer === SEND_LINK_ANSWER) return false;
    if (!MAGIC_LINK_TOKEN_PATTERN.test(input.answer)) return false;
    const link = await deps.links.consume(await hashMagicLinkToken(input.answer));
    return magicLinkSignsIn(link, input.email, now());
  };
}
