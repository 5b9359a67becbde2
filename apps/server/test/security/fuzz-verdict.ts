import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { describeRequest, type FuzzRequest } from './fuzz-request';
import { findLeaks, type KnownRefreshTokens } from './leak-detector';

/** The only answers that may carry JWTs: a successful login or refresh hands out the token pair. */
export const isTokenResponse = (request: FuzzRequest, response: LightMyRequestResponse) =>
  response.statusCode === 200 &&
  request.method === 'POST' &&
  /^POST \/api\/(candidate|recruiter)\/(login|refresh-token)$/.test(request.operation);

/**
 * Refusals that are answers, not errors, by the API's contract (the route's summary: "403 means
 * yes / no"): screening says "already applied" / "not your job" with the details, not a message.
 */
const ANSWERS_WITHOUT_MESSAGE: Record<string, number[]> = {
  'GET /api/applications/screening': [403],
};

/** The body as a client reads it: decompressed when the answer came brotli- or gzip-encoded (Accept-Encoding is fuzzed). */
export function decodedBody(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  // A HEAD answer names its encoding but has no body.
  if (response.rawPayload.length === 0) return '';
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.body;
}

const headerText = (response: LightMyRequestResponse) =>
  Object.entries(response.headers)
    .map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(', ') : value}`)
    .join('\n');

/**
 * What is wrong with an answer, or nothing: a server error, a body that is not the JSON its
 * Content-Type promises, an error without a message, or a leak in the body or the headers.
 */
export function problemsOf(
  request: FuzzRequest,
  response: LightMyRequestResponse,
  refreshTokens: KnownRefreshTokens,
): string[] {
  const problems: string[] = [];
  const status = response.statusCode;
  if (status >= 500) problems.push(`server error ${status}`);
  const type = String(response.headers['content-type'] ?? '');
  const text = decodedBody(response);
  if (/json/i.test(type) && request.method !== 'HEAD') {
    try {
      const body = JSON.parse(text);
      const answer = ANSWERS_WITHOUT_MESSAGE[request.operation]?.includes(status);
      if (status >= 400 && !answer && typeof body?.message !== 'string')
        problems.push(`a ${status} without a message`);
    } catch {
      problems.push(`the body is not the JSON its Content-Type (${type}) says`);
    }
  }
  for (const leak of findLeaks(text, {
    allowJwt: isTokenResponse(request, response),
    refreshTokens,
  })) {
    problems.push(`leak (${leak.kind}) in the body: ${leak.excerpt}`);
  }
  for (const leak of findLeaks(headerText(response), { refreshTokens })) {
    problems.push(`leak (${leak.kind}) in a header: ${leak.excerpt}`);
  }
  return problems;
}

/** Request and answer, readable in a failure message. */
export function describeExchange(request: FuzzRequest, response?: LightMyRequestResponse): string {
  const lines = [describeRequest(request)];
  if (response) {
    const text = decodedBody(response);
    const body = text.length > 600 ? `${text.slice(0, 600)}… (${text.length} characters)` : text;
    lines.push(`→ ${response.statusCode} ${response.headers['content-type'] ?? ''}`, `  ${body}`);
  }
  return lines.join('\n');
}
