import { inject } from 'vitest';

// Handlers read their configuration from the environment exactly as in Lambda.
process.env.AWS_ENDPOINT_URL_DYNAMODB = inject('dynamoEndpoint');
process.env.TABLE_NAME = inject('tableName');
process.env.AWS_ENDPOINT_URL_S3 = inject('s3Endpoint');
process.env.DOCUMENTS_BUCKET = inject('documentsBucket');
process.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER = inject('cognitoEndpoint');
process.env.USER_POOL_ID = inject('userPoolId');
process.env.AWS_ENDPOINT_URL_SQS = inject('sqsEndpoint');
process.env.ORDER_AUTOMATIONS_QUEUE_URL = inject('orderAutomationsQueueUrl');
process.env.AWS_REGION = 'us-east-1';
process.env.AWS_ACCESS_KEY_ID = 'local';
process.env.AWS_SECRET_ACCESS_KEY = 'local';
process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
// No X-Ray daemon here: the Tracer stays off (it is off anyway outside Lambda).
process.env.POWERTOOLS_TRACE_ENABLED = 'false';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
// Stored credentials are sealed with a local master key, as the local runtime does (KMS in AWS).
process.env.LOCAL_CREDENTIALS_KEY = Buffer.alloc(32, 7).toString('base64');
