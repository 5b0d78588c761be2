import type { LabelRenderer } from '#domain/carriers/carrier.models';
import type { CarrierPort, CarrierRates, CarrierRefunds } from '#domain/carriers/ports';
import { config } from '#lib/config';
import { secretReader } from '#lib/secrets';
import { renderLabelDocuments } from '#functions/labels/render/label-documents';
import { trackingSpeedOf } from '#domain/carriers/sandbox-clock.rules';
import { EASYPOST_WEBHOOK_PATH } from '#domain/carriers/sandbox-webhook.rules';
import { easyPostWebhookSecret } from '#functions/tracking/webhook-secret';
import { dynamoSandboxLedger } from './adapters/dynamodb.sandbox-ledger';
import { makeSandboxCarriers, type SandboxCarriers } from './adapters/sandbox.carrier';
import { makeSandboxCarrierRates } from './adapters/sandbox.carrier-rates';
import { makeSandboxCarrierRefunds } from './adapters/sandbox.carrier-refunds';
import { makeEasyPostClient } from '#lib/easypost-client';
import { makeEasyPostCarrier } from './adapters/easypost.carrier';
import { makeEasyPostCarrierRates } from './adapters/easypost.carrier-rates';
import { makeEasyPostCarrierRefunds } from './adapters/easypost.carrier-refunds';
import { makeFetchWebhookSender } from './adapters/fetch.webhook-sender';
import { makeEmitSandboxTracking } from './use-cases/emit-sandbox-tracking.use-case';

const noLabels: LabelRenderer = async () => {
  throw new Error('carriersWithoutLabels cannot draw labels: buy through `carriers`');
};

/** The sandbox carriers with their memory in the single table, rendering labels with `renderer`. */
export function sandboxCarriersWith(renderer: LabelRenderer): SandboxCarriers {
  return makeSandboxCarriers({
    ledger: dynamoSandboxLedger,
    renderer,
    seed: 'shipdeck-sandbox',
    trackingSpeed: trackingSpeedOf(config().SANDBOX_TRACKING_SPEED),
  });
}

/** Shipdeck's own EasyPost carrier accounts, named on every live rate request. */
const platformCarrierAccounts = () => (config().EASYPOST_CARRIER_ACCOUNTS ?? '').split(',').filter(Boolean);

/** The live carriers through EasyPost; the key is read (env or Secrets Manager) on first use. */
function easyPostCarrier(): CarrierPort {
  return makeEasyPostCarrier({
    apiKey: secretReader('easypost'),
    platformCarrierAccounts: platformCarrierAccounts(),
  });
}

// `process.env.SHIPDECK_BUNDLED_ADAPTERS` is the mode a deployed bundle was built for (a constant there,
// infra/constructs/function-bundling.ts), so the other mode's adapters are dead code and leave the
// bundle; unbundled (tests, the local runtime) it is unset and SHIPDECK_ADAPTERS decides. Each choice
// is one conditional expression: esbuild drops a dead branch there, not behind a call or an early return.

/** The CarrierPort the use cases get, chosen by SHIPDECK_ADAPTERS. */
export function carrierFromConfig(renderer: LabelRenderer): CarrierPort {
  // Live: EasyPost draws the labels itself.
  return (process.env.SHIPDECK_BUNDLED_ADAPTERS ?? config().SHIPDECK_ADAPTERS) === 'live'
    ? easyPostCarrier()
    : sandboxCarriersWith(renderer);
}

/** Carriers that buy labels: the sandbox draws its label documents (PDF and ZPL). */
export const carriers = /* @__PURE__ */ carrierFromConfig(renderLabelDocuments);

/**
 * Carriers for everything but drawing labels (rates, tracking): functions that never buy
 * leave the label renderer (pdf-lib, bwip-js, ~1.4 MB) out of their bundle. Asking them for a label
 * document is a wiring mistake, said so loudly.
 */
export const carriersWithoutLabels = /* @__PURE__ */ carrierFromConfig(noLabels);

/**
 * The carriers' rating alone (the rate routes): EasyPost's or the sandbox's rating, the same the whole
 * carriers answer rates with, without buying, tracking or refunds (nor the sandbox's ledger).
 */
export const carrierRates: CarrierRates = /* @__PURE__ */ (() =>
  (process.env.SHIPDECK_BUNDLED_ADAPTERS ?? config().SHIPDECK_ADAPTERS) === 'live'
    ? makeEasyPostCarrierRates(makeEasyPostClient({ apiKey: secretReader('easypost') }), platformCarrierAccounts())
    : makeSandboxCarrierRates())();

/**
 * The carriers' refunds alone (the refund route and the refund check): EasyPost's or the sandbox's
 * refund module, the same ones the whole carriers answer refunds with, without rating or tracking.
 */
export const carrierRefunds: CarrierRefunds = /* @__PURE__ */ (() =>
  (process.env.SHIPDECK_BUNDLED_ADAPTERS ?? config().SHIPDECK_ADAPTERS) === 'live'
    ? makeEasyPostCarrierRefunds(makeEasyPostClient({ apiKey: secretReader('easypost') }))
    : makeSandboxCarrierRefunds({ ledger: dynamoSandboxLedger }))();

/**
 * The sandbox carriers' tracking webhooks to this app (APP_URL; locally the gateway). Undefined
 * with live adapters (EasyPost sends the real ones) or without an APP_URL.
 */
export function sandboxTrackingEmitter() {
  const { SHIPDECK_ADAPTERS, APP_URL } = config();
  if (SHIPDECK_ADAPTERS !== 'sandbox' || !APP_URL) return undefined;
  return makeEmitSandboxTracking({
    ledger: dynamoSandboxLedger,
    tracking: sandboxCarriersWith(noLabels),
    sender: makeFetchWebhookSender(),
    webhookUrl: `${APP_URL.replace(/\/+$/, '')}${EASYPOST_WEBHOOK_PATH}`,
    secret: easyPostWebhookSecret,
  });
}
