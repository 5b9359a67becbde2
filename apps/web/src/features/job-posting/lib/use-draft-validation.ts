import { useCallback, useMemo, useState } from 'react';
import type { JobDraft } from './job-draft';
import { draftErrors, type DraftErrors } from './draft-errors';
import {
  questionControlName,
  questionErrors,
  type QuestionControlName,
  type QuestionErrorMap,
  type QuestionField,
} from './question-errors';

/** Fields whose value differs from `initial` (what an edit would send). */
const changedFields = (initial: JobDraft, draft: JobDraft) =>
  (Object.keys(draft) as (keyof JobDraft)[]).filter(
    (key) => JSON.stringify(draft[key]) !== JSON.stringify(initial[key]),
  );

/** What `touch` is told was left: a field of the draft, or one part of one question. */
export type TouchedField = keyof JobDraft | QuestionControlName;

/**
 * Checks the job form with the shared schema: a field's message shows once the user has left it
 * (blur), and every message shows after a submit attempt. `validate` returns the controls to fix
 * (none: send). With `initial` (the edit form) only changed fields are checked, like the server
 * does with a PATCH: a closing day that has passed since posting is not the editor's mistake.
 * Each screening question is checked on its own, so a message stands beside its part.
 */
export function useDraftValidation(draft: JobDraft, initial?: JobDraft) {
  const [touched, setTouched] = useState<ReadonlySet<TouchedField>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);

  const questionsChanged =
    !initial || JSON.stringify(initial.questions) !== JSON.stringify(draft.questions);
  const allQuestions = useMemo(
    () => (questionsChanged ? questionErrors(draft.questions) : {}),
    [draft.questions, questionsChanged],
  );

  const all = useMemo(() => {
    const errors = draftErrors(draft);
    if (!initial) return errors;
    const changed = new Set(changedFields(initial, draft));
    // The two CTC bounds are checked together (min ≤ max) and sent together, so they count as one.
    if (changed.has('minCTC') || changed.has('maxCTC')) changed.add('minCTC').add('maxCTC');
    return Object.fromEntries(
      Object.entries(errors).filter(([key]) => changed.has(key as keyof JobDraft)),
    ) as DraftErrors;
  }, [draft, initial]);

  const errors = useMemo<DraftErrors>(
    () =>
      submitted
        ? all
        : Object.fromEntries(
            Object.entries(all).filter(([key]) => touched.has(key as keyof JobDraft)),
          ),
    [all, submitted, touched],
  );

  const questions = useMemo<QuestionErrorMap>(() => {
    if (submitted) return allQuestions;
    const shown: QuestionErrorMap = {};
    for (const [id, fields] of Object.entries(allQuestions)) {
      const visible = Object.entries(fields).filter(([field]) =>
        touched.has(questionControlName(id, field as QuestionField)),
      );
      if (visible.length) shown[id] = Object.fromEntries(visible);
    }
    return shown;
  }, [allQuestions, submitted, touched]);

  const touch = useCallback((field: TouchedField) => {
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  }, []);

  const validate = (): TouchedField[] => {
    setSubmitted(true);
    const fields: TouchedField[] = Object.keys(all) as (keyof JobDraft)[];
    for (const [id, problems] of Object.entries(allQuestions))
      for (const field of Object.keys(problems))
        fields.push(questionControlName(id, field as QuestionField));
    return fields;
  };

  /** After a successful post the emptied form starts fresh, with no messages. */
  const reset = () => {
    setTouched(new Set());
    setSubmitted(false);
  };

  return { errors, questions, touch, validate, reset };
}
