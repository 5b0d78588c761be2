import type { ApiErrorCode } from '#api/errors';
import { ORDER_ISSUES_HEADING } from '#domain/errors/error-messages.constants';

/**
 * Domain errors. Each carries an HTTP status and a stable code; the one error middleware
 * (http/error-mapper.ts) turns them into responses. Anything else becomes a generic 500.
 */
export abstract class AppError extends Error {
  abstract readonly statusCode: number;
  abstract readonly code: ApiErrorCode;
}

export class ValidationError extends AppError {
  readonly statusCode = 400;
  readonly code = 'ValidationError';
  constructor(
    readonly fieldErrors: Record<string, string>,
    message = ORDER_ISSUES_HEADING,
    readonly issues?: string[],
  ) {
    super(message);
  }
}

export class UnauthorizedError extends AppError {
  readonly statusCode = 401;
  readonly code = 'unauthorized';
  constructor(message = 'Unauthorized') {
    super(message);
  }
}

export class ForbiddenError extends AppError {
  readonly statusCode = 403;
  readonly code = 'Forbidden';
  constructor(message = 'You do not have permission to do this.') {
    super(message);
  }
}

export class NotFoundError extends AppError {
  readonly statusCode = 404;
  readonly code = 'NotFound';
  constructor(what: string) {
    super(`${what} not found`);
  }
}

export class ConflictError extends AppError {
  readonly statusCode = 409;
  readonly code = 'Conflict';
  /** A conflict of one field's value (a subdomain another account holds) names the field, like a 400. */
  constructor(
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
  }
}

export class PaymentRequiredError extends AppError {
  readonly statusCode = 402;
  readonly code = 'PaymentRequired';
}

/** A part the request needs (a queue) refused it; nothing was left half-done, so trying again is safe. */
export class ServiceUnavailableError extends AppError {
  readonly statusCode = 503;
  readonly code = 'ServiceUnavailable';
}

export class PayloadTooLargeError extends AppError {
  readonly statusCode = 413;
  readonly code = 'PayloadTooLarge';
}

/** Too many attempts from one client in a rate-limit window: 429 with Retry-After, the seconds until it ends. */
export class TooManyRequestsError extends AppError {
  readonly statusCode = 429;
  readonly code = 'TooManyRequests';
  constructor(
    readonly retryAfterSeconds: number,
    message = 'Too many attempts. Please wait a moment and try again.',
  ) {
    super(message);
  }
}
