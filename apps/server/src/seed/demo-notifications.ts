import type { NotificationType } from '@jobhunter/shared';
import type { Transaction } from '../db/client';
import { notifications, savedSearches } from '../db/schema';
import {
  newApplicationNotice,
  statusChangeNotice,
  withdrawalNotice,
} from '../services/notifications/application-events';
import type { SeededApplication } from './seeded-application';

/** Of each account's demo notifications, this many newest stay unread, so the bell shows a count. */
const UNREAD_PER_ACCOUNT = 3;

interface Notice {
  accountId: string;
  type: NotificationType;
  title: string;
  body: string;
  link: string;
  createdAt: Date;
}

/**
 * The in-app notifications the demo's applications would have sent (written directly: the demo
 * sends no email), in the same words as the real events.
 */
export async function addNotifications(
  tx: Transaction,
  {
    seeded,
    withdrawn,
  }: { seeded: SeededApplication[]; withdrawn: { application: SeededApplication; at: Date } },
) {
  const notices: Notice[] = [];
  for (const application of seeded) {
    const facts = { jobId: application.jobId, designation: application.designation };
    notices.push({
      accountId: application.recruiterId,
      createdAt: application.path[0].at,
      ...newApplicationNotice({ ...facts, candidateName: application.candidateName }),
    });
    for (const { status, at } of application.path.slice(1)) {
      if (status === 'applied' || status === 'withdrawn') continue;
      notices.push({
        accountId: application.candidateId,
        createdAt: at,
        ...statusChangeNotice({ ...facts, company: application.company, status }),
      });
    }
  }
  const { application, at } = withdrawn;
  notices.push({
    accountId: application.recruiterId,
    createdAt: at,
    ...withdrawalNotice({
      jobId: application.jobId,
      designation: application.designation,
      candidateName: application.candidateName,
    }),
  });

  const byAccount = new Map<string, Notice[]>();
  for (const notice of notices) {
    const own = byAccount.get(notice.accountId);
    if (own) own.push(notice);
    else byAccount.set(notice.accountId, [notice]);
  }
  const rows = [...byAccount.values()].flatMap((own) =>
    own
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .map((notice, index) => ({
        ...notice,
        readAt: index < UNREAD_PER_ACCOUNT ? null : notice.createdAt,
      })),
  );
  if (rows.length > 0) await tx.insert(notifications).values(rows);
}

/** Two job alerts for the first demo candidate, so Settings → Job alerts has something to manage. */
export async function addSavedSearches(tx: Transaction, candidateIds: string[]) {
  const [first] = candidateIds;
  if (!first) return;
  await tx.insert(savedSearches).values([
    {
      candidateId: first,
      name: 'Remote engineering',
      query: 'q=engineer&work_environment=Remote',
      frequency: 'instant',
    },
    {
      candidateId: first,
      name: 'Designers in Berlin',
      query: 'q=designer&location=Berlin',
      frequency: 'daily',
    },
  ]);
}
