import { formCalls, RecordExportQuery, recordExportPath, ROLES, userCalls } from '@sitewright/contract';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addCall } from '../../lib/route.ts';
import { scopeOf } from '../../lib/tenancy.ts';
import { requestLang } from '../../plugins/errors.ts';
import { sessionOf } from '../../plugins/session.ts';
import { createRecordService } from './form-record.service.ts';
import { createReplyService, REPLY_MAIL, recordReplyOutcome } from './form-reply.service.ts';
import { countUnreadRecords } from './form.repository.ts';
import { createFormService } from './form.service.ts';

/**
 * A reply's delivery state follows its mail job, in whichever process runs jobs (workers
 * included): registered beside the mail plugin, not with the routes.
 */
export const formJobsPlugin = fp(
  async (app) => {
    app.mail.onOutcome(REPLY_MAIL, (outcome) => recordReplyOutcome(app.db, outcome));
  },
  { name: 'form-jobs', dependencies: ['db', 'mail'] },
);

/** The operators' API of inquiry forms: forms, records, the export, correspondence and the badge. */
export const formRoutes: FastifyPluginAsync = async (app) => {
  const forms = createFormService({ db: app.db });
  const records = createRecordService({ db: app.db });
  const replies = createReplyService({ db: app.db, mail: app.mail, records });
  const scope = (request: Parameters<typeof sessionOf>[0]) => scopeOf(sessionOf(request));

  addCall(app, userCalls.formUnreadCount, async (request) => ({
    not_read_count: await countUnreadRecords(app.db, sessionOf(request).companyId),
  }));

  // Forms
  addCall(app, formCalls.formList, async (request) => ({
    list: await forms.list(scope(request), request.query.website_id),
  }));
  addCall(app, formCalls.formInfo, async (request) => forms.info(scope(request), request.query.id));
  addCall(app, formCalls.formSave, async (request) => forms.save(scope(request), request.body));
  addCall(app, formCalls.stopAndDel, async (request) => forms.stopAndDelete(scope(request), request.body.id));
  addCall(app, formCalls.editorFormInfo, async (request) =>
    forms.editorInfo(scope(request), request.body.website_id, request.body.form_id),
  );
  addCall(app, formCalls.editorFormList, async (request) => ({
    list: await forms.editorList(scope(request), request.query.website_id),
  }));

  // Records
  addCall(app, formCalls.recordList, async (request) => records.list(scope(request), request.query));
  addCall(app, formCalls.recordInfo, async (request) => records.info(scope(request), request.query.id));
  addCall(app, formCalls.recordUpdate, async (request) => records.update(scope(request), request.body));
  addCall(app, formCalls.assignees, async (request) => ({ list: await records.assignees(scope(request)) }));
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      recordExportPath,
      { schema: { querystring: RecordExportQuery }, config: { roles: [ROLES.formList] } },
      async (request, reply) => {
        const file = await records.export(scope(request), request.query, requestLang(request));
        return reply
          .header('content-type', file.type)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(file.body);
      },
    );

  // Correspondence, templates and the signature
  addCall(app, formCalls.correspondList, async (request) =>
    replies.correspondence(scope(request), request.query.record_id),
  );
  addCall(app, formCalls.reply, async (request) =>
    replies.reply(scope(request), sessionOf(request).userId, request.body),
  );
  addCall(app, formCalls.replyTemplateList, async (request) => ({
    list: await replies.templates(scope(request)),
  }));
  addCall(app, formCalls.replyTemplateSave, async (request) =>
    replies.saveTemplate(scope(request), request.body),
  );
  addCall(app, formCalls.replyTemplateDel, async (request) =>
    replies.deleteTemplates(scope(request), request.body.ids),
  );
  addCall(app, formCalls.signature, async (request) => replies.signature(scope(request)));
  addCall(app, formCalls.signatureSave, async (request) =>
    replies.saveSignature(scope(request), request.body.signature),
  );
};
