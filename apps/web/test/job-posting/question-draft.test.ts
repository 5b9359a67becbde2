import { describe, expect, it } from 'vitest';
import { changedJobFields, draftFieldOf, emptyDraft } from '@/features/job-posting/lib/job-draft';
import {
  moved,
  questionToSend,
  withChoiceText,
  withKind,
  withoutChoice,
} from '@/features/job-posting/lib/question-draft';
import {
  questionErrors,
  questionFieldOf,
  serverQuestionErrors,
} from '@/features/job-posting/lib/question-errors';
import { serverFieldErrors } from '@/features/job-posting/lib/server-field-errors';
import { ApiError } from '@/lib/api-error';

const shift = {
  id: 'q2',
  text: 'Which shift?',
  kind: 'choice' as const,
  required: true,
  choices: ['Early', 'Late', 'Night'],
  knockout: { oneOf: ['Early', 'Night'] },
};

describe('a screening question in the job form', () => {
  it('is sent without blank choices, with passing answers among the choices and null for no rule', () => {
    expect(
      questionToSend({
        ...shift,
        choices: [' Early ', '', 'Late'],
        knockout: { oneOf: [' Early '] },
      }),
    ).toEqual({ ...shift, choices: ['Early', 'Late'], knockout: { oneOf: ['Early'] } });
    expect(questionToSend({ id: 'q1', text: 'Age?', kind: 'number', knockout: {} })).toEqual({
      id: 'q1',
      text: 'Age?',
      kind: 'number',
      required: false,
      knockout: null,
    });
    expect(
      questionToSend({ id: 'q3', text: 'Why?', kind: 'text', knockout: { equals: true } }).knockout,
    ).toBeNull();
  });

  it('keeps its passing answers on the same choices when one is renamed or removed', () => {
    expect(withChoiceText(shift, 2, 'Nights').knockout).toEqual({ oneOf: ['Early', 'Nights'] });
    expect(withoutChoice(shift, 0)).toMatchObject({
      choices: ['Late', 'Night'],
      knockout: { oneOf: ['Night'] },
    });
    expect(withoutChoice({ ...shift, knockout: { oneOf: ['Late'] } }, 1).knockout).toBeNull();
  });

  it('drops the rule and the choices of its old kind when the kind changes', () => {
    expect(withKind(shift, 'yesno')).toEqual({
      id: 'q2',
      text: 'Which shift?',
      kind: 'yesno',
      required: true,
      knockout: null,
    });
    expect(withKind({ ...shift, kind: 'text', choices: undefined }, 'choice').choices).toEqual([
      '',
      '',
    ]);
  });

  it('moves by one place and keeps every id', () => {
    const list = [{ ...shift, id: 'q1' }, shift, { ...shift, id: 'q7' }];
    expect(moved(list, 2, -1).map((q) => q.id)).toEqual(['q1', 'q7', 'q2']);
    expect(moved(list, 0, -1)).toBe(list);
    const initial = { ...emptyDraft(), questions: list };
    expect(changedJobFields(initial, { ...initial, questions: moved(list, 0, 1) })).toEqual({
      questions: moved(list, 0, 1),
    });
  });
});

describe('messages about questions', () => {
  it('stand beside the part they are about, also for the rules between parts', () => {
    expect(questionFieldOf(['choices', 1], 'A choice cannot be empty')).toBe('choices');
    expect(questionFieldOf([], 'A choice question needs at least 2 choices')).toBe('choices');
    expect(questionFieldOf(['knockout'], 'Passing answers must be among the choices')).toBe(
      'knockout',
    );
    expect(questionFieldOf(['id'], 'Question id must be text')).toBe('question');
    expect(
      questionErrors([{ ...shift, text: ' ', choices: ['Early', ''], knockout: null }]),
    ).toEqual({
      q2: {
        text: 'Question text is required',
        choices: 'A choice question needs at least 2 choices',
      },
    });
  });

  it('from the server go to the question that was at that place in what was sent', () => {
    const error = new ApiError(400, 'Invalid', {
      message: 'Invalid',
      errors: [
        { path: 'questions.1.choices', message: 'At most 20 choices' },
        { path: ['questions'], message: 'At most 10 questions' },
        { path: ['designation'], message: 'Designation is required' },
      ],
    });
    expect(serverQuestionErrors(error, [{ ...shift, id: 'q9' }, shift])).toEqual({
      q2: { choices: 'At most 20 choices' },
    });
    expect(serverFieldErrors(error)).toEqual({
      questions: 'At most 10 questions',
      designation: 'Designation is required',
    });
    expect(draftFieldOf('questions.1.choices')).toBeUndefined();
  });
});
