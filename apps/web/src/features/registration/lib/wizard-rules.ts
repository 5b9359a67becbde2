import { maxUsernameLength, WIZARD_STEP_SCHEMAS } from '@jobhunter/shared';
import type { RegistrationDraft } from './draft';

export interface StepIssue {
  /** The form field the issue is about, e.g. 'college_education.0.cgpa'. */
  path: string;
  message: string;
}

export type StepResult = { ok: true } | { ok: false; message: string; issues: StepIssue[] };

/** Checks one step (0-based) with the shared zod schema; the first issue is what 'Data Missing' shows. */
export function validateStep(index: number, draft: RegistrationDraft): StepResult {
  const result = WIZARD_STEP_SCHEMAS[index].safeParse(draft);
  if (result.success) return { ok: true };
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
  return { ok: false, message: issues[0].message, issues };
}

export type MoveResult =
  { allowed: true } | { allowed: false; failedStep: number; message: string; issues: StepIssue[] };

/**
 * docs/product.md §4: going back (or jumping back) is free; going forward needs the current step, and
 * every step skipped over, to validate.
 */
export function checkMove(from: number, to: number, draft: RegistrationDraft): MoveResult {
  for (let step = from; step < to; step += 1) {
    const result = validateStep(step, draft);
    if (!result.ok)
      return { allowed: false, failedStep: step, message: result.message, issues: result.issues };
  }
  return { allowed: true };
}

/** The first step that does not validate, or null when the whole profile can be submitted. */
export function firstInvalidStep(draft: RegistrationDraft) {
  const result = checkMove(0, WIZARD_STEP_SCHEMAS.length, draft);
  return result.allowed ? null : result;
}

/** Characters left before the username reaches its allowed length (docs/product.md §5 formula). */
export function usernameRemaining(
  draft: Pick<RegistrationDraft, 'firstName' | 'lastName' | 'username'>,
) {
  return maxUsernameLength(draft.firstName, draft.lastName) - draft.username.length;
}

/** docs/product.md §4: availability is checked when the typed length reaches the allowed length. */
export function shouldCheckUsername(
  draft: Pick<RegistrationDraft, 'firstName' | 'lastName' | 'username'>,
) {
  return draft.username.length > 0 && usernameRemaining(draft) === 0;
}
