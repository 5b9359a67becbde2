import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** How much of a message the in-app notification shows. */
const EXCERPT_LENGTH = 120;

/** The start of a message on one line, cut with an ellipsis when longer. */
export function excerptOf(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > EXCERPT_LENGTH ? `${line.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : line;
}

/** The in-app notification of a new message: who wrote, about which job, and how it starts. */
export const messageNotice = ({
  senderName,
  designation,
  text,
}: {
  senderName: string;
  designation: string;
  text: string;
}) => ({
  title: `New message from ${senderName}`,
  body: `${designation}: ${excerptOf(text)}`,
});

/**
 * Tells each recipient in-app of a new message in one conversation (`link`), without flooding the
 * bell: a recipient who has not read the notification of an earlier message there has that one
 * brought up to date (the latest title and body, now) instead of a second. The caller holds the
 * application's row lock, so two messages of one conversation never do this at the same time.
 */
export async function noticeMessage(
  tx: Executor,
  {
    recipients,
    link,
    title,
    body,
  }: { recipients: string[]; link: string; title: string; body: string },
): Promise<void> {
  if (recipients.length === 0) return;
  const ids = sql.join(
    recipients.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await tx.execute(sql`
    with refreshed as (
      update notifications set title = ${title}, body = ${body}, created_at = now()
      where account_id in (${ids}) and type = 'message' and link = ${link} and read_at is null
      returning account_id
    )
    insert into notifications (account_id, type, title, body, link)
    select recipient, 'message', ${title}, ${body}, ${link}
    from unnest(array[${ids}]) as recipient
    where recipient not in (select account_id from refreshed)`);
}
