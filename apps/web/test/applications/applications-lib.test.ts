import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import {
  filterAndSort,
  filterByScreening,
  readApplicantsView,
  writeApplicantsView,
} from '@/features/applications/lib/applicants-view';
import { createColumnNavigation } from '@/features/applications/lib/column-navigation';
import { historyText } from '@/features/applications/lib/history-text';
import { answerText } from '@/features/applications/lib/answer-text';

describe('applicants view in the URL', () => {
  it('falls back to the board, all statuses and screening results, newest first', () => {
    expect(
      readApplicantsView(new URLSearchParams('view=grid&status=nope&sort=sideways&screening=meh')),
    ).toEqual({ view: 'board', status: 'all', sort: 'newest', screening: 'all' });
    expect(
      readApplicantsView(
        new URLSearchParams('view=list&status=withdrawn&sort=oldest&screening=failed'),
      ),
    ).toEqual({ view: 'list', status: 'withdrawn', sort: 'oldest', screening: 'failed' });
  });

  it('writes only what differs from the defaults and keeps other params', () => {
    expect(writeApplicantsView(new URLSearchParams('x=1'), { view: 'list' }).toString()).toBe(
      'x=1&view=list',
    );
    expect(
      writeApplicantsView(new URLSearchParams('view=list&status=offer'), {
        view: 'board',
        status: 'all',
      }).toString(),
    ).toBe('');
    expect(writeApplicantsView(new URLSearchParams(''), { screening: 'passed' }).toString()).toBe(
      'screening=passed',
    );
    expect(
      writeApplicantsView(new URLSearchParams('screening=failed'), { screening: 'all' }).toString(),
    ).toBe('');
  });

  it('filters by screening result, an applicant without one counting as passed', () => {
    const list = [
      { id: 'a', screening: 'failed' as const },
      { id: 'b' },
      { id: 'c', screening: 'passed' as const },
    ];
    expect(filterByScreening(list, 'failed').map((item) => item.id)).toEqual(['a']);
    expect(filterByScreening(list, 'passed').map((item) => item.id)).toEqual(['b', 'c']);
    expect(filterByScreening(list, 'all')).toBe(list);
  });

  it('filters by status and sorts by applied date', () => {
    const list = [
      { id: 'a', applicationStatus: 'applied' as const, appliedAt: '2026-11-02T00:00:00Z' },
      { id: 'b', applicationStatus: 'offer' as const, appliedAt: '2026-11-05T00:00:00Z' },
      { id: 'c', applicationStatus: 'applied' as const, appliedAt: '2026-11-01T00:00:00Z' },
    ];
    expect(filterAndSort(list, 'all', 'newest').map((item) => item.id)).toEqual(['b', 'a', 'c']);
    expect(filterAndSort(list, 'applied', 'oldest').map((item) => item.id)).toEqual(['c', 'a']);
    expect(list.map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('status history wording', () => {
  it('says who did what', () => {
    expect(historyText({ from: null, to: 'applied', by: 'candidate', changedAt: '' })).toBe(
      'Applied',
    );
    expect(historyText({ from: 'applied', to: 'interview', by: 'recruiter', changedAt: '' })).toBe(
      'Moved to Interview by recruiter',
    );
    expect(
      historyText({ from: 'interview', to: 'withdrawn', by: 'candidate', changedAt: '' }),
    ).toBe('Withdrawn by the candidate');
    expect(historyText({ from: 'applied', to: 'rejected', by: null, changedAt: '' })).toBe(
      'Moved to Not selected',
    );
  });

  it('names the screening questions when they rejected an application', () => {
    expect(historyText({ from: 'applied', to: 'rejected', by: 'screening', changedAt: '' })).toBe(
      'Rejected by screening questions',
    );
    expect(historyText({ from: null, to: 'rejected', by: 'screening', changedAt: '' })).toBe(
      'Applied; rejected by screening questions',
    );
  });
});

describe("a candidate's answers as the recruiter reads them", () => {
  it('answers by kind: Yes/No, grouped numbers, the choice or text, or none', () => {
    expect(
      [true, false, 1500, 2.5, 'Remote', '', null].map((value) => answerText({ value })),
    ).toEqual(['Yes', 'No', '1,500', '2.5', 'Remote', 'No answer', 'No answer']);
  });
});

describe('keyboard navigation between columns', () => {
  const key = (code: string) => new KeyboardEvent('keydown', { code, cancelable: true });
  const args = (rects: Record<string, { left: number; top: number }> = {}) =>
    ({
      active: 'ada',
      currentCoordinates: { x: 0, y: 0 },
      context: { over: null, droppableRects: new Map(Object.entries(rects)) },
    }) as unknown as Parameters<KeyboardCoordinateGetter>[1];
  const collisions = (navigation: ReturnType<typeof createColumnNavigation>) =>
    navigation.collisionDetection({
      active: {},
      collisionRect: {},
      droppableRects: new Map(),
      droppableContainers: [],
      pointerCoordinates: null,
    } as never);

  it('moves by column order, stops at the ends and reports the chosen column as hovered', () => {
    const navigation = createColumnNavigation(['applied', 'reviewing', 'interview']);
    navigation.begin('applied');
    expect(navigation.coordinateGetter(key(KeyboardCode.Left), args())).toBeUndefined();
    expect(navigation.coordinateGetter(key(KeyboardCode.Right), args())).toEqual({ x: 1, y: 0 });
    expect(collisions(navigation)).toEqual([{ id: 'reviewing' }]);
    expect(
      navigation.coordinateGetter(
        key(KeyboardCode.Right),
        args({ interview: { left: 500, top: 100 } }),
      ),
    ).toEqual({ x: 512, y: 156 });
    expect(navigation.coordinateGetter(key(KeyboardCode.Right), args())).toBeUndefined();
    expect(navigation.coordinateGetter(key(KeyboardCode.Down), args())).toBeUndefined();
    expect(collisions(navigation)).toEqual([{ id: 'interview' }]);
    navigation.end();
    expect(collisions(navigation)).toEqual([]);
  });
});
