import type { Context, ScheduledEvent } from 'aws-lambda';
import { AUTOMATION_RESENDS_PER_RUN } from '#domain/automations/automation-pending.rules';
import { logger } from '#lib/logger';
import { traced } from '#lib/tracer';
import type { ResendAutomationsReport } from '../use-cases/resend-automations.use-case';
import { resendAutomations } from '../automations.deps';

/** EventBridge schedule (app manifest `resend-automations`): imported orders whose automations message was lost. */
export const handler = traced(
  'resend-automations',
  async (_event: ScheduledEvent, context: Context): Promise<ResendAutomationsReport> => {
    logger.addContext(context);
    const report = await resendAutomations({ limit: AUTOMATION_RESENDS_PER_RUN });
    // Nothing to re-send is the normal run; a re-send means a send failed somewhere: worth a warning.
    if (report.resent === 0) logger.debug('Automations resend run', { resent: 0, more: report.more });
    else logger.warn('Imported orders whose automations message was lost were sent again', { ...report });
    // Rules that keep failing on an order need someone to look: each order also has an activity entry.
    if (report.gaveUp.length)
      logger.error('Import automations gave up on orders after repeated resends', { orders: report.gaveUp });
    return report;
  },
);
