import { describe, expect, it } from 'vitest';
import {
  humanCheckOutcome,
  isLoggedAttempt,
  presentedToken,
  type HumanCheckAttempt,
} from '#domain/human-check/human-check.rules';
import { localHumanToken, localTokenIssuedAt } from '#domain/human-check/local-human-check.rules';

describe('human check rule (accounts §4, §7, §8)', () => {
  const cases: [string, HumanCheckAttempt, 'validated' | 'not_validated', boolean][] = [
    ['§4 the widget is absent: validated', { kind: 'absent' }, 'validated', true],
    ['§7 the call fails: validated and logged', { kind: 'failed', reason: 'network' }, 'validated', true],
    ['§8 the provider says validated', { kind: 'decided', outcome: 'validated' }, 'validated', false],
    ['§8 the provider says not validated', { kind: 'decided', outcome: 'not_validated' }, 'not_validated', false],
  ];
  it.each(cases)('%s', (_name, attempt, outcome, logged) => {
    expect(humanCheckOutcome(attempt)).toBe(outcome);
    expect(isLoggedAttempt(attempt)).toBe(logged);
  });

  it('a blank header or field is no token (absent)', () => {
    expect(presentedToken(undefined)).toBeUndefined();
    expect(presentedToken(null)).toBeUndefined();
    expect(presentedToken('   ')).toBeUndefined();
    expect(presentedToken(' abc ')).toBe('abc');
  });

  it('local tokens: what the local widget issues is read back; anything else is not a local token', () => {
    const token = localHumanToken(1_795_000_000_000, 'A'.repeat(24));
    expect(localTokenIssuedAt(token)).toBe(1_795_000_000_000);
    expect(localTokenIssuedAt('local-human.12.short')).toBeUndefined();
    expect(localTokenIssuedAt('0.XXXX.DUMMY.TOKEN.XXXX')).toBeUndefined();
    expect(localTokenIssuedAt(`${token}!`)).toBeUndefined();
  });
});
