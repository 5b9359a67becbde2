import type { PublicQuestion } from '@jobhunter/shared';
import { errorMessage } from '@/lib/api-error';
import { apiIssues } from '@/lib/api-issues';

export interface ApplyIssues {
  /** By question id. */
  answers: Record<string, string>;
  coverLetter?: string;
  /** What belongs to no field (e.g. the CV the job asks for). */
  general?: string;
}

const ANSWER_PATH = /^answers\.(\d+)$/;

/**
 * A refused application (400) laid onto the form: `answers.{n}` is the job's n-th question (the
 * server checks the answers question by question), `coverLetter` the cover letter, anything else
 * (or a refusal without `errors`) the form as a whole.
 */
export function applyIssues(error: unknown, questions: PublicQuestion[]): ApplyIssues {
  const found: ApplyIssues = { answers: {} };
  if (!error) return found;
  const issues = apiIssues(error);
  if (issues.length === 0) return { ...found, general: errorMessage(error) };
  const general: string[] = [];
  for (const issue of issues) {
    const question = questions[Number(ANSWER_PATH.exec(issue.path)?.[1] ?? -1)];
    if (question) {
      // The server names the question before its problem; beside the question that is said already.
      const prefix = `${question.text}: `;
      found.answers[question.id] ??= issue.message.startsWith(prefix)
        ? issue.message.slice(prefix.length)
        : issue.message;
    } else if (issue.path === 'coverLetter') found.coverLetter ??= issue.message;
    else general.push(issue.message);
  }
  if (general.length > 0) found.general = general.join(' ');
  return found;
}
