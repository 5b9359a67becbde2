import fp from 'fastify-plugin';
import { loggableError } from '../lib/loggable-error';
import { recordResumeText } from '../services/resumes/record-resume-text';
import type { ResumeTextJob } from '../services/resumes/resume-text-job';

/**
 * The worker that reads the text of uploaded CVs, on instances that run queue workers. One file at
 * a time: each is parsed in its own thread with a memory limit, and the limits hold per instance.
 */
export default fp(async (app) => {
  if (!app.config.QUEUE_WORKERS) return;
  const log = app.log.child({ queue: 'resumeText' });
  await app.queue.work<ResumeTextJob>('resumeText', {}, async ([job]) => {
    if (!job) return;
    const started = performance.now();
    const status = await recordResumeText({
      db: app.db,
      job: job.data,
      onFailure: (error) =>
        log.warn({ fileId: job.data.fileId, error: loggableError(error) }, 'CV text unreadable'),
    });
    log.info(
      { fileId: job.data.fileId, status, ms: Math.round(performance.now() - started) },
      'CV text extracted',
    );
    // Straight on to the next waiting CV, if any, instead of waiting out a poll interval.
    app.queue.wake('resumeText');
  });
});
