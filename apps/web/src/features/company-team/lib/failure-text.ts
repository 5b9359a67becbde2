import { errorMessage } from '@/lib/api-error';
import { apiIssues } from '@/lib/api-issues';

/** What a refused call says: every problem of a 400 (e.g. name and website both wrong), else its message. */
export function failureText(error: unknown) {
  const issues = apiIssues(error);
  return issues.length > 1
    ? [...new Set(issues.map((issue) => issue.message))].join('. ')
    : errorMessage(error);
}
