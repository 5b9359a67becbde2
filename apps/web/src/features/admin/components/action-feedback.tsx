import { CircleCheck } from 'lucide-react';

/** What the last moderation action did, or why it failed. */
export function ActionFeedback({ done, error }: { done: string | null; error?: string }) {
  return (
    <>
      <div role="status">
        {done && (
          <p className="flex items-start gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800">
            <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
            {done}
          </p>
        )}
      </div>
      {error && (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
        >
          {error}
        </p>
      )}
    </>
  );
}
