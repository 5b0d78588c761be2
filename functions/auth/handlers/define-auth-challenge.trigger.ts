import type { Context, DefineAuthChallengeTriggerEvent } from 'aws-lambda';
import { CLIENT_METADATA, CUSTOM_CHALLENGE, nextAuthStep } from '#domain/auth/custom-auth.rules';
import { traced } from '#lib/tracer';

/** Cognito Define auth challenge trigger (magic-link sign-in): the next step after the rounds so far. */
export const handler = traced(
  'define-auth-challenge',
  async (event: DefineAuthChallengeTriggerEvent, _context: Context): Promise<DefineAuthChallengeTriggerEvent> => {
    const step = nextAuthStep({
      session: event.request.session ?? [],
      intent: event.request.clientMetadata?.[CLIENT_METADATA.intent],
      userNotFound: event.request.userNotFound,
    });
    event.response.issueTokens = step === 'issue-tokens';
    event.response.failAuthentication = step === 'fail';
    if (step === 'challenge') event.response.challengeName = CUSTOM_CHALLENGE;
    return event;
  },
);
