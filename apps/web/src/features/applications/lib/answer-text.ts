import type { ApplicationDetail } from '@jobhunter/shared';
import { groupDigits } from '@/lib/format-number';

type Answer = ApplicationDetail['answers'][number];

/** An answer as the recruiter reads it: "Yes"/"No", "1,500", "2.5", the chosen choice or the text. */
export function answerText({ value }: Pick<Answer, 'value'>) {
  if (value === null || value === '') return 'No answer';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number')
    return Number.isInteger(value) ? groupDigits(value) : String(value);
  return value;
}
