import type { ApplicationDetail } from '@jobhunter/shared';
import { CircleX } from 'lucide-react';
import { answerText } from '../lib/answer-text';

/** The candidate's answers to the job's screening questions, each failed knock-out marked. */
export function ApplicationAnswers({ answers }: { answers: ApplicationDetail['answers'] }) {
  if (answers.length === 0)
    return <p className="text-sm text-slate-600">No screening questions were answered.</p>;
  return (
    <ul aria-label="Screening answers" className="flex flex-col gap-3">
      {answers.map((answer) => (
        <li key={answer.questionId} className="text-sm break-words">
          <p className="font-medium text-slate-900">{answer.text}</p>
          <p className="mt-0.5 whitespace-pre-line text-slate-700">{answerText(answer)}</p>
          {!answer.passed && (
            <p className="mt-1 flex items-center gap-1 text-xs font-semibold text-red-700">
              <CircleX aria-hidden className="size-3.5 shrink-0" />
              Did not pass
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
