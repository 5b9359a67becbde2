import {
  answerProblem,
  type AnswerInput,
  type AnswerValue,
  type PublicQuestion,
} from '@jobhunter/shared';

/** What the apply form's controls hold, by question id: 'yes'/'no', the typed number, the choice or text. */
export type DraftAnswers = Record<string, string>;

/** The value a control's text stands for (yes/no as true/false, a number as a number); blank is none. */
export function answerValue(
  question: PublicQuestion,
  raw: string | undefined,
): AnswerValue | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  if (question.kind === 'yesno') return raw === 'yes' ? true : raw === 'no' ? false : raw;
  if (question.kind === 'number') {
    const number = Number(raw);
    // Left as typed when it is no number, so the shared check says so.
    return Number.isFinite(number) ? number : raw;
  }
  return raw;
}

/** Each question's problem (the shared check the server runs too), by question id. */
export function answerProblems(questions: PublicQuestion[], draft: DraftAnswers) {
  const problems: Record<string, string> = {};
  for (const question of questions) {
    const problem = answerProblem(question, answerValue(question, draft[question.id]));
    if (problem) problems[question.id] = problem;
  }
  return problems;
}

/** The answers as `POST /applications/create` takes them: one per answered question. */
export function toAnswers(questions: PublicQuestion[], draft: DraftAnswers): AnswerInput[] {
  return questions.flatMap((question) => {
    const value = answerValue(question, draft[question.id]);
    return value === undefined ? [] : [{ questionId: question.id, value }];
  });
}
