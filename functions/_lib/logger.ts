import { Logger } from '@aws-lambda-powertools/logger';

/** One structured logger per process; Powertools reads POWERTOOLS_* settings from the environment. */
export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'shipdeck' });
