import type { Notification } from '@jobhunter/shared';
import { vi } from 'vitest';

/** A notification as `GET /api/notifications` lists it. */
export function notification(extra: Partial<Notification> = {}): Notification {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    type: 'status',
    title: 'Your application moved to Interview',
    body: 'Frontend Engineer at Acme',
    link: '/CandidateDashboard/MyJobApplications',
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    readAt: null,
    ...extra,
  };
}

export type Call = { url: string; method: string; body: unknown; authorization?: string };

/** Replaces fetch: `handler` answers (JSON, status 200 unless said), every call is recorded. */
export function stubFetch(
  handler: (call: Call) => { status?: number; body?: unknown } | undefined,
) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const headers = (init.headers ?? {}) as Record<string, string>;
      const call = {
        url,
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        authorization: headers.Authorization,
      };
      calls.push(call);
      const reply = handler(call) ?? { status: 404, body: { message: 'Not found' } };
      return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}
