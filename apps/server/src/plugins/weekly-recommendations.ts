import fp from 'fastify-plugin';
import { sendWeeklyRecommendations } from '../services/recommendations/weekly-email';

/** The weekly "Jobs for you" email goes out on Mondays at 09:00 UTC. */
const WEEKLY_RECOMMENDATIONS_CRON = '0 9 * * 1';

/**
 * The weekly "Jobs for you" run, on instances that run queue workers: a cron schedule queues it,
 * and whichever instance takes the job emails every candidate due (services/recommendations/weekly-email.ts).
 */
export default fp(async (app) => {
  if (!app.config.QUEUE_WORKERS) return;
  const { db, queue } = app;
  await queue.work('weeklyRecommendations', {}, async () => {
    const started = performance.now();
    const sent = await sendWeeklyRecommendations({ db, queue });
    app.log.info(
      { sent, ms: Math.round(performance.now() - started) },
      'weekly recommendations sent',
    );
  });
  await queue.boss.schedule(
    'weeklyRecommendations',
    WEEKLY_RECOMMENDATIONS_CRON,
    {},
    { tz: 'UTC' },
  );
});
