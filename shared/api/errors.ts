import * as z from 'zod';

/**
 * Every `code` an error answer carries, in one casing: PascalCase. The exceptions are words
 * clients match exactly as the product names them: `unauthorized` and `TokenExpiredError` end the
 * session (accounts §7, orders §7), `upgrade_prompt` and `subscription_inactive` are the plan
 * gate's outcomes that open their dialogs (accounts §6).
 */
export const API_ERROR_CODES = [
  'ValidationError',
  'Forbidden',
  'NotFound',
  'Conflict',
  'PaymentRequired',
  'PayloadTooLarge',
  'TooManyRequests',
  'InternalError',
  'AddressCheckUnavailable',
  'ServiceUnavailable',
  'unauthorized',
  'TokenExpiredError',
  'upgrade_prompt',
  'subscription_inactive',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Body of every non-2xx API answer. `fieldErrors` maps a dotted field path to its spec message. */
export const apiErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
  /** Lines of a multi-problem notice (e.g. 'Please Address Following Issues:'). */
  issues: z.array(z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** Bodies the web client treats as "log out now" (orders §6/§7, accounts §6/§7). */
export const SESSION_ENDING_CODES = ['TokenExpiredError', 'unauthorized'] as const satisfies readonly ApiErrorCode[];

/** The plan gate's outcomes, answered as the code of a 402 (accounts §6). */
export const PLAN_GATE_CODES = ['upgrade_prompt', 'subscription_inactive'] as const satisfies readonly ApiErrorCode[];
