import { FORM_NAME_MAX, REPLY_BODY_MAX, REPLY_SUBJECT_MAX, type ReplyTemplate } from '@sitewright/contract';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { FieldRow } from './field-row.tsx';
import { useT } from '../../shared/i18n/index.ts';
import { ConfirmDelete } from '../../shared/ui/data-table/confirm-delete.tsx';
import { toastSuccess } from '../../shared/ui/feedback.ts';
import { useDeleteReplyTemplate, useReplyTemplates, useSaveReplyTemplate } from './api/reply-settings-api.ts';

const BLANK = { name: '', subject: '', body: '' };

/** The company's reply templates: a name, an optional subject and the text a reply starts from. */
export function ReplyTemplatesDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const t = useT();
  const templates = useReplyTemplates();
  const save = useSaveReplyTemplate();
  const remove = useDeleteReplyTemplate();
  const [editing, setEditing] = useState<{ id?: number; name: string; subject: string; body: string }>(BLANK);

  async function submit() {
    try {
      await save.mutateAsync(editing);
    } catch {
      return;
    }
    toastSuccess(t('forms.templateSaved'));
    setEditing(BLANK);
  }

  const edit = (x: ReplyTemplate) => setEditing({ id: x.id, name: x.name, subject: x.subject, body: x.body });

  return (
    <Modal
      open={open}
      title={t('forms.templates')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
      width={640}
      destroyOnHidden
    >
      <ul className="reply-templates" data-testid="reply-templates">
        {(templates.data?.list ?? []).map((x) => (
          <li key={x.id}>
            <span>
              <strong>{x.name}</strong>
              {x.subject ? <span className="screen-muted"> · {x.subject}</span> : null}
            </span>
            <span className="data-table-actions-row">
              <Button size="small" onClick={() => edit(x)}>
                {t('forms.edit')}
              </Button>
              <ConfirmDelete
                label={t('common.delete')}
                title={t('forms.templateDeleteConfirm', { name: x.name })}
                onConfirm={() => remove.mutateAsync(x.id).catch(() => undefined)}
              />
            </span>
          </li>
        ))}
        {templates.data?.list.length === 0 ? (
          <li className="screen-muted">{t('forms.noTemplates')}</li>
        ) : null}
      </ul>
      <fieldset className="reply-template-form">
        <legend>{editing.id ? t('forms.templateEdit') : t('forms.templateAdd')}</legend>
        <FieldRow label={t('forms.templateName')}>
          {(id) => (
            <Input
              id={id}
              value={editing.name}
              maxLength={FORM_NAME_MAX}
              onChange={(e) => setEditing((x) => ({ ...x, name: e.target.value }))}
              data-testid="template-name"
            />
          )}
        </FieldRow>
        <FieldRow
          label={
            <>
              {t('forms.replySubject')} <span className="screen-muted">({t('common.optional')})</span>
            </>
          }
        >
          {(id) => (
            <Input
              id={id}
              value={editing.subject}
              maxLength={REPLY_SUBJECT_MAX}
              onChange={(e) => setEditing((x) => ({ ...x, subject: e.target.value }))}
              data-testid="template-subject"
            />
          )}
        </FieldRow>
        <FieldRow label={t('forms.replyBody')}>
          {(id) => (
            <Input.TextArea
              id={id}
              value={editing.body}
              maxLength={REPLY_BODY_MAX}
              autoSize={{ minRows: 3, maxRows: 8 }}
              onChange={(e) => setEditing((x) => ({ ...x, body: e.target.value }))}
              data-testid="template-body"
            />
          )}
        </FieldRow>
        <span className="data-table-actions-row">
          <Button
            type="primary"
            loading={save.isPending}
            disabled={editing.name.trim() === '' || editing.body.trim() === ''}
            onClick={submit}
            data-testid="template-save"
          >
            {t('common.save')}
          </Button>
          {editing.id ? <Button onClick={() => setEditing(BLANK)}>{t('common.cancel')}</Button> : null}
        </span>
      </fieldset>
    </Modal>
  );
}
