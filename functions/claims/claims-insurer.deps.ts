import type { Insurer } from '#domain/claims/ports';
import { config } from '#lib/config';
import { secretReader } from '#lib/secrets';
import { dynamoClaimReviewQueue } from './adapters/dynamodb.claim-store';
import { claimDecisions } from './claims.deps';
import { makeEasyPostInsurer } from './adapters/easypost.insurer';
import { makeSandboxInsurer } from './adapters/sandbox.insurer';
import { makeInsurerDecisions } from './use-cases/insurer-decisions.use-case';

// The insurer's decisions wired to their real adapters: the sandbox insurer unless the adapters are live
// (the bundled mode decides in a deployed bundle, SHIPDECK_ADAPTERS elsewhere), then EasyPost Insurance.

function insurer(): Insurer {
  return (process.env.SHIPDECK_BUNDLED_ADAPTERS ?? config().SHIPDECK_ADAPTERS) === 'live'
    ? makeEasyPostInsurer({ apiKey: secretReader('easypost') })
    : makeSandboxInsurer();
}

/** Chosen at the first call, once configuration is read (never at module load). */
let chosen: Insurer | undefined;
const current = () => (chosen ??= insurer());
const configuredInsurer: Insurer = {
  get name() {
    return current().name;
  },
  submit: (submission) => current().submit(submission),
  decision: (insurerClaimId, claim) => current().decision(insurerClaimId, claim),
};

export const insurerDecisions = /* @__PURE__ */ makeInsurerDecisions({
  queue: dynamoClaimReviewQueue,
  decisions: claimDecisions,
  insurer: configuredInsurer,
});
