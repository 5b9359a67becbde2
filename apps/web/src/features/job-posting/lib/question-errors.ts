import { questionSchema, type QuestionInput } from '@jobhunter/shared';
import { questionToSend } from './question-draft';
import { serverIssues } from './server-field-errors';

/** The parts of one question a message can stand beside; `question` is the question as a whole. */
export type QuestionField = 'text' | 'kind' | 'required' | 'choices' | 'knockout' | 'question';
export type QuestionErrors = Partial<Record<QuestionField, string>>;
/** Messages per question id: ids, unlike positions, stay with a question when it moves. */
export type QuestionErrorMap = Record<string, QuestionErrors>;

/** The `name` of a question's control, which the validation's `touch` and the focus both go by. */
export type QuestionControlName = `question-${string}-${QuestionField}`;
export const questionControlName = (id: string, field: QuestionField): QuestionControlName =>
  `question-${id}-${field}`;

const FIELDS: readonly string[] = ['text', 'kind', 'required', 'choices', 'knockout'];

/**
 * Where a message about one question belongs, from its path inside the question ('choices.1') or,
 * for the rules between fields (which have no path), from what the message is about.
 */
export function questionFieldOf(path: readonly PropertyKey[], message: string): QuestionField {
  const head = String(path[0] ?? '');
  if (FIELDS.includes(head)) return head as QuestionField;
  if (head !== '') return 'question';
  if (/knock/i.test(message)) return 'knockout';
  if (/choice/i.test(message)) return 'choices';
  return 'question';
}

const add = (map: QuestionErrorMap, id: string, field: QuestionField, message: string) => {
  const errors = (map[id] ??= {});
  errors[field] ??= message;
};

/** The shared schema's verdict on each question as it would be sent: the server's own checks. */
export function questionErrors(questions: QuestionInput[]): QuestionErrorMap {
  const map: QuestionErrorMap = {};
  questions.forEach((question, index) => {
    const result = questionSchema.safeParse(questionToSend(question));
    if (result.success) return;
    for (const issue of result.error.issues)
      add(
        map,
        question.id ?? String(index),
        questionFieldOf(issue.path, issue.message),
        issue.message,
      );
  });
  return map;
}

/**
 * A 400 reply's messages about single questions ('questions.2.choices'), by the id of the question
 * that was at that place in what was `sent`, so they stay with it if it has moved since.
 */
export function serverQuestionErrors(
  error: unknown,
  sent: QuestionInput[] | undefined,
): QuestionErrorMap {
  const map: QuestionErrorMap = {};
  for (const { path, message } of serverIssues(error)) {
    const [head, index, ...rest] = path.split('.');
    if (head !== 'questions' || index === undefined || !/^\d+$/.test(index)) continue;
    const id = sent?.[Number(index)]?.id ?? index;
    add(map, id, questionFieldOf(rest, message), message);
  }
  return map;
}

/** Both sets of messages; the form's own (current) ones first. */
export function mergeQuestionErrors(
  server: QuestionErrorMap,
  own: QuestionErrorMap,
): QuestionErrorMap {
  const merged: QuestionErrorMap = { ...server };
  for (const [id, errors] of Object.entries(own)) merged[id] = { ...server[id], ...errors };
  return merged;
}
