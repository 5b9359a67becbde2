import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';

/** The `<script type="application/json">` that carries the server's query cache to the browser. */
export const PAGE_STATE_ELEMENT_ID = 'page-state';

interface SerializedApiError {
  apiError: true;
  status: number;
  message: string;
  body: unknown;
}

const isSerializedApiError = (value: unknown): value is SerializedApiError =>
  typeof value === 'object' &&
  value !== null &&
  (value as { apiError?: unknown }).apiError === true;

/**
 * The queries the page was rendered from, answered or failed (a missing job renders its "not found"
 * state and must hydrate into the same). JSON with `<` escaped, so no value can close the script.
 */
export function serializePageState(queryClient: QueryClient): string {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status !== 'pending',
  });
  const queries = state.queries.map((query) => {
    const { error } = query.state;
    if (!(error instanceof ApiError)) return query;
    const serialized: SerializedApiError = {
      apiError: true,
      status: error.status,
      message: error.message,
      body: error.body,
    };
    return { ...query, state: { ...query.state, error: serialized as unknown as Error } };
  });
  return JSON.stringify({ ...state, queries }).replace(/</g, '\\u003c');
}

/** The server's query cache when this page was rendered on the server, with its errors as ApiErrors again. */
export function readPageState(): DehydratedState | null {
  const element = document.getElementById(PAGE_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  const state = JSON.parse(element.textContent) as DehydratedState;
  for (const query of state.queries) {
    const error: unknown = query.state.error;
    if (isSerializedApiError(error))
      query.state.error = new ApiError(error.status, error.message, error.body);
  }
  return state;
}
