import { humanCheckOutcome, isLoggedAttempt, type HumanCheckAttempt } from '#domain/human-check/human-check.rules';
import {
  HumanCheckUnavailableError,
  type HumanCheck,
  type HumanCheckGate,
  type HumanCheckOutcome,
} from '#domain/human-check/ports';
import { logger } from '#lib/logger';

/**
 * The human check with the spec's rule (accounts §4, §7, §8): the provider decides when it can; a missing
 * token or a provider that cannot decide counts as validated, and is logged so an outage or a page that
 * lost its widget shows up in the logs rather than as refused visitors.
 */
export function makeCheckHuman(deps: { humanCheck: HumanCheck }): HumanCheckGate {
  return async (token, remoteIp) => {
    const attempt = await attemptOf(deps.humanCheck, token, remoteIp);
    if (isLoggedAttempt(attempt)) logger.warn('Human check treated as validated', { attempt });
    return humanCheckOutcome(attempt);
  };
}

async function attemptOf(check: HumanCheck, token: string | undefined, remoteIp?: string): Promise<HumanCheckAttempt> {
  if (!token) return { kind: 'absent' };
  try {
    const outcome: HumanCheckOutcome = await check.verify(token, remoteIp);
    return { kind: 'decided', outcome };
  } catch (err) {
    // Anything thrown is a failure to decide; only an unexpected one also keeps its message for the log.
    const reason = err instanceof HumanCheckUnavailableError ? err.reason : `unexpected: ${(err as Error).message}`;
    return { kind: 'failed', reason };
  }
}
