import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import type { ApiErrorBody, ApiErrorCode } from '#api/errors';
import { GENERIC_ERROR_MESSAGE } from '#domain/errors/error-messages.constants';
import { AppError, ConflictError, TooManyRequestsError, ValidationError } from '../errors';
import { logger } from '../logger';
import { jsonResponse } from './responses';

/** The one mapping from errors to HTTP answers (docs/architecture.md §3.5). Unknown errors leak nothing. */
export function toErrorResponse(error: unknown): APIGatewayProxyResultV2 {
  if (error instanceof ValidationError) {
    const body: ApiErrorBody = {
      code: error.code,
      message: error.message,
      fieldErrors: error.fieldErrors,
      issues: error.issues ?? Object.values(error.fieldErrors),
    };
    return jsonResponse(400, body);
  }
  if (error instanceof ConflictError && error.fieldErrors) {
    const body: ApiErrorBody = { code: error.code, message: error.message, fieldErrors: error.fieldErrors };
    return jsonResponse(409, body);
  }
  if (error instanceof TooManyRequestsError) {
    const response = jsonResponse(429, { code: error.code, message: error.message } satisfies ApiErrorBody);
    return { ...response, headers: { ...response.headers, 'retry-after': String(error.retryAfterSeconds) } };
  }
  if (error instanceof AppError) {
    return jsonResponse(error.statusCode, { code: error.code, message: error.message } satisfies ApiErrorBody);
  }
  logger.error('Unhandled error', error as Error);
  return jsonResponse(500, {
    code: 'InternalError' satisfies ApiErrorCode,
    message: GENERIC_ERROR_MESSAGE,
  } satisfies ApiErrorBody);
}

export function errorMapper(): MiddlewareObj {
  return {
    onError: async (request) => {
      request.response = toErrorResponse(request.error);
    },
  };
}
