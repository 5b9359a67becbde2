/** A failed API call: the HTTP status (0 when the server was not reached) and the server's `message`. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message a screen shows for any error, with a fallback for things that carry none. */
export function errorMessage(error: unknown, fallback = 'An unknown error occurred') {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
