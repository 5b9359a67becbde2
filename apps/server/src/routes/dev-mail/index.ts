import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error';
import { listStoredMails, MAIL_FILE_NAME, readStoredMail } from '../../services/mail/mail-folder';
import { mailListPage, mailPage } from './pages';

/**
 * Development only (`npm run dev` without SMTP_URL; app.ts decides): pages that show the emails the
 * server wrote to DATA_DIR/mail instead of sending them. Left out of the OpenAPI document: no
 * client calls them.
 */
const devMailRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailDir = path.join(app.config.DATA_DIR, 'mail');

  app.get('/', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(mailListPage(await listStoredMails(mailDir))),
  );

  app.get(
    '/:file',
    {
      schema: {
        hide: true,
        params: z.object({ file: z.string().regex(MAIL_FILE_NAME, 'Not a mail file name') }),
      },
    },
    async (request, reply) => {
      const mail = await readStoredMail(mailDir, request.params.file);
      if (!mail) throw notFound('No such mail');
      return reply.type('text/html; charset=utf-8').send(mailPage(mail));
    },
  );
};

export default devMailRoutes;
