import type { Context, VerifyAuthChallengeResponseTriggerEvent } from 'aws-lambda';
import { traced } from '#lib/tracer';
import { verifyMagicLinkAnswer } from '../auth.deps';

/** Cognito Verify auth challenge response trigger: the answer is right when it is a live link of this user. */
export const handler = traced(
  'verify-auth-challenge',
  async (
    event: VerifyAuthChallengeResponseTriggerEvent,
    _context: Context,
  ): Promise<VerifyAuthChallengeResponseTriggerEvent> => {
    event.response.answerCorrect = await verifyMagicLinkAnswer({
      email: event.request.userAttributes.email ?? '',
      answer: String(event.request.challengeAnswer ?? ''),
      userNotFound: event.request.userNotFound === true,
    });
    return event;
  },
);
