import { z } from 'zod';

/** The kinds of screening question a job may ask. */
export const QUESTION_KINDS = ['yesno', 'number', 'choice', 'text'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
export const MAX_QUESTIONS = 10;
export const QUESTION_TEXT_MAX = 300;
export const CHOICE_TEXT_MAX = 100;
export const MAX_CHOICES = 20;
export const TEXT_ANSWER_MAX = 2000;
export const COVER_LETTER_MAX = 5000;
const QUESTION_ID = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * What an answer must be to pass: `equals` for yes/no, `min`/`max` (inclusive) for a number,
 * `oneOf` (the passing choices) for a choice. Text answers are never knocked out.
 */
const knockoutSchema = z.strictObject(
  {
    equals: z.boolean({ error: 'knockout.equals must be true or false' }).optional(),
    min: z.number({ error: 'knockout.min must be a number' }).finite().optional(),
    max: z.number({ error: 'knockout.max must be a number' }).finite().optional(),
    oneOf: z
      .array(z.string().trim().max(CHOICE_TEXT_MAX), { error: 'knockout.oneOf must be a list' })
      .max(MAX_CHOICES)
      .optional(),
  },
  { error: 'knockout must be an object' },
);
export type Knockout = z.infer<typeof knockoutSchema>;

const questionShape = z.strictObject(
  {
    id: z
      .string({ error: 'Question id must be text' })
      .regex(QUESTION_ID, 'Question id must be 1-40 letters, digits, - or _')
      .optional(),
    text: z
      .string({ error: 'Question text is required' })
      .trim()
      .min(1, 'Question text is required')
      .max(QUESTION_TEXT_MAX, `Question text is at most ${QUESTION_TEXT_MAX} characters`),
    kind: z.enum(QUESTION_KINDS, {
      error: `Question kind must be one of ${QUESTION_KINDS.join(', ')}`,
    }),
    required: z.boolean({ error: 'required must be true or false' }).default(false),
    choices: z
      .array(
        z
          .string({ error: 'Choices must be text' })
          .trim()
          .min(1, 'A choice cannot be empty')
          .max(CHOICE_TEXT_MAX, `A choice is at most ${CHOICE_TEXT_MAX} characters`),
        { error: 'choices must be a list' },
      )
      .max(MAX_CHOICES, `At most ${MAX_CHOICES} choices`)
      .optional(),
    knockout: knockoutSchema.nullish(),
  },
  { error: 'Each question must be an object' },
);

/** The rules between a question's fields that zod's shape cannot say on its own. */
function questionProblems(
  question: z.output<typeof questionShape>,
): { path: 'choices' | 'knockout'; message: string }[] {
  const problems: { path: 'choices' | 'knockout'; message: string }[] = [];
  const choiceProblem = (message: string) => problems.push({ path: 'choices', message });
  const knockoutProblem = (message: string) => problems.push({ path: 'knockout', message });
  const { kind, choices, knockout } = question;
  if (kind === 'choice') {
    if (!choices || choices.length < 2) choiceProblem('A choice question needs at least 2 choices');
    else if (new Set(choices.map((c) => c.toLowerCase())).size !== choices.length)
      choiceProblem('Choices must be different from each other');
  } else if (choices && choices.length > 0) {
    choiceProblem('Only choice questions have choices');
  }
  if (!knockout) return problems;
  const keys = Object.keys(knockout).filter((key) => knockout[key as keyof Knockout] !== undefined);
  const allowed: Record<QuestionKind, string[]> = {
    yesno: ['equals'],
    number: ['min', 'max'],
    choice: ['oneOf'],
    text: [],
  };
  if (kind === 'text') knockoutProblem('Text answers are never knocked out');
  else if (keys.length === 0 || keys.some((key) => !allowed[kind].includes(key)))
    knockoutProblem(`A ${kind} knock-out takes ${allowed[kind].join(' and/or ')}`);
  else if (kind === 'number' && knockout.min !== undefined && knockout.max !== undefined) {
    if (knockout.min > knockout.max) knockoutProblem('The minimum cannot be more than the maximum');
  } else if (kind === 'choice') {
    const passing = knockout.oneOf ?? [];
    if (passing.length === 0) knockoutProblem('Pick at least one passing answer');
    else if (passing.some((answer) => !choices?.includes(answer)))
      knockoutProblem('Passing answers must be among the choices');
  }
  return problems;
}

export const questionSchema = questionShape.superRefine((question, context) => {
  for (const { path, message } of questionProblems(question))
    context.addIssue({ code: 'custom', path: [path], message });
});
export type QuestionInput = z.input<typeof questionSchema>;

/**
 * A screening question as stored and returned: every question has an id; `knockout` is null when
 * there is none and absent where the viewer may not see it (anyone but the job's recruiters).
 */
export const screeningQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  kind: z.enum(QUESTION_KINDS),
  required: z.boolean(),
  choices: z.array(z.string()).optional(),
  knockout: knockoutSchema.nullish(),
});
export type ScreeningQuestion = z.infer<typeof screeningQuestionSchema>;
/** What candidates and the public see of a question: never its knock-out rule. */
export type PublicQuestion = Omit<ScreeningQuestion, 'knockout'>;

/**
 * A job's questions (create and edit): at most 10, ids unique; a question sent without an id gets
 * the first free `q1`, `q2`, ... so answers can name it.
 */
export const questionsSchema = z
  .array(questionSchema, { error: 'questions must be a list' })
  .max(MAX_QUESTIONS, `At most ${MAX_QUESTIONS} questions`)
  .superRefine((questions, context) => {
    const ids = questions.map((question) => question.id).filter(Boolean);
    if (new Set(ids).size !== ids.length)
      context.addIssue({ code: 'custom', message: 'Question ids must be unique' });
  })
  .transform((questions): ScreeningQuestion[] => {
    const taken = new Set(questions.map((question) => question.id).filter(Boolean));
    let next = 1;
    return questions.map((question) => {
      let id = question.id;
      if (!id) {
        while (taken.has(`q${next}`)) next += 1;
        id = `q${next}`;
        taken.add(id);
      }
      const stored: ScreeningQuestion = {
        id,
        text: question.text,
        kind: question.kind,
        required: question.required,
      };
      if (question.kind === 'choice') stored.choices = question.choices;
      stored.knockout = question.knockout ?? null;
      return stored;
    });
  });

/** The question as candidates see it. */
export const publicQuestion = ({ knockout: _knockout, ...question }: ScreeningQuestion) => question;

export type AnswerValue = boolean | number | string;
export const answerInputSchema = z.strictObject(
  {
    questionId: z.string({ error: 'questionId is required' }).max(40),
    value: z.union([z.boolean(), z.number(), z.string().max(TEXT_ANSWER_MAX * 2)]).nullish(),
  },
  { error: 'Each answer must be { questionId, value }' },
);
export const answersSchema = z
  .array(answerInputSchema, { error: 'answers must be a list' })
  .max(MAX_QUESTIONS * 2, 'Too many answers');
export type AnswerInput = z.infer<typeof answerInputSchema>;

export const coverLetterSchema = z
  .string({ error: 'coverLetter must be text' })
  .trim()
  .max(
    COVER_LETTER_MAX,
    `The cover letter is at most ${COVER_LETTER_MAX.toLocaleString('en-US')} characters`,
  );

/** One answer as kept with the application, with whether it passed its knock-out. */
export type ScreenedAnswer = {
  questionId: string;
  text: string;
  value: AnswerValue | null;
  passed: boolean;
};
export type AnswerProblem = { path: string; message: string };

/** Whether an (already valid) answer passes the question's knock-out; no rule passes everything. */
export function passesKnockout(question: ScreeningQuestion, value: AnswerValue | null): boolean {
  const rule = question.knockout;
  if (!rule || value === null) return true;
  if (question.kind === 'yesno') return rule.equals === undefined || value === rule.equals;
  if (question.kind === 'number' && typeof value === 'number')
    return (
      (rule.min === undefined || value >= rule.min) && (rule.max === undefined || value <= rule.max)
    );
  if (question.kind === 'choice') return !rule.oneOf || rule.oneOf.includes(String(value));
  return true;
}

/** The problem with one answer's value for its question, or undefined when it is fine. */
export function answerProblem(
  question: ScreeningQuestion | PublicQuestion,
  value: AnswerValue | null | undefined,
): string | undefined {
  const empty = value === null || value === undefined || value === '';
  if (empty) return question.required ? 'This question needs an answer' : undefined;
  switch (question.kind) {
    case 'yesno':
      return typeof value === 'boolean' ? undefined : 'Answer yes or no';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
        ? undefined
        : 'Answer with a number';
    case 'choice':
      return typeof value === 'string' && question.choices?.includes(value)
        ? undefined
        : 'Pick one of the choices';
    case 'text':
      if (typeof value !== 'string') return 'Answer with text';
      return value.trim().length > TEXT_ANSWER_MAX
        ? `An answer is at most ${TEXT_ANSWER_MAX.toLocaleString('en-US')} characters`
        : undefined;
  }
}

/**
 * Checks a candidate's answers against the job's questions: every problem (a missing required
 * answer, a value of the wrong kind, an answer to no question), and otherwise each question's
 * answer with whether it passed. `screening` is failed when any answer fails its knock-out.
 */
export function screenAnswers(
  questions: ScreeningQuestion[],
  answers: AnswerInput[],
): { problems: AnswerProblem[]; answers: ScreenedAnswer[]; screening: 'passed' | 'failed' } {
  const problems: AnswerProblem[] = [];
  const given = new Map<string, AnswerInput['value']>();
  answers.forEach((answer, index) => {
    if (!questions.some((question) => question.id === answer.questionId))
      problems.push({ path: `answers.${index}.questionId`, message: 'No such question' });
    else if (given.has(answer.questionId))
      problems.push({ path: `answers.${index}.questionId`, message: 'Answered twice' });
    else given.set(answer.questionId, answer.value);
  });
  const screened = questions.map((question, index): ScreenedAnswer => {
    const raw = given.get(question.id);
    const problem = answerProblem(question, raw);
    if (problem)
      problems.push({ path: `answers.${index}`, message: `${question.text}: ${problem}` });
    const value =
      raw === undefined || raw === null || raw === ''
        ? null
        : typeof raw === 'string'
          ? raw.trim()
          : raw;
    return {
      questionId: question.id,
      text: question.text,
      value,
      passed: passesKnockout(question, value),
    };
  });
  return {
    problems,
    answers: screened,
    screening: screened.every((answer) => answer.passed) ? 'passed' : 'failed',
  };
}
