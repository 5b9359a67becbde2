import type { Interview } from '@jobhunter/shared';
import type { vi } from 'vitest';
import { mockApi } from '../helpers/render';

/** A year ahead: slots there are always in the future, and in winter (Paris is UTC+1). */
export const YEAR = new Date().getFullYear() + 1;
export const at = (time: string, day = 15) =>
  `${YEAR}-01-${String(day).padStart(2, '0')}T${time}:00.000Z`;

export function interview(overrides: Partial<Interview> = {}): Interview {
  return {
    id: 'int-1',
    jobID: 'ABC123',
    candidateUsername: 'ada',
    status: 'proposed',
    slots: [
      { start: at('13:00'), end: at('14:00') },
      { start: at('09:00', 16), end: at('10:00', 16) },
    ],
    start: null,
    end: null,
    location: '',
    meetingUrl: '',
    note: '',
    cancelReason: null,
    designation: 'Data Analyst',
    company_name: 'Acme',
    candidate: { firstName: 'Ada', lastName: 'Lovelace' },
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

type Reply = { status?: number; body?: unknown };

/**
 * The interviews API over a list that changes as the calls succeed; `refuse` answers a call
 * ('propose', 'accept', …) with an error instead.
 */
export function interviewsApi(
  initial: Interview[],
  { refuse = {} }: { refuse?: Record<string, Reply> } = {},
) {
  let interviews = [...initial];
  const update = (id: string, change: Partial<Interview>) => {
    interviews = interviews.map((item) => (item.id === id ? { ...item, ...change } : item));
    return { status: 200, body: interviews.find((item) => item.id === id) };
  };
  return mockApi((url, init) => {
    const body = init.body ? JSON.parse(String(init.body)) : {};
    if (init.method !== 'POST') return { body: interviews };
    const [, id, action = 'propose'] =
      /^\/api\/interviews(?:\/([^/]+)\/(\w+))?$/.exec(url.pathname) ?? [];
    if (refuse[action]) return refuse[action];
    switch (action) {
      case 'propose': {
        const created = interview({ id: `int-${interviews.length + 1}`, ...body });
        interviews = [created, ...interviews];
        return { status: 201, body: created };
      }
      case 'accept': {
        const slot = interviews
          .find((item) => item.id === id)
          ?.slots.find((s) => s.start === body.start);
        return update(id, { status: 'scheduled', start: body.start, end: slot?.end ?? null });
      }
      case 'decline':
        return update(id, { status: 'declined' });
      case 'reschedule':
        return update(id, { status: 'proposed', slots: body.slots, start: null, end: null });
      case 'cancel':
        return update(id, { status: 'cancelled', cancelReason: body.reason ?? null });
    }
    return { status: 404, body: { message: 'Not found' } };
  });
}

/** The JSON bodies sent with `method` to `path`. */
export function sentBodies(fetchMock: ReturnType<typeof vi.fn>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(
      ([input, init]) =>
        (init as RequestInit | undefined)?.method === method &&
        new URL(String(input), 'http://localhost').pathname === path,
    )
    .map(([, init]) => {
      const body = (init as RequestInit).body;
      return body ? JSON.parse(String(body)) : undefined;
    });
}
