import { afterEach, describe, expect, it, vi } from 'vitest';
import { HumanCheckUnavailableError, type HumanCheck } from '#domain/human-check/ports';
import { makeCheckHuman } from '#functions/human-check/use-cases/check-human.use-case';
import { logger } from '#lib/logger';

const provider = (verify: HumanCheck['verify']): HumanCheck => ({ verify });

describe('checkHuman: the provider behind the spec’s rule', () => {
  afterEach(() => vi.restoreAllMocks());

  it('the provider’s verdict stands, unlogged', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    expect(await makeCheckHuman({ humanCheck: provider(async () => 'not_validated') })('t', '1.2.3.4')).toBe(
      'not_validated',
    );
    expect(await makeCheckHuman({ humanCheck: provider(async () => 'validated') })('t')).toBe('validated');
    expect(warn).not.toHaveBeenCalled();
  });

  it('no token: validated without asking the provider, logged', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const verify = vi.fn<HumanCheck['verify']>(async () => 'not_validated');
    expect(await makeCheckHuman({ humanCheck: provider(verify) })(undefined)).toBe('validated');
    expect(verify).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('Human check treated as validated', { attempt: { kind: 'absent' } });
  });

  it('a provider that cannot decide (or throws anything): validated, logged with the reason', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const unavailable = provider(async () => {
      throw new HumanCheckUnavailableError('siteverify answered 502');
    });
    expect(await makeCheckHuman({ humanCheck: unavailable })('t')).toBe('validated');
    expect(warn).toHaveBeenLastCalledWith('Human check treated as validated', {
      attempt: { kind: 'failed', reason: 'siteverify answered 502' },
    });
    const broken = provider(async () => {
      throw new Error('secret missing');
    });
    expect(await makeCheckHuman({ humanCheck: broken })('t')).toBe('validated');
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
