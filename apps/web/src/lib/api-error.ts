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

/**
 * What a failed call says, by HTTP status: a text replaces the server's message, `null` keeps the
 * error as it is. `0` stands for a server that was not reached (or an error that is no ApiError);
 * `failure` covers every other status the server answered with.
 */
export interface ApiErrorTexts {
  [status: number]: string | null;
  failure?: string | ((error: ApiError) => string);
}

/** The text `texts` gives a failure, or null when the error keeps its own message. */
export function apiErrorMessage(error: unknown, texts: ApiErrorTexts): string | null {
  const status = isApiError(error) ? error.status : 0;
  if (status in texts) return texts[status] ?? null;
  if (status === 0 || texts.failure === undefined) return null;
  return typeof texts.failure === 'string' ? texts.failure : texts.failure(error as ApiError);
}

/** The failure as the screen shows it: same status (0 when unreached), the message from `texts`. */
export function toApiError(error: unknown, texts: ApiErrorTexts): unknown {
  const message = apiErrorMessage(error, texts);
  if (message === null) return error;
  return isApiError(error) && error.status !== 0
    ? new ApiError(error.status, message, error.body)
    : new ApiError(0, message, error);
}

/** Awaits an API call and rethrows its failure with the texts of docs/product.md §8. */
export async function withApiErrors<T>(call: Promise<T>, texts: ApiErrorTexts): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw toApiError(error, texts);
  }
}
