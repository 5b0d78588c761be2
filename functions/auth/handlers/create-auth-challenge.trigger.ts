import type { Context, CreateAuthChallengeTriggerEvent } from 'aws-lambda';
import { traced } from '#lib/tracer';
import { createMagicLinkChallenge } from '../auth.deps';

/** Cognito Create auth challenge trigger: asks for a link token, emailing a new link when asked to. */
export const handler = traced(
  'create-auth-challenge',
  async (event: CreateAuthChallengeTriggerEvent, _context: Context): Promise<CreateAuthChallengeTriggerEvent> => {
    const created = await createMagicLinkChallenge({
      email: event.request.userAttributes.email ?? '',
      userNotFound: event.request.userNotFound === true,
      sessionLength: event.request.session?.length ?? 0,
      clientMetadata: event.request.clientMetadata ?? {},
    });
    event.response.publicChallengeParameters = created.publicChallengeParameters;
    event.response.privateChallengeParameters = created.privateChallengeParameters;
    event.response.challengeMetadata = created.challengeMetadata;
    return event;
  },
);
