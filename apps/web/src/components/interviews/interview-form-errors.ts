import type { SlotDraft } from './slot-draft';

/** What the slot form shows next to its fields; slot messages are keyed by the draft's key. */
export interface InterviewFormErrors {
  slots: Record<number, string>;
  /** About the slots together (overlapping, too many). */
  slotList?: string;
  location?: string;
  meetingUrl?: string;
  note?: string;
}

type Issue = { path: readonly PropertyKey[] | string; message: string };
const FIELDS = ['location', 'meetingUrl', 'note'] as const;

/**
 * Lays the schema's (or the server's, `path` then dotted) issues onto the form: `slots.N…` on the
 * Nth slot, `slots` on the list, each field's on it; the first issue of each place wins.
 */
export function interviewFormErrors(issues: Issue[], drafts: SlotDraft[]): InterviewFormErrors {
  const errors: InterviewFormErrors = { slots: {} };
  for (const { path, message } of issues) {
    const [field, index] = typeof path === 'string' ? path.split('.') : path.map(String);
    if (field === 'slots' && index !== undefined) {
      const key = drafts[Number(index)]?.key;
      if (key !== undefined) errors.slots[key] ??= message;
      else errors.slotList ??= message;
    } else if (field === 'slots') errors.slotList ??= message;
    else {
      const named = FIELDS.find((name) => name === field);
      if (named) errors[named] ??= message;
    }
  }
  return errors;
}

export const hasErrors = (errors: InterviewFormErrors) =>
  Object.keys(errors.slots).length > 0 ||
  Boolean(errors.slotList ?? errors.location ?? errors.meetingUrl ?? errors.note);
