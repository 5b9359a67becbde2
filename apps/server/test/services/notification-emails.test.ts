import { describe, expect, it } from 'vitest';
import type { MailTemplate } from '../../src/services/notifications/mail-job';
import {
  renderEmail,
  type RenderEmailOptions,
} from '../../src/services/notifications/emails/render-email';

const origin = 'https://jobs.example.com';
const hostile = '<script>alert("x")</script> & Co';
const base = {
  to: 'ada@example.com',
  firstName: 'Ada',
  role: 'candidate',
  origin,
  unsubscribeToken: 'abc.def',
} satisfies Partial<RenderEmailOptions>;
const job = (jobId: string, designation: string) => ({
  jobId,
  designation,
  company: 'Acme',
  location: 'Remote',
});

const cases: [MailTemplate, RenderEmailOptions['type'], string][] = [
  [
    {
      template: 'new-application',
      data: {
        jobId: 'ABC123',
        designation: hostile,
        candidateName: 'Grace Hopper',
        candidateUsername: 'grace',
      },
    },
    'application',
    `New application for ${hostile}`,
  ],
  [
    {
      template: 'status-change',
      data: { jobId: 'ABC123', designation: hostile, company: 'Acme', status: 'interview' },
    },
    'status',
    `Your application for ${hostile}: Interview`,
  ],
  [
    {
      template: 'withdrawal',
      data: { jobId: 'ABC123', designation: hostile, candidateName: 'Grace Hopper' },
    },
    'withdrawal',
    `Grace Hopper withdrew from ${hostile}`,
  ],
  [
    {
      template: 'job-alert',
      data: {
        savedSearchId: 'x',
        searchName: 'React',
        query: 'q=react&work_environment=Remote',
        jobs: [job('ABC123', hostile)],
      },
    },
    'job_alert',
    'New jobs for "React"',
  ],
  [
    {
      template: 'job-alert-digest',
      data: {
        searches: [
          {
            savedSearchId: 'x',
            searchName: 'React',
            query: 'q=react',
            jobs: [job('ABC123', hostile), job('ABC124', 'Go dev')],
          },
        ],
      },
    },
    'job_alert',
    'Your daily job alert: 2 new jobs',
  ],
];

describe('notification emails', () => {
  it.each(cases)(
    '%#: renders the subject, both parts with the user text escaped, and the unsubscribe links',
    async (email, type, subject) => {
      const message = await renderEmail({ ...base, email, type });
      expect(message.subject).toBe(subject);
      expect(message.text).toContain(hostile);
      expect(message.text).toContain('Hello Ada,');
      expect(message.text).toContain(`${origin}/unsubscribe?token=abc.def`);
      expect(message.text).toContain('You get this email because');
      expect(message.html).not.toContain('<script>');
      expect(message.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
      expect(message.html).toContain(`href="${origin}/unsubscribe?token=abc.def"`);
      expect(message.headers).toEqual({
        'List-Unsubscribe': `<${origin}/api/unsubscribe?token=abc.def>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
    },
  );

  it('links job alerts to each job and to the search on the jobs page, with the query re-encoded', async () => {
    const email: MailTemplate = {
      template: 'job-alert',
      data: {
        savedSearchId: 'x',
        searchName: 'React',
        query: 'q=react "><b>&work_environment=Remote',
        jobs: [job('ABC123', 'Dev')],
      },
    };
    const message = await renderEmail({ ...base, email, type: 'job_alert' });
    expect(message.text).toContain(`${origin}/Job/ABC123`);
    expect(message.text).toContain(
      `${origin}/AllJobs?q=react+%22%3E%3Cb%3E&work_environment=Remote`,
    );
    expect(message.html).toContain(
      `href="${origin}/AllJobs?q=react+%22%3E%3Cb%3E&amp;work_environment=Remote"`,
    );
  });
});
