import { companyPageSlug, type ScreeningQuestion } from '@jobhunter/shared';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { companies, companyMembers, jobs } from '../db/schema';

/** What the demo's first recruiter asks on their newest job, so the apply dialog has questions. */
const DEMO_QUESTIONS: ScreeningQuestion[] = [
  {
    id: 'q1',
    text: 'Do you have the right to work in Germany?',
    kind: 'yesno',
    required: true,
    knockout: { equals: true },
  },
  {
    id: 'q2',
    text: 'How many years have you worked with TypeScript?',
    kind: 'number',
    required: false,
    knockout: null,
  },
  {
    id: 'q3',
    text: 'Which team would you like to join?',
    kind: 'choice',
    required: false,
    choices: ['Platform', 'Product', 'Data'],
    knockout: null,
  },
];

/**
 * The demo's first recruiter runs a created company (its page has an about text and a website)
 * that holds their jobs, and their newest job asks screening questions.
 */
export async function addDemoCompany(
  tx: Transaction,
  { ownerId, name, newestJobId }: { ownerId: string; name: string; newestJobId: string },
) {
  const [company] = await tx
    .insert(companies)
    .values({
      slug: companyPageSlug(name),
      name,
      website: 'https://northwind.example',
      about:
        'We build tools for teams that ship software every day.\nBerlin-based, remote-friendly, and hiring.',
    })
    .returning({ id: companies.id });
  await tx
    .insert(companyMembers)
    .values({ accountId: ownerId, companyId: company.id, role: 'owner' });
  await tx.update(jobs).set({ companyId: company.id }).where(eq(jobs.recruiterId, ownerId));
  await tx.update(jobs).set({ questions: DEMO_QUESTIONS }).where(eq(jobs.jobId, newestJobId));
}
