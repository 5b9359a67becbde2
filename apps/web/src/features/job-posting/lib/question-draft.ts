import type { Knockout, QuestionInput, QuestionKind } from '@jobhunter/shared';

/** The kinds as the form names them, in the order the select offers them. */
export const QUESTION_KIND_LABELS: Record<QuestionKind, string> = {
  yesno: 'Yes/No',
  number: 'Number',
  choice: 'Choice',
  text: 'Text',
};

const numberOf = (id: string | undefined) => {
  const match = /^q(\d+)$/.exec(id ?? '');
  return match ? Number(match[1]) : 0;
};

/** The highest `qN` among the questions' ids (0 with none), so a new question never takes an old id. */
export const highestQuestionNumber = (questions: QuestionInput[]) =>
  Math.max(0, ...questions.map((question) => numberOf(question.id)));

/**
 * A new question, with its id given here rather than by the server: candidates' answers name the
 * question by id, and React keeps each question's controls (and focus) by it while they move.
 */
export const newQuestion = (number: number): QuestionInput => ({
  id: `q${number}`,
  text: '',
  kind: 'yesno',
  required: true,
  knockout: null,
});

/** The same question asked another way: a rule or choices of the old kind mean nothing for the new one. */
export function withKind(question: QuestionInput, kind: QuestionKind): QuestionInput {
  const { choices, ...rest } = question;
  return {
    ...rest,
    kind,
    ...(kind === 'choice' ? { choices: choices?.length ? choices : ['', ''] } : {}),
    knockout: null,
  };
}

/** Renames a choice; a passing answer that named it follows, so the rule keeps meaning the same choice. */
export function withChoiceText(
  question: QuestionInput,
  index: number,
  text: string,
): QuestionInput {
  const choices = question.choices ?? [];
  const old = choices[index];
  const oneOf = question.knockout?.oneOf;
  return {
    ...question,
    choices: choices.map((choice, i) => (i === index ? text : choice)),
    ...(oneOf
      ? { knockout: { oneOf: oneOf.map((answer) => (answer === old ? text : answer)) } }
      : {}),
  };
}

/** Drops a choice and, with it, its place among the passing answers. */
export function withoutChoice(question: QuestionInput, index: number): QuestionInput {
  const choices = question.choices ?? [];
  const oneOf = question.knockout?.oneOf?.filter((answer) => answer !== choices[index]);
  return {
    ...question,
    choices: choices.filter((_, i) => i !== index),
    ...(question.knockout?.oneOf ? { knockout: oneOf?.length ? { oneOf } : null } : {}),
  };
}

/** `questions` with the one at `index` swapped with its neighbour (-1 up, +1 down); ids stay. */
export function moved(questions: QuestionInput[], index: number, step: -1 | 1) {
  const target = index + step;
  if (target < 0 || target >= questions.length) return questions;
  const next = [...questions];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

/**
 * A question as the API takes it: blank choices dropped (like blank list entries), passing answers
 * only among the choices kept, and `null` for no knock-out (an empty rule means none).
 */
export function questionToSend(question: QuestionInput): QuestionInput {
  const { id, text, kind } = question;
  const base = { id, text, kind, required: question.required ?? false };
  const rule = question.knockout;
  if (kind === 'choice') {
    const choices = (question.choices ?? []).map((choice) => choice.trim()).filter(Boolean);
    const oneOf = rule?.oneOf?.map((answer) => answer.trim()).filter((a) => choices.includes(a));
    return { ...base, choices, knockout: oneOf?.length ? { oneOf } : null };
  }
  if (kind === 'yesno')
    return { ...base, knockout: rule?.equals === undefined ? null : { equals: rule.equals } };
  if (kind === 'number') {
    const bounds: Knockout = {};
    if (rule?.min !== undefined) bounds.min = rule.min;
    if (rule?.max !== undefined) bounds.max = rule.max;
    return { ...base, knockout: Object.keys(bounds).length ? bounds : null };
  }
  return { ...base, knockout: null };
}
