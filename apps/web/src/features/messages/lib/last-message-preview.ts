import type { MessageThread } from '@jobhunter/shared';
import type { RoleSession } from '@/lib/session';

/** The last message's first line, with who wrote it when that was the viewer's side ("You: …"). */
export function lastMessagePreview({ last }: MessageThread, viewer: RoleSession) {
  const firstLine = last.text.split('\n', 1)[0] ?? '';
  if (last.from.role !== viewer.role) return firstLine;
  if (last.from.username === viewer.username) return `You: ${firstLine}`;
  return `${last.from.username ?? 'Recruiter'}: ${firstLine}`;
}
