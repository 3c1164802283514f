import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import {
  FORM_FIELD_KINDS,
  FORM_FIELDS_MAX,
  FORM_MESSAGE_MAX,
  FORM_NAME_MAX,
  FORM_RECIPIENTS_MAX,
  type FormDetail,
  type FormFieldKind,
} from '@sitewright/contract';
import { errorCodes } from '@sitewright/contract/paths';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Segmented from 'antd/es/segmented';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Switch from 'antd/es/switch';
import { useMemo, useReducer, useState } from 'react';
import { isApiError } from '../../shared/api/api-error.ts';
import { useWebsiteLanguages } from '../../shared/api/languages/get-website-languages.ts';
import { FieldRow } from './field-row.tsx';
import { useT } from '../../shared/i18n/index.ts';
import { orderedLanguages, siteLanguageName } from '../../shared/lib/site-languages.ts';
import { FormDrawer } from '../../shared/ui/form-drawer/form-drawer.tsx';
import { toastError, toastSuccess } from '../../shared/ui/feedback.ts';
import { useForm, useSaveForm } from './api/forms-api.ts';
import { useSuccessPages } from './api/success-pages.ts';
import { FieldEditor } from './field-editor.tsx';
import {
  type DraftProblem,
  draftOf,
  draftReducer,
  draftToBody,
  emptyDraft,
  fieldProblems,
  hasAdvancedProblem,
} from './form-draft.ts';
import { SiteFormPreview } from './site-form-preview.tsx';
import './forms.css';
import './forms-i18n.ts';

interface FormEditDrawerProps {
  open: boolean;
  websiteId: number;
  websiteName: string;
  /** null: a new form. */
  formId: number | null;
  onClose(): void;
}

/** The form builder's drawer: a form's fields, texts and settings beside a live preview. */
export default function FormEditDrawer({
  open,
  websiteId,
  websiteName,
  formId,
  onClose,
}: FormEditDrawerProps) {
  const t = useT();
  const form = useForm(formId ?? undefined);
  const languages = useWebsiteLanguages(websiteId);
  const ready = (formId === null || form.data) && languages.data;
  // Bumped by Reload after a conflict: the editor starts afresh from the current version.
  const [round, setRound] = useState(0);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);

  return (
    <FormDrawer
      open={open}
      title={formId === null ? t('forms.addTitle') : t('forms.editTitle')}
      dirty={dirty}
      saving={saving}
      onClose={onClose}
      width={1100}
      testId="form-drawer"
    >
      {ready ? (
        <FormEditor
          key={`${round}-${form.data?.version ?? 0}`}
          websiteId={websiteId}
          websiteName={websiteName}
          form={formId === null ? null : (form.data ?? null)}
          languages={orderedLanguages(languages.data?.list ?? []).map((l) => l.lang)}
          onDirty={setDirty}
          onSaving={setSaving}
          onReload={async () => {
            await form.refetch();
            setRound((r) => r + 1);
          }}
          onSaved={onClose}
        />
      ) : form.isError || languages.isError ? (
        <div className="screen-empty">
          <p className="screen-muted">{t('forms.loadFormFailed')}</p>
          <Button onClick={() => (form.isError ? form.refetch() : languages.refetch())}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </FormDrawer>
  );
}

interface FormEditorProps {
  websiteId: number;
  websiteName: string;
  form: FormDetail | null;
  /** The website's languages, the default first. */
  languages: string[];
  onDirty(dirty: boolean): void;
  onSaving(saving: boolean): void;
  onReload(): Promise<void>;
  onSaved(): void;
}

function FormEditor({
  websiteId,
  websiteName,
  form,
  languages,
  onDirty,
  onSaving,
  onReload,
  onSaved,
}: FormEditorProps) {
  const t = useT();
  const initial = useMemo(() => (form ? draftOf(form) : emptyDraft(languages[0])), [form, languages]);
  const [draft, dispatchDraft] = useReducer(draftReducer, initial);
  const [lang, setLang] = useState(languages[0] ?? 'en');
  const [addKind, setAddKind] = useState<FormFieldKind>('text');
  const [problems, setProblems] = useState<DraftProblem[]>([]);
  const [serverProblem, setServerProblem] = useState('');
  const [conflict, setConflict] = useState(false);
  const save = useSaveForm();
  const pages = useSuccessPages(websiteId, draft.success.kind === 'page');
  const defaultLang = languages[0] ?? 'en';

  const dispatch: typeof dispatchDraft = (action) => {
    dispatchDraft(action);
    onDirty(true);
  };

  async function submit() {
    const result = draftToBody(
      draft,
      form ? { websiteId, id: form.id, version: form.version } : { websiteId },
    );
    setProblems(result.problems);
    if (!result.body) {
      toastError(t('forms.fixProblems'));
      return;
    }
    onSaving(true);
    setServerProblem('');
    try {
      await save.mutateAsync(result.body);
    } catch (error) {
      if (isApiError(error) && error.code === errorCodes.PAGE_CONFLICT) setConflict(true);
      else if (isApiError(error) && error.code === errorCodes.VALIDATION) setServerProblem(error.message);
      return;
    } finally {
      onSaving(false);
    }
    onDirty(false);
    toastSuccess(form ? t('forms.saved') : t('forms.created'));
    onSaved();
  }

  const successMessage: Record<string, string> =
    draft.success.kind === 'message' ? draft.success.message : {};
  const successPageId = draft.success.kind === 'page' ? draft.success.page_id : 0;
  const topProblems = problems.filter((p) => !/^fields\.\d/.test(p.path));
  const nameProblem = problems.find((p) => p.path === 'name');

  return (
    <div className="form-editor">
      <div className="form-editor-main">
        {conflict ? (
          <Alert
            type="warning"
            showIcon
            data-testid="form-conflict"
            title={t('forms.conflictTitle')}
            description={t('forms.conflictText')}
            action={
              <Button size="small" onClick={() => void onReload()} data-testid="form-conflict-reload">
                {t('forms.conflictReload')}
              </Button>
            }
          />
        ) : null}
        {serverProblem ? (
          <Alert type="error" showIcon title={serverProblem} data-testid="form-save-problem" />
        ) : null}
        {topProblems.length > 0 ? (
          <Alert
            type="error"
            showIcon
            data-testid="form-problems"
            title={t('forms.fixProblems')}
            description={
              <ul className="form-field-problems">
                {topProblems.map((p) => (
                  <li key={`${p.path}-${p.message}`}>
                    {t(`forms.problemAt`, { where: p.path || t('forms.theForm') })}: {p.message}
                  </li>
                ))}
              </ul>
            }
          />
        ) : null}

        <FieldRow label={t('forms.name')}>
          {(id) => (
            <Input
              id={id}
              value={draft.name}
              maxLength={FORM_NAME_MAX}
              status={nameProblem ? 'error' : undefined}
              placeholder={t('forms.namePlaceholder')}
              onChange={(e) => dispatch({ type: 'set', patch: { name: e.target.value } })}
              data-testid="form-name"
            />
          )}
        </FieldRow>

        <div className="form-lang-bar">
          <span>{t('forms.textsIn')}</span>
          <Segmented
            value={lang}
            onChange={(v) => setLang(String(v))}
            options={languages.map((code) => ({ value: code, label: siteLanguageName(code) }))}
            data-testid="form-lang"
          />
        </div>

        <h3 className="form-section-title">{t('forms.fields')}</h3>
        {draft.fields.map((field, index) => (
          <FieldEditor
            // biome-ignore lint/suspicious/noArrayIndexKey: keys are edited in place; the cards are controlled, so position is their identity.
            key={index}
            field={field}
            index={index}
            count={draft.fields.length}
            lang={lang}
            problems={fieldProblems(problems, index)}
            advancedOpen={hasAdvancedProblem(problems, index)}
            dispatch={dispatch}
          />
        ))}
        <div className="form-add-field">
          <Select
            value={addKind}
            onChange={setAddKind}
            options={FORM_FIELD_KINDS.map((k) => ({ value: k, label: t(`forms.kinds.${k}`) }))}
            aria-label={t('forms.fieldKind')}
            data-testid="form-add-kind"
            popupMatchSelectWidth={false}
          />
          <Button
            icon={<PlusOutlined />}
            disabled={draft.fields.length >= FORM_FIELDS_MAX}
            onClick={() => dispatch({ type: 'addField', kind: addKind, lang })}
            data-testid="form-add-field"
          >
            {t('forms.addField')}
          </Button>
        </div>

        <h3 className="form-section-title">{t('forms.afterSending')}</h3>
        <FieldRow
          label={
            <>
              {t('forms.submitLabel')} <span className="screen-muted">({lang})</span>
            </>
          }
        >
          {(id) => (
            <Input
              id={id}
              value={draft.submit_label[lang] ?? ''}
              maxLength={60}
              placeholder={t('forms.previewSubmit')}
              onChange={(e) => dispatch({ type: 'submitLabel', lang, value: e.target.value })}
              data-testid="form-submit-label"
            />
          )}
        </FieldRow>
        <Radio.Group
          value={draft.success.kind}
          onChange={(e) =>
            dispatch({
              type: 'set',
              patch: {
                success:
                  e.target.value === 'page'
                    ? { kind: 'page', page_id: pages.data?.[0]?.id ?? 0 }
                    : { kind: 'message', message: {} },
              },
            })
          }
          options={[
            { value: 'message', label: t('forms.successMessage') },
            { value: 'page', label: t('forms.successPage') },
          ]}
          data-testid="form-success-kind"
        />
        {draft.success.kind === 'message' ? (
          <FieldRow
            label={
              <>
                {t('forms.successMessageText')} <span className="screen-muted">({lang})</span>
              </>
            }
          >
            {(id) => (
              <Input.TextArea
                id={id}
                value={successMessage[lang] ?? ''}
                maxLength={FORM_MESSAGE_MAX}
                autoSize={{ minRows: 2, maxRows: 5 }}
                placeholder={t('forms.previewThanks')}
                onChange={(e) => dispatch({ type: 'successMessage', lang, value: e.target.value })}
                data-testid="form-success-message"
              />
            )}
          </FieldRow>
        ) : (
          <FieldRow label={t('forms.successPageChoose')}>
            {(id) => (
              <Select
                id={id}
                value={successPageId || undefined}
                loading={pages.isPending}
                showSearch={{ optionFilterProp: 'label' }}
                onChange={(page_id: number) =>
                  dispatch({ type: 'set', patch: { success: { kind: 'page', page_id } } })
                }
                options={(pages.data ?? []).map((p) => ({ value: p.id, label: `${p.name} (${p.url})` }))}
                notFoundContent={pages.isError ? t('forms.pagesUnavailable') : undefined}
                data-testid="form-success-page"
              />
            )}
          </FieldRow>
        )}

        <h3 className="form-section-title">{t('forms.delivery')}</h3>
        <FieldRow label={t('forms.recipients')} hint={t('forms.recipientsHelp')}>
          {(id) => (
            <Select
              id={id}
              mode="tags"
              value={draft.recipients}
              maxCount={FORM_RECIPIENTS_MAX}
              tokenSeparators={[',', ' ', ';']}
              open={false}
              suffixIcon={null}
              placeholder="sales@example.com"
              status={problems.some((p) => p.path.startsWith('recipients')) ? 'error' : undefined}
              onChange={(recipients: string[]) =>
                dispatch({
                  type: 'set',
                  patch: { recipients: recipients.map((r) => r.trim()).filter(Boolean) },
                })
              }
              data-testid="form-recipients"
            />
          )}
        </FieldRow>
        <FieldRow
          label={
            <>
              {t('forms.proofOfWork')}
              <br />
              <span className="screen-muted">{t('forms.proofOfWorkHelp')}</span>
            </>
          }
          inline
        >
          {(id) => (
            <Switch
              id={id}
              size="small"
              checked={draft.proof_of_work}
              onChange={(proof_of_work) => dispatch({ type: 'set', patch: { proof_of_work } })}
              data-testid="form-proof-of-work"
            />
          )}
        </FieldRow>
        <FieldRow
          label={
            <>
              {t('forms.onProductPages')}
              <br />
              <span className="screen-muted">{t('forms.onProductPagesHelp')}</span>
            </>
          }
          inline
        >
          {(id) => (
            <Switch
              id={id}
              size="small"
              checked={draft.on_product_pages}
              onChange={(on_product_pages) => dispatch({ type: 'set', patch: { on_product_pages } })}
              data-testid="form-on-product-pages"
            />
          )}
        </FieldRow>

        <div className="form-editor-footer">
          <Button
            type="primary"
            loading={save.isPending}
            disabled={conflict}
            onClick={submit}
            data-testid="form-save"
          >
            {t('common.save')}
          </Button>
        </div>
      </div>

      <aside className="form-editor-preview" aria-label={t('forms.preview')}>
        <h3 className="form-section-title">
          {t('forms.preview')} <span className="screen-muted">({siteLanguageName(lang)})</span>
        </h3>
        <SiteFormPreview
          draft={draft}
          formId={form?.id ?? 0}
          websiteId={websiteId}
          websiteName={websiteName}
          lang={lang}
          defaultLang={defaultLang}
        />
      </aside>
    </div>
  );
}
