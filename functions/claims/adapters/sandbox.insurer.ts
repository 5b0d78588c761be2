import type { Insurer } from '#domain/claims/ports';
import { sandboxInsurerDecision, SANDBOX_INSURER_STEP_MINUTES } from '#domain/claims/sandbox-insurer.rules';

/**
 * The sandbox insurer: accepts every submission (its claim id is derived from ours, so a resubmission names
 * the same claim) and decides on an accelerated clock (sandbox-insurer.rules.ts).
 */
export function makeSandboxInsurer(opts: { clock?: () => Date; stepMinutes?: number } = {}): Insurer {
  const clock = opts.clock ?? (() => new Date());
  return {
    name: 'sandbox-insurer',
    async submit({ claim }) {
      return { insurerClaimId: `sbx_clm_${claim.claimId.replace(/-/g, '')}` };
    },
    async decision(_insurerClaimId, claim) {
      return sandboxInsurerDecision(claim, clock(), opts.stepMinutes ?? SANDBOX_INSURER_STEP_MINUTES);
    },
  };
}
