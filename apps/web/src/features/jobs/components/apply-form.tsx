import {
  COVER_LETTER_MAX,
  coverLetterSchema,
  type Job,
  type PublicQuestion,
} from '@jobhunter/shared';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { groupDigits } from '@/lib/format-number';
import { useResume } from '@/api/resumes/get-resume';
import type { ApplicationExtras } from '../api/apply-to-job';
import { answerProblems, toAnswers, type DraftAnswers } from '../lib/answers';
import { applyIssues } from '../lib/apply-issues';
import { ApplyResume } from './apply-resume';
import { QuestionField } from './question-field';

export interface ApplyFormProps {
  job: Job;
  pending: boolean;
  /** The last refusal of the server (a 400), laid onto the fields it names. */
  error: unknown;
  onSubmit: (extras: ApplicationExtras) => void;
}

/** Focuses a question's control: the input itself, or the chosen (else first) radio button. */
function focusControl(id: string) {
  const element = document.getElementById(id);
  if (!element) return;
  const control = element.matches('input, select, textarea')
    ? element
    : (element.querySelector<HTMLElement>('input:checked') ?? element.querySelector('input'));
  control?.focus();
}

/**
 * The application: the CV it carries, a cover letter and the job's questions. Answers are checked
 * as they are given, with the same rules the server applies; a required one left out blocks
 * sending, and so does a missing CV when the job asks for one.
 */
export function ApplyForm({ job, pending, error, onSubmit }: ApplyFormProps) {
  const id = useId();
  const questions: PublicQuestion[] = job.questions ?? [];
  const resume = useResume();
  const [draft, setDraft] = useState<DraftAnswers>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const [coverLetter, setCoverLetter] = useState('');
  // The server's problems stand until the field they name changes.
  const [seenError, setSeenError] = useState<unknown>(error);
  const [server, setServer] = useState(() => applyIssues(error, questions));
  if (error !== seenError) {
    setSeenError(error);
    setServer(applyIssues(error, questions));
  }

  const controlId = (question: PublicQuestion) => `${id}-${question.id}`;
  const problems = answerProblems(questions, draft);
  const letterProblem = coverLetterSchema.safeParse(coverLetter).error?.issues[0]?.message;
  const noResume = job.resumeRequired === true && resume.data === null;
  const blocked = pending || noResume || (job.resumeRequired === true && resume.isPending);
  const shownError = (question: PublicQuestion) =>
    server.answers[question.id] ??
    (touched[question.id] || submitted ? problems[question.id] : undefined);

  // A refusal that names questions sends the focus to the first of them.
  useEffect(() => {
    const first = questions.find((question) => server.answers[question.id]);
    if (first) focusControl(controlId(first));
    // Only when a new refusal arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [server]);

  const change = (question: PublicQuestion, value: string) => {
    setDraft((current) => ({ ...current, [question.id]: value }));
    setTouched((current) => ({ ...current, [question.id]: true }));
    if (server.answers[question.id])
      setServer(({ answers: { [question.id]: _gone, ...answers }, ...rest }) => ({
        ...rest,
        answers,
      }));
  };

  const submit = () => {
    setSubmitted(true);
    const firstProblem = questions.find((question) => problems[question.id]);
    if (firstProblem) return focusControl(controlId(firstProblem));
    if (letterProblem) return document.getElementById(`${id}-letter`)?.focus();
    if (blocked) return;
    onSubmit({ coverLetter, answers: toAnswers(questions, draft) });
  };

  const letterError = letterProblem ?? server.coverLetter;
  const invalidCount =
    questions.filter((question) => shownError(question)).length + (letterError ? 1 : 0);
  return (
    <form
      noValidate
      className="flex min-w-0 flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <ApplyResume
        resume={resume.data}
        failed={resume.isError}
        resumeRequired={job.resumeRequired === true}
        requiredId={`${id}-resume-required`}
      />

      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor={`${id}-letter`}>Cover letter (optional)</Label>
        <Textarea
          id={`${id}-letter`}
          rows={6}
          value={coverLetter}
          onChange={(event) => {
            setCoverLetter(event.target.value);
            setServer(({ coverLetter: _gone, ...rest }) => rest);
          }}
          aria-invalid={letterError ? true : undefined}
          aria-describedby={`${id}-letter-count${letterError ? ` ${id}-letter-error` : ''}`}
        />
        <p id={`${id}-letter-count`} className="text-right text-xs text-slate-500">
          {groupDigits(coverLetter.length)} / {groupDigits(COVER_LETTER_MAX)} characters
        </p>
        {letterError && (
          <p id={`${id}-letter-error`} className="text-xs font-medium text-red-600">
            {letterError}
          </p>
        )}
      </div>

      {questions.length > 0 && (
        <section aria-labelledby={`${id}-questions`} className="flex min-w-0 flex-col gap-4">
          <div>
            <h3 id={`${id}-questions`} className="text-sm font-semibold text-slate-900">
              Questions from the recruiter
            </h3>
            {questions.some((question) => question.required) && (
              <p className="text-xs text-slate-500">Questions marked * need an answer.</p>
            )}
          </div>
          {questions.map((question) => (
            <QuestionField
              key={question.id}
              question={question}
              id={controlId(question)}
              value={draft[question.id] ?? ''}
              error={shownError(question)}
              onChange={(value) => change(question, value)}
              onBlur={() => setTouched((current) => ({ ...current, [question.id]: true }))}
            />
          ))}
        </section>
      )}

      {(server.general || (submitted && invalidCount > 0)) && (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-700"
        >
          {server.general ??
            (invalidCount === 1
              ? 'One answer needs your attention.'
              : `${invalidCount} answers need your attention.`)}
        </p>
      )}

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={pending}>
            Cancel
          </Button>
        </DialogClose>
        <Button
          type="submit"
          disabled={blocked}
          aria-describedby={noResume ? `${id}-resume-required` : undefined}
        >
          {pending ? 'Sending…' : 'Submit application'}
        </Button>
      </DialogFooter>
    </form>
  );
}
