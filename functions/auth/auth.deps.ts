import { config } from '#lib/config';
import { makeSesEmailSender } from '#functions/notifications/notifications.adapters';
import { dynamoMagicLinkStore } from './adapters/dynamodb.magic-link-store';
import { makeCreateMagicLinkChallenge, makeVerifyMagicLinkAnswer } from './use-cases/magic-link-challenge.use-case';

// The sign-in triggers' use cases wired to their real adapters, once.

/** MAGIC_LINK_ORIGINS: comma-separated origins (or `https://*.domain`) a link may point at. */
function magicLinkOrigins(): string[] {
  return (config().MAGIC_LINK_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
}

export const createMagicLinkChallenge = /* @__PURE__ */ makeCreateMagicLinkChallenge({
  links: dynamoMagicLinkStore,
  sender: makeSesEmailSender(() => config().EMAIL_FROM),
  allowedOrigins: magicLinkOrigins,
});

export const verifyMagicLinkAnswer = /* @__PURE__ */ makeVerifyMagicLinkAnswer({ links: dynamoMagicLinkStore });
