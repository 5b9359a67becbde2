import { MAX_QUESTIONS, type QuestionInput } from '@jobhunter/shared';
import { Plus } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import type { JobDraft } from '../lib/job-draft';
import { highestQuestionNumber, moved, newQuestion } from '../lib/question-draft';
import {
  questionControlName,
  type QuestionErrorMap,
  type QuestionField,
} from '../lib/question-errors';
import type { TouchedField } from '../lib/use-draft-validation';
import { FormSection } from './form-section';
import { QuestionEditor } from './question-editor';

interface ScreeningQuestionsProps {
  questions: QuestionInput[];
  resumeRequired: boolean;
  onChange: (patch: Partial<JobDraft>) => void;
  onBlur?: (field: TouchedField) => void;
  /** Messages per question id (the shared schema's or the server's). */
  errors?: QuestionErrorMap;
  /** A message about the list as a whole. */
  listError?: string;
  resumeError?: string;
}

/**
 * The questions candidates answer when they apply, each with an optional knock-out rule, and
 * whether a CV is required. Questions move with buttons (no dragging), so the keyboard does it all.
 */
export function ScreeningQuestions({
  questions,
  resumeRequired,
  onChange,
  onBlur,
  errors = {},
  listError,
  resumeError,
}: ScreeningQuestionsProps) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  // Numbers already given out stay used, so a question added after one is removed gets a new id.
  const highest = useRef(highestQuestionNumber(questions));
  // Where the cursor goes once the list has re-rendered (a CSS selector within the section).
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    const selector = focusNext.current;
    if (!selector) return;
    focusNext.current = null;
    root.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [questions]);

  const set = (next: QuestionInput[]) => onChange({ questions: next });
  const full = questions.length >= MAX_QUESTIONS;
  const textOf = (question: QuestionInput | undefined) =>
    question?.id ? `[name="${questionControlName(question.id, 'text')}"]` : null;

  const add = () => {
    highest.current = Math.max(highest.current, highestQuestionNumber(questions)) + 1;
    const question = newQuestion(highest.current);
    focusNext.current = textOf(question);
    set([...questions, question]);
  };
  const move = (index: number, step: -1 | 1) => {
    // The moved question's own button keeps the focus, wherever the question now stands.
    focusNext.current = `[data-question="${questions[index].id}"] [data-action="${step < 0 ? 'up' : 'down'}"]`;
    set(moved(questions, index, step));
  };
  const remove = (index: number) => {
    const rest = questions.filter((_, i) => i !== index);
    focusNext.current = textOf(rest[index] ?? rest[index - 1]) ?? '[data-action="add-question"]';
    set(rest);
  };

  return (
    <FormSection title="Screening questions">
      <div ref={root} className="flex min-w-0 flex-col gap-4 sm:col-span-2">
        <div className="flex flex-col gap-1 text-sm text-slate-600">
          <p>
            Candidates answer these when they apply. An answer that fails a knock-out rule rejects
            the application straight away.
          </p>
          <p className="text-xs text-slate-500">Knock-out rules are visible to your team only.</p>
        </div>
        <div className="flex flex-col gap-1">
          <Checkbox
            label="Require a CV to apply"
            name="resumeRequired"
            className="self-start"
            checked={resumeRequired}
            aria-describedby={`${id}-cv-hint${resumeError ? ` ${id}-cv-error` : ''}`}
            aria-invalid={resumeError ? true : undefined}
            onChange={(event) => onChange({ resumeRequired: event.target.checked })}
          />
          <p id={`${id}-cv-hint`} className="text-xs text-slate-500">
            Candidates without a CV on their profile cannot apply.
          </p>
          {resumeError && (
            <p id={`${id}-cv-error`} className="text-xs font-medium text-red-700">
              {resumeError}
            </p>
          )}
        </div>
        {questions.length > 0 && (
          <ol className="flex flex-col gap-4">
            {questions.map((question, index) => (
              <li key={question.id ?? index} className="min-w-0">
                <QuestionEditor
                  question={question}
                  index={index}
                  count={questions.length}
                  errors={question.id ? errors[question.id] : undefined}
                  onChange={(next) => set(questions.map((q, i) => (i === index ? next : q)))}
                  onMove={(step) => move(index, step)}
                  onRemove={() => remove(index)}
                  onBlur={(field: QuestionField) =>
                    question.id && onBlur?.(questionControlName(question.id, field))
                  }
                />
              </li>
            ))}
          </ol>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="secondary"
            size="sm"
            name="questions"
            data-action="add-question"
            disabled={full}
            aria-describedby={full ? `${id}-limit` : undefined}
            onClick={add}
          >
            <Plus aria-hidden />
            Add question
          </Button>
          {full && (
            <p id={`${id}-limit`} className="text-xs text-slate-600">
              At most {MAX_QUESTIONS} questions
            </p>
          )}
        </div>
        {listError && <p className="text-xs font-medium text-red-700">{listError}</p>}
      </div>
    </FormSection>
  );
}
