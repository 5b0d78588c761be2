import { describe, expect, it } from 'vitest';
import { nextAuthStep, shouldSendLink, type ChallengeRound } from '#domain/auth/custom-auth.rules';

const round = (challengeResult: boolean, challengeName = 'CUSTOM_CHALLENGE'): ChallengeRound => ({
  challengeName,
  challengeResult,
});

describe('magic-link custom auth rounds (Define auth challenge)', () => {
  it.each([
    ['a new sign-in asks for a token', [], undefined, false, 'challenge'],
    ['a correct token issues tokens', [round(true)], undefined, false, 'issue-tokens'],
    ['a wrong, spent or late token fails', [round(false)], undefined, false, 'fail'],
    ['asking for a link plays one more round (the link is emailed)', [round(false)], 'send-link', false, 'challenge'],
    ['asking twice in one sign-in fails', [round(false), round(false)], 'send-link', false, 'fail'],
    ['a token after the link round is judged like any', [round(false), round(true)], undefined, false, 'issue-tokens'],
    ['an unknown user never gets tokens', [round(true)], undefined, true, 'fail'],
    ['an unknown user asking for a link looks like anyone', [round(false)], 'send-link', true, 'challenge'],
    ['a password round (SRP) is not this flow', [round(true, 'SRP_A')], undefined, false, 'fail'],
  ] as const)('%s', (_case, session, intent, userNotFound, expected) => {
    expect(nextAuthStep({ session, intent, userNotFound })).toBe(expected);
  });
});

describe('magic-link custom auth rounds (Create auth challenge)', () => {
  it.each([
    ['the round after a send-link answer', 'send-link', 1, false, true],
    ['the first round, even when asked', 'send-link', 0, false, false],
    ['a round without the ask', undefined, 1, false, false],
    ['an unknown user', 'send-link', 1, true, false],
  ] as const)('sends a link: %s → %s', (_case, intent, sessionLength, userNotFound, expected) => {
    expect(shouldSendLink({ intent, sessionLength, userNotFound })).toBe(expected);
  });
});
