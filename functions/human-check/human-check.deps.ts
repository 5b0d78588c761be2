import type { HumanCheck } from '#domain/human-check/ports';
import { config } from '#lib/config';
import { tableRateLimiter } from '#lib/rate-limit/table-rate-limiter';
import { secretReader } from '#lib/secrets';
import { makeSandboxHumanCheck } from './adapters/sandbox.human-check';
import { makeTurnstileHumanCheck } from './adapters/turnstile.human-check';
import { makeCheckHuman } from './use-cases/check-human.use-case';
import { makeValidateRecaptcha } from './use-cases/validate-recaptcha.use-case';

// The human check wired to its real provider: the local stand-in unless the adapters are live (the bundled
// mode decides in a deployed bundle, SHIPDECK_ADAPTERS elsewhere), then Cloudflare Turnstile.

function provider(): HumanCheck {
  return (process.env.SHIPDECK_BUNDLED_ADAPTERS ?? config().SHIPDECK_ADAPTERS) === 'live'
    ? makeTurnstileHumanCheck({ secret: secretReader('turnstile') })
    : makeSandboxHumanCheck();
}

/** Chosen at the first call, once configuration is read (never at module load). */
let chosen: HumanCheck | undefined;
const configuredHumanCheck: HumanCheck = {
  verify: (token, remoteIp) => (chosen ??= provider()).verify(token, remoteIp),
};

/** What other domains' public forms call: the provider's answer with the spec's rule applied. */
export const checkHuman = /* @__PURE__ */ makeCheckHuman({ humanCheck: configuredHumanCheck });

export const validateRecaptcha = /* @__PURE__ */ makeValidateRecaptcha({
  checkHuman,
  limiter: tableRateLimiter,
});
