import { describe, expect, it } from 'vitest';
import {
  HUMAN_TOKEN_LIFETIME_MS,
  LOCAL_HUMAN_FAIL_TOKEN,
  localHumanToken,
} from '#domain/human-check/local-human-check.rules';
import { makeSandboxHumanCheck } from '#functions/human-check/adapters/sandbox.human-check';

const NOW = 1_795_000_000_000;

describe('the local human check stand-in', () => {
  it('accepts a token its widget issued, once (a second use is refused, as Turnstile refuses a duplicate)', async () => {
    const check = makeSandboxHumanCheck(() => NOW);
    const token = localHumanToken(NOW - 1_000, 'abcdefghijklmnopqrstuvwx');
    expect(await check.verify(token)).toBe('validated');
    expect(await check.verify(token)).toBe('not_validated');
  });

  it('refuses the documented fail token, a token past five minutes and strings its widget never issues', async () => {
    const check = makeSandboxHumanCheck(() => NOW);
    expect(await check.verify(LOCAL_HUMAN_FAIL_TOKEN)).toBe('not_validated');
    expect(await check.verify(localHumanToken(NOW - HUMAN_TOKEN_LIFETIME_MS - 1, 'abcdefghijklmnopqrstuvwx'))).toBe(
      'not_validated',
    );
    expect(await check.verify('0.XXXX.DUMMY.TOKEN.XXXX')).toBe('not_validated');
    expect(await check.verify('anything')).toBe('not_validated');
  });
});
