import { AUTOMATION_ACTOR } from '#domain/automations/automation.constants';
import { automationRunMessageSchema } from '#domain/automations/automation-run.message';
import { logger } from '#lib/logger';
import { sqsWorker } from '#lib/sqs-worker';
import { runAutomations } from '../automation-runs.deps';

/**
 * The order-automations queue's worker (app manifest `apply-import-automations`): the account's active
 * `import` rules on the orders an import wrote, through the same run as "Apply automations" (forecasts,
 * activity entry and run record in one write). A failed run throws and the record is delivered again; a
 * redelivery of a run that did land changes nothing.
 */
export const handler = sqsWorker(
  automationRunMessageSchema,
  async (message) => {
    const { applied, unchanged } = await runAutomations.run(
      message.accountId,
      AUTOMATION_ACTOR,
      message.orderIds,
      message.trigger,
    );
    logger.info('Import automations applied', { accountId: message.accountId, applied, unchanged });
  },
  // The orders themselves are in the table; a message that can never parse names nothing to retry.
  { onInvalid: 'drop', message: 'order automations' },
);
