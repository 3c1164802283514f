import SendOutlined from '@ant-design/icons/es/icons/SendOutlined';
import { REPLY_BODY_MAX, REPLY_SUBJECT_MAX, type RecordDetail, type Reply } from '@sitewright/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { type MessageKey, useT } from '../../shared/i18n/index.ts';
import { FieldRow } from './field-row.tsx';
import { formatDateTime } from '../../shared/lib/relative-time.ts';
import { toastSuccess } from '../../shared/ui/feedback.ts';
import { useCorrespondence, useSendReply } from './api/records-api.ts';
import { useReplyTemplates, useSignature } from './api/reply-settings-api.ts';
import { ReplyTemplatesDialog } from './reply-templates-dialog.tsx';
import { SignatureDialog } from './signature-dialog.tsx';

const STATUS: Record<Reply['status'], { color: string; label: MessageKey }> = {
  queued: { color: 'gold', label: 'forms.replyQueued' },
  sent: { color: 'green', label: 'forms.replySent' },
  failed: { color: 'red', label: 'forms.replyFailed' },
};

/** A reply to "Re: <first line>" unless a template says otherwise. */
function defaultSubject(record: RecordDetail): string {
  return `Re: ${record.form_name}`.slice(0, REPLY_SUBJECT_MAX);
}

/**
 * The correspondence with the record's visitor: every inquiry they sent and every reply with its
 * delivery state, oldest first, and the reply form (templates, the company's signature).
 */
export function CorrespondencePanel({ record, onOpen }: { record: RecordDetail; onOpen(id: number): void }) {
  const t = useT();
  const thread = useCorrespondence(record.id);
  const templates = useReplyTemplates();
  const signature = useSignature();
  const send = useSendReply();
  const [subject, setSubject] = useState(() => defaultSubject(record));
  const [body, setBody] = useState('');
  const [templateId, setTemplateId] = useState<number | undefined>(undefined);
  const [dialog, setDialog] = useState<'templates' | 'signature' | null>(null);
  const canReply = record.visitor_email !== '';

  function applyTemplate(id: number) {
    const template = templates.data?.list.find((x) => x.id === id);
    setTemplateId(id);
    if (!template) return;
    if (template.subject) setSubject(template.subject);
    setBody(template.body);
  }

  async function submit() {
    try {
      await send.mutateAsync({ record_id: record.id, subject, body });
    } catch {
      // The client has shown why.
      return;
    }
    setBody('');
    setTemplateId(undefined);
    toastSuccess(t('forms.replyQueuedToast', { to: record.visitor_email }));
  }

  return (
    <section className="record-thread" aria-label={t('forms.correspondence')} data-testid="correspondence">
      <h3 className="form-section-title">
        {t('forms.correspondence')}
        {record.visitor_email ? <span className="screen-muted"> · {record.visitor_email}</span> : null}
      </h3>
      {thread.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : thread.isError ? (
        <p className="screen-muted">{t('forms.threadLoadFailed')}</p>
      ) : (
        <ol className="thread" data-testid="thread">
          {thread.data.entries.map((entry) =>
            entry.type === 'inquiry' ? (
              <li key={`i-${entry.record.id}`} className="thread-inquiry" data-testid="thread-inquiry">
                <div className="thread-meta">
                  <Tag>{t('forms.inquiry')}</Tag>
                  <span>{entry.record.form_name}</span>
                  <time dateTime={entry.at}>{formatDateTime(new Date(entry.at))}</time>
                  {entry.record.id === record.id ? (
                    <Tag color="blue">{t('forms.thisInquiry')}</Tag>
                  ) : (
                    <Button type="link" size="small" onClick={() => onOpen(entry.record.id)}>
                      {t('forms.openInquiry')}
                    </Button>
                  )}
                </div>
                <p className="record-text">{entry.record.excerpt}</p>
              </li>
            ) : (
              <li key={`r-${entry.reply.id}`} className="thread-reply" data-testid="thread-reply">
                <div className="thread-meta">
                  <Tag color={STATUS[entry.reply.status].color} data-testid="thread-reply-status">
                    {t(STATUS[entry.reply.status].label)}
                  </Tag>
                  <span>{t('forms.replyBy', { name: entry.reply.author.name })}</span>
                  <time dateTime={entry.at}>{formatDateTime(new Date(entry.at))}</time>
                </div>
                <p className="thread-subject">{entry.reply.subject}</p>
                <p className="record-text">{entry.reply.body}</p>
                {entry.reply.status === 'failed' && entry.reply.error ? (
                  <p className="thread-error">{entry.reply.error}</p>
                ) : null}
              </li>
            ),
          )}
        </ol>
      )}

      <div className="reply-form" data-testid="reply-form">
        <h4>{t('forms.reply')}</h4>
        {canReply ? null : <Alert type="info" showIcon title={t('forms.noVisitorEmail')} />}
        <div className="reply-tools">
          <Select<number>
            value={templateId}
            placeholder={t('forms.chooseTemplate')}
            onChange={applyTemplate}
            options={(templates.data?.list ?? []).map((x) => ({ value: x.id, label: x.name }))}
            notFoundContent={t('forms.noTemplates')}
            disabled={!canReply}
            popupMatchSelectWidth={false}
            aria-label={t('forms.chooseTemplate')}
            data-testid="reply-template"
          />
          <Button size="small" onClick={() => setDialog('templates')} data-testid="reply-templates-manage">
            {t('forms.manageTemplates')}
          </Button>
          <Button size="small" onClick={() => setDialog('signature')} data-testid="reply-signature-edit">
            {t('forms.editSignature')}
          </Button>
        </div>
        <FieldRow label={t('forms.replySubject')}>
          {(id) => (
            <Input
              id={id}
              value={subject}
              maxLength={REPLY_SUBJECT_MAX}
              disabled={!canReply}
              onChange={(e) => setSubject(e.target.value)}
              data-testid="reply-subject"
            />
          )}
        </FieldRow>
        <FieldRow label={t('forms.replyBody')}>
          {(id) => (
            <Input.TextArea
              id={id}
              value={body}
              maxLength={REPLY_BODY_MAX}
              disabled={!canReply}
              autoSize={{ minRows: 4, maxRows: 12 }}
              onChange={(e) => setBody(e.target.value)}
              data-testid="reply-body"
            />
          )}
        </FieldRow>
        <div className="reply-signature" data-testid="reply-signature">
          <span className="screen-muted">{t('forms.signatureBelow')}</span>
          {signature.data?.signature ? (
            <pre className="record-text">{signature.data.signature}</pre>
          ) : (
            <p className="screen-muted">{t('forms.noSignature')}</p>
          )}
        </div>
        <Button
          type="primary"
          icon={<SendOutlined />}
          disabled={!canReply || subject.trim() === '' || body.trim() === ''}
          loading={send.isPending}
          onClick={submit}
          data-testid="reply-send"
        >
          {t('forms.sendReply')}
        </Button>
      </div>

      <ReplyTemplatesDialog open={dialog === 'templates'} onClose={() => setDialog(null)} />
      <SignatureDialog
        open={dialog === 'signature'}
        current={signature.data?.signature ?? ''}
        onClose={() => setDialog(null)}
      />
    </section>
  );
}
