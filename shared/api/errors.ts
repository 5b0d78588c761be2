import { z } from 'zod';

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
export const SESSION_ENDING_CODES = ['TokenExpiredError', 'unauthorized'] as const;
