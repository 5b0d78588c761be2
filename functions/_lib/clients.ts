import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { S3Client } from '@aws-sdk/client-s3';
import { SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { tracer } from './tracer';

let documentClient: DynamoDBDocumentClient | undefined;

/**
 * SDK clients, each captured by the tracer (a subsegment per call in AWS, untouched where tracing is
 * off); endpoints come from AWS_ENDPOINT_URL_* when running locally.
 */
export function dynamoDocumentClient(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(tracer.captureAWSv3Client(new DynamoDBClient({})), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: true },
  });
  return documentClient;
}

let sqs: SQSClient | undefined;

/**
 * SQS. Locally the endpoint comes from AWS_ENDPOINT_URL_SQS (fauxqs), whose queue URLs name a host
 * only it answers for, so requests go to the endpoint rather than to the queue URL's host.
 */
export function sqsClient(): SQSClient {
  sqs ??= tracer.captureAWSv3Client(
    new SQSClient(process.env.AWS_ENDPOINT_URL_SQS ? { useQueueUrlAsEndpoint: false } : {}),
  );
  return sqs;
}

let s3: S3Client | undefined;

/**
 * S3. Against a local endpoint (s3rver, AWS_ENDPOINT_URL_S3) paths are path style and checksums
 * only when required, which s3rver needs; AWS itself takes the defaults.
 */
export function s3Client(): S3Client {
  s3 ??= tracer.captureAWSv3Client(
    process.env.AWS_ENDPOINT_URL_S3
      ? new S3Client({
          forcePathStyle: true,
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        })
      : new S3Client({}),
  );
  return s3;
}

let cognito: CognitoIdentityProviderClient | undefined;

/** Cognito's admin API (team invitations); AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER points it at cognito-local. */
export function cognitoClient(): CognitoIdentityProviderClient {
  cognito ??= tracer.captureAWSv3Client(new CognitoIdentityProviderClient({}));
  return cognito;
}
