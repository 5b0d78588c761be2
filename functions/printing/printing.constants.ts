/** Deliveries of a print-documents message before it goes to the DLQ; the last one ends the job failed. */
export const PRINT_DOCUMENTS_MAX_RECEIVES = 3;
/** The print-documents queue URL variable (queueUrlEnvName of the app manifest) CDK and the local runtime give senders. */
export const PRINT_DOCUMENTS_QUEUE_URL = 'PRINT_DOCUMENTS_QUEUE_URL';
