import type { LabelRenderer } from '#domain/carriers/carrier.models';
import type { CarrierPort } from '#domain/carriers/ports';
import { config } from '#lib/config';
import { dynamoSandboxLedger } from './adapters/dynamodb.sandbox-ledger';
import { makeSandboxCarriers } from './adapters/sandbox.carrier';

/** The sandbox carriers with their memory in the single table, rendering labels with `renderer`. */
export function sandboxCarriersWith(renderer: LabelRenderer): CarrierPort {
  return makeSandboxCarriers({ ledger: dynamoSandboxLedger, renderer, seed: 'shipdeck-sandbox' });
}

/**
 * The CarrierPort the use cases get, chosen by SHIPDECK_ADAPTERS. The renderer is a parameter
 * because the label renderer (#functions/labels/render/label-documents) is wired by the caller.
 */
export function carrierFromConfig(renderer: LabelRenderer): CarrierPort {
  // Live plugs in here: `if (config().SHIPDECK_ADAPTERS === 'live') return makeEasyPostCarrier(…)`
  // from ./adapters/easypost.carrier, which lands on its own branch. Until then every setting rates on the sandbox.
  void config().SHIPDECK_ADAPTERS;
  return sandboxCarriersWith(renderer);
}
