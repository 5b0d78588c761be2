import { documentFiles } from '#lib/documents-bucket';
import { sqsClient } from '#lib/clients';
import { uuidGenerator } from '#lib/ids';
import { dynamoAccountStore } from '#functions/accounts/accounts.adapters';
import { companyProfile } from '#functions/accounts/company-profile.deps';
import { queueUrlFromEnv } from '#lib/queue-url';
import { dynamoOrderStore } from '#functions/orders/orders.adapters';
import { dynamoPrintJobStore } from './adapters/dynamodb.print-job-store';
import { makeSqsPrintJobQueue } from './adapters/sqs.print-job-queue';
import { PRINT_DOCUMENTS_QUEUE_URL } from './printing.constants';
import { printDocumentUnits, renderPrintDocument } from './render/print-document';
import { makeBuildPrintJob } from './use-cases/build-print-job.use-case';
import { makePrintFile } from './use-cases/print-file.use-case';
import { makeCreatePrintJob, makeGetPrintJob } from './use-cases/print-jobs.use-case';

// The print use cases wired to their real adapters, once; each wiring is marked pure so a
// function's bundle keeps only what its handler uses (GET carries no renderer).

const documents = documentFiles;

const printFile = /* @__PURE__ */ makePrintFile({
  orders: dynamoOrderStore,
  accounts: dynamoAccountStore,
  files: documents,
  renderer: { units: printDocumentUnits, render: renderPrintDocument },
  company: (accountId) => companyProfile.brandOf(accountId),
});

export const createPrintJob = /* @__PURE__ */ makeCreatePrintJob({
  jobs: dynamoPrintJobStore,
  queue: /* @__PURE__ */ makeSqsPrintJobQueue(sqsClient, /* @__PURE__ */ queueUrlFromEnv(PRINT_DOCUMENTS_QUEUE_URL)),
  files: documents,
  printFile,
  ids: uuidGenerator,
});

export const getPrintJob = /* @__PURE__ */ makeGetPrintJob({ jobs: dynamoPrintJobStore, files: documents });

export const buildPrintJob = /* @__PURE__ */ makeBuildPrintJob({ jobs: dynamoPrintJobStore, printFile });
