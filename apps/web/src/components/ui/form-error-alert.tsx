import { CircleAlert } from 'lucide-react';
import type { ApiIssue } from '@/lib/api-issues';

/**
 * A form's refused submission inside its dialog: the server's message and, under it, each field
 * problem the form does not show beside a field.
 */
export function FormErrorAlert({ message, issues }: { message: string; issues: ApiIssue[] }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700"
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div>
        <p>{message}</p>
        {issues.length > 0 && (
          <ul className="mt-1 list-disc pl-5 font-normal">
            {issues.map((issue) => (
              <li key={`${issue.path}:${issue.message}`}>{issue.message}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
