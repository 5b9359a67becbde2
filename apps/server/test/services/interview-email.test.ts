import { describe, expect, it } from 'vitest';
import { interviewEmail } from '../../src/services/notifications/emails/interview-email';
import type { InterviewEmailData } from '../../src/services/notifications/emails/interview-email-data';

const facts = {
  interviewId: '3f0c4f4e-8a43-4c1e-9d55-7f2b0a1b2c3d',
  jobId: 'ABC123',
  designation: 'Backend <Engineer>',
  company: 'Acme & Co',
  candidate: { name: 'Ada Lovelace', username: 'ada', email: 'ada@example.com' },
  organizer: { name: 'Rita Recruiter', email: 'rita@example.com' },
  location: '',
  meetingUrl: 'https://meet.example.com/x?a=1&b=2',
  note: '<script>alert(1)</script>',
};
const context = { origin: 'https://jobs.example.com', firstName: 'Ada' };

describe('interview emails', () => {
  it('write each time in UTC, naming the zone and the day it ends on when that differs', () => {
    const data: InterviewEmailData = {
      ...facts,
      audience: 'candidate',
      event: 'proposed',
      rescheduled: false,
      calendar: null,
      slots: [
        { start: '2026-12-01T14:00:00.000Z', end: '2026-12-01T15:00:00.000Z' },
        { start: '2026-12-31T23:30:00.000Z', end: '2027-01-01T00:30:00.000Z' },
      ],
    };
    const email = interviewEmail(data, context);
    expect(email.text).toContain('- Tue 1 Dec 2026, 14:00–15:00 UTC');
    expect(email.text).toContain('- Thu 31 Dec 2026, 23:30 – Fri 1 Jan 2027, 00:30 UTC');
    expect(email.text).toContain(
      'Choose a time: https://jobs.example.com/CandidateDashboard/MyJobApplications/ABC123',
    );
    expect(email.icalEvent).toBeUndefined();
  });

  it('escape what people wrote in the HTML part', () => {
    const email = interviewEmail(
      {
        ...facts,
        audience: 'recruiter',
        event: 'reminder',
        start: '2026-12-01T14:00:00.000Z',
        end: '2026-12-01T15:00:00.000Z',
      },
      context,
    );
    expect(email.mjml).not.toContain('<script>');
    expect(email.mjml).toContain('&lt;script&gt;');
    expect(email.mjml).toContain('Backend &lt;Engineer&gt;');
    expect(email.subject).toBe(
      'Reminder: interview with Ada Lovelace, Tue 1 Dec 2026, 14:00–15:00 UTC',
    );
    expect(email.text).toContain(
      'See the applicant: https://jobs.example.com/RecruiterDashboard/MyRecruitments/ABC123?applicant=ada',
    );
  });
});
