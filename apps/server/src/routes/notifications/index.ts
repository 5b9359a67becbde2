import { markNotificationsReadSchema, notificationListSchema } from '@jobhunter/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth';
import {
  listNotifications,
  markNotificationsRead,
} from '../../services/notifications/notification-list';
import { errorSchema, messageSchema, security } from '../common-schemas';
import emailPreferenceRoutes from './preferences';

const tags = ['notifications'];

/** The signed-in account's in-app notifications (either role; each reads and marks only its own). */
const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const signedIn = { onRequest: app.requireSignedIn };

  await app.register(emailPreferenceRoutes);

  app.get(
    '/',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Your newest 50 notifications, newest first, and how many of all are unread',
        response: { 200: notificationListSchema, 401: errorSchema },
      },
    },
    async (request) => listNotifications({ db, accountId: authOf(request).accountId }),
  );

  app.post(
    '/read',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Mark your notifications read: those of `ids`, or all when `ids` is left out',
        body: markNotificationsReadSchema,
        response: { 200: messageSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => {
      await markNotificationsRead({
        db,
        accountId: authOf(request).accountId,
        ids: request.body.ids,
      });
      return { message: 'Notifications marked as read' };
    },
  );
};

export default notificationRoutes;
