import { useCallback, useMemo, useState } from 'react';
import type { JobDraft } from './job-draft';
import { draftErrors, type DraftErrors } from './draft-errors';

/** Fields whose value differs from `initial` (what an edit would send). */
const changedFields = (initial: JobDraft, draft: JobDraft) =>
  (Object.keys(draft) as (keyof JobDraft)[]).filter(
    (key) => JSON.stringify(draft[key]) !== JSON.stringify(initial[key]),
  );

/**
 * Checks the job form with the shared schema: a field's message shows once the user has left it
 * (blur), and every message shows after a submit attempt. `validate` returns the fields to fix
 * (none: send). With `initial` (the edit form) only changed fields are checked, like the server
 * does with a PATCH: a closing day that has passed since posting is not the editor's mistake.
 */
export function useDraftValidation(draft: JobDraft, initial?: JobDraft) {
  const [touched, setTouched] = useState<ReadonlySet<keyof JobDraft>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
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

  const touch = useCallback((field: keyof JobDraft) => {
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  }, []);

  const validate = (): (keyof JobDraft)[] => {
    setSubmitted(true);
    return Object.keys(all) as (keyof JobDraft)[];
  };

  /** After a successful post the emptied form starts fresh, with no messages. */
  const reset = () => {
    setTouched(new Set());
    setSubmitted(false);
  };

  return { errors, touch, validate, reset };
}
