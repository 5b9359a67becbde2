import { sql, type SQL } from 'drizzle-orm';
import type { MessageThread, Role } from '@jobhunter/shared';
import type { Executor } from '../../db/client';
import type { AccessTokenClaims } from '../../lib/access-token';
import { jobAccessCondition } from '../companies/job-access';

type ThreadRow = {
  job_id: string;
  designation: string;
  company_name: string;
  with_role: Role;
  with_username: string;
  with_first_name: string;
  with_last_name: string;
  with_photo: string;
  last_text: string;
  last_at: Date | string;
  last_role: Role;
  last_username: string | null;
  unread: number;
};

/**
 * The latest message, how many of the other side's are unread (messages_unread_idx), and the
 * other side's person: per conversation, each through its own index, so the cost grows with the
 * conversations listed, not with their messages.
 */
const conversationParts = (otherRole: Role, person: SQL) => sql`
  cross join lateral (
    select m.text, m.created_at, m.author_role, m.author_id from messages m
    where m.application_id = a.id order by m.created_at desc, m.id desc limit 1
  ) last
  left join accounts la on la.id = last.author_id
  cross join lateral (
    select count(*)::int as unread from messages u
    where u.application_id = a.id and u.author_role = ${otherRole} and u.read_at is null
  ) u
  join accounts w on w.id = ${person}`;

const threadColumns = (withRole: Role) => sql`
  j.job_id, j.designation, j.company_name,
  ${withRole}::text as with_role, w.username as with_username, w.first_name as with_first_name,
  w.last_name as with_last_name, w.photo as with_photo,
  last.text as last_text, last.created_at as last_at, last.author_role as last_role,
  la.username as last_username, u.unread`;

/**
 * The jobs the recruiter might read, each found through an index (theirs, their company's).
 * jobAccessCondition alone is an OR that PostgreSQL cannot look up by index: it then read every
 * application with a message, of every recruiter. Narrowed first, the rule still decides.
 */
const ownOrCompanyJobs = (recruiterId: string) => sql`
  select job_id from jobs where recruiter_id = ${recruiterId}
  union all
  select job_id from jobs
  where company_id = (select company_id from company_members where account_id = ${recruiterId})`;

/**
 * A recruiter's conversations: those of every job they may read (its poster, or any member of its
 * company), through applications_job_conversation_idx (only applications with a message).
 */
const recruiterThreads = (recruiterId: string) => sql`
  select ${threadColumns('candidate')}
  from jobs j
  join applications a on a.job_id = j.job_id and a.last_message_at is not null
  ${conversationParts('candidate', sql`a.candidate_id`)}
  where j.job_id in (${ownOrCompanyJobs(recruiterId)})
    and ${jobAccessCondition(recruiterId, 'read', 'j')}
  order by a.last_message_at desc, a.id desc`;

/**
 * A candidate's conversations (applications_candidate_conversation_idx), each with the recruiter
 * who wrote last there, or the job's poster while none has (or theirs was deleted).
 */
const candidateThreads = (candidateId: string) => sql`
  select ${threadColumns('recruiter')}
  from applications a
  join jobs j on j.job_id = a.job_id
  left join lateral (
    select r.author_id from messages r
    where r.application_id = a.id and r.author_role = 'recruiter' and r.author_id is not null
    order by r.created_at desc, r.id desc limit 1
  ) writer on true
  ${conversationParts('recruiter', sql`coalesce(writer.author_id, j.recruiter_id)`)}
  where a.candidate_id = ${candidateId} and a.last_message_at is not null
  order by a.last_message_at desc, a.id desc`;

/** The caller's conversations that have a message, newest activity first, seen from their side. */
export async function messageThreads({
  db,
  viewer,
}: {
  db: Executor;
  viewer: AccessTokenClaims;
}): Promise<MessageThread[]> {
  const { rows } = await db.execute<ThreadRow>(
    viewer.role === 'candidate'
      ? candidateThreads(viewer.accountId)
      : recruiterThreads(viewer.accountId),
  );
  return rows.map((row) => ({
    jobID: row.job_id,
    designation: row.designation,
    company_name: row.company_name,
    with: {
      role: row.with_role,
      username: row.with_username,
      firstName: row.with_first_name,
      lastName: row.with_last_name,
      photo: row.with_photo,
    },
    last: {
      text: row.last_text,
      createdAt: new Date(row.last_at).toISOString(),
      from: { role: row.last_role, username: row.last_username },
    },
    unread: Number(row.unread),
  }));
}
