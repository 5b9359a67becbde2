import fp from 'fastify-plugin';
import { sendDailyDigests } from '../services/job-alerts/daily-digest';
import { matchNewJobs } from '../services/job-alerts/match-new-jobs';
import type { JobAlertsJob } from '../services/job-alerts/queue-job-alerts';
import { createSearchTerms } from '../services/job-alerts/search-terms';

/** Jobs matched per run: under a burst of postings one pass over the saved searches serves this many. */
const JOB_ALERTS_BATCH = 100;
/** The daily digest goes out at 08:00 UTC. */
const DAILY_DIGEST_CRON = '0 8 * * *';

/**
 * The job-alert workers, on instances that run queue workers: posted or reopened jobs are matched
 * against saved searches in batches (instant alerts go out then), and a cron schedule sends the
 * daily digests. Posting only queues a job (services/job-alerts/queue-job-alerts.ts).
 */
export default fp(async (app) => {
  if (!app.config.QUEUE_WORKERS) return;
  const { db, queue } = app;
  // Saved queries parsed once per worker, not once per batch.
  const terms = createSearchTerms();
  await queue.work<JobAlertsJob>('jobAlerts', { batchSize: JOB_ALERTS_BATCH }, async (jobs) => {
    const started = performance.now();
    const result = await matchNewJobs({
      db,
      queue,
      terms,
      jobIds: jobs.map((job) => job.data.jobId),
    });
    app.log.info(
      { jobs: jobs.length, ...result, ms: Math.round(performance.now() - started) },
      'job alerts matched',
    );
  });
  await queue.work('dailyDigest', {}, async () => {
    const digests = await sendDailyDigests({ db, queue });
    app.log.info({ digests }, 'daily digests sent');
  });
  await queue.boss.schedule('dailyDigest', DAILY_DIGEST_CRON, {}, { tz: 'UTC' });
});
