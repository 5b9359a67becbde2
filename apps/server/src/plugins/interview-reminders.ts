import fp from 'fastify-plugin';
import {
  sendInterviewReminder,
  type InterviewReminderJob,
} from '../services/interviews/interview-reminder';

/**
 * The worker that sends interview reminders when they fall due (queued when an interview is
 * accepted, services/interviews/accept-interview.ts), on instances that run queue workers. The
 * jobs wait in the database, so a reminder due while no instance ran goes out once one does.
 */
export default fp(async (app) => {
  if (!app.config.QUEUE_WORKERS) return;
  const log = app.log.child({ queue: 'interviewReminder' });
  await app.queue.work<InterviewReminderJob>('interviewReminder', {}, async (jobs) => {
    for (const job of jobs) {
      const sent = await sendInterviewReminder({ db: app.db, queue: app.queue, job: job.data });
      log.info({ interviewId: job.data.interviewId, sent }, 'interview reminder');
    }
  });
});
