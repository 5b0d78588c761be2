import { apiErrorBodySchema, SESSION_ENDING_CODES } from '#api/errors';
import { rewriteErrorMessage } from '#domain/errors/error-message.rules';
import { GENERIC_ERROR_MESSAGE } from '#domain/errors/error-messages.constants';

export { GENERIC_ERROR_MESSAGE };

/** A non-2xx API answer, carrying the server's field messages so forms can show them in place. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: Record<string, string>;
  readonly issues: string[];

  constructor(
    status: number,
    code: string,
    message: string,
    fieldErrors: Record<string, string> = {},
    issues: string[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.issues = issues;
  }
}

/** Thrown after the client has signed the user out, so callers can stop without showing a toast. */
export class SessionEndedError extends ApiError {
  constructor(status: number, code: string) {
    super(status, code, 'Session ended');
    this.name = 'SessionEndedError';
  }
}

const SESSION_ENDING: readonly string[] = SESSION_ENDING_CODES;

/**
 * Orders §7 / accounts §7: a 401, or a body of `TokenExpiredError` / `unauthorized`
 * (as the whole body, its code or its message), ends the session.
 */
export function isSessionEnding(status: number, body: unknown): boolean {
  if (status === 401) return true;
  if (typeof body === 'string') return SESSION_ENDING.includes(body.trim().replace(/^"|"$/g, ''));
  if (body && typeof body === 'object') {
    const { code, message } = body as { code?: unknown; message?: unknown };
    return (
      (typeof code === 'string' && SESSION_ENDING.includes(code)) ||
      (typeof message === 'string' && SESSION_ENDING.includes(message))
    );
  }
  return false;
}

/** Turns any failed answer into an ApiError; unknown shapes get the spec's generic message. */
export function toApiError(status: number, body: unknown): ApiError {
  const parsed = apiErrorBodySchema.safeParse(body);
  if (parsed.success) {
    const { code, message, fieldErrors, issues } = parsed.data;
    return new ApiError(status, code, message || GENERIC_ERROR_MESSAGE, fieldErrors ?? {}, issues ?? []);
  }
  return new ApiError(status, 'unknown', GENERIC_ERROR_MESSAGE);
}

/**
 * The text a toast shows for a failure (orders §8 message rewriting), then one line per issue
 * when the server sent a multi-problem notice.
 */
export function errorMessageOf(error: unknown): string {
  if (!(error instanceof ApiError)) return GENERIC_ERROR_MESSAGE;
  const message = rewriteErrorMessage(error.message);
  return error.issues.length ? [message, ...error.issues].join('\n') : message;
}
