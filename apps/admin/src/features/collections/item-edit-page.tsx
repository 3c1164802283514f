import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import {
  type CollectionDefinition,
  type CollectionName,
  type FieldDef,
  ITEM_CATEGORIES_MAX,
  ITEM_DESCRIPTION_MAX,
  ITEM_KEYWORDS_MAX,
  ITEM_SEO_TITLE_MAX,
  ITEM_TAGS_MAX,
  type ItemDetail,
  SLUG_MAX,
  slugify,
  SUMMARY_MAX,
  TITLE_MAX,
} from '@sitewright/contract';
import { errorCodes } from '@sitewright/contract/paths';
import { useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Switch from 'antd/es/switch';
import TreeSelect from 'antd/es/tree-select';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { fieldErrors, isApiError } from '../../shared/api/api-error.ts';
import { useWebsiteLanguages } from '../../shared/api/languages/get-website-languages.ts';
import { useRoles } from '../../shared/api/session/get-user-info.ts';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { orderedLanguages, siteLanguageName } from '../../shared/lib/site-languages.ts';
import { collectionEditPath, collectionListPath } from '../../shared/paths.ts';
import { RichTextEditor } from '../../shared/rich-text/index.ts';
import { hasRole } from '../../shared/session/roles.ts';
import { useWebsiteStore } from '../../shared/stores/website-store.ts';
import { toastError, toastSuccess } from '../../shared/ui/feedback.ts';
import { useLeaveGuard } from '../../shared/ui/leave-guard/index.ts';
import { batchItems } from './api/batch-items.ts';
import { collectionKeys } from './api/collection-calls.ts';
import { useCategories } from './api/get-categories.ts';
import { getItem, useItem } from './api/get-item.ts';
import { getPreviewLink } from './api/get-preview-link.ts';
import { useTags } from './api/get-tags.ts';
import { useSaveItem } from './api/save-item.ts';
import { useCreateTag } from './api/save-tag.ts';
import { categoryTreeData } from './categories.ts';
import './collections-i18n.ts';
import './collections.css';
import {
  AttributesInput,
  CurrencyInput,
  FilesInput,
  GalleryInput,
  ImageInput,
  MoneyInput,
  PublishDateInput,
  RelationInput,
  TermInput,
} from './field-inputs.tsx';
import {
  emptyItemForm,
  followSlug,
  formToBody,
  type ItemFormValues,
  isScheduled,
  itemPath,
  itemToForm,
  problemFieldName,
} from './item-form.ts';
import {
  AgendaInput,
  ChoiceInput,
  DateTimeRangeInput,
  LinksInput,
  RegistrationInput,
  UrlInput,
  VenueInput,
} from './event-inputs.tsx';
import { ItemStatusTag } from './item-status-tag.tsx';
import { openPreview, previewProblem } from './open-preview.ts';
import { loadPinyin } from './title-slug.ts';
import { useCollection } from './use-collection.ts';

/** Autosave waits this long after the last change (existing items only). */
export const AUTOSAVE_DELAY_MS = 3000;

function positiveInt(raw: string | null): number | null {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * The edit screen of a collection's item (spec §2 /news/edit?id=, /product/edit?id=; without an id
 * a new one): the common fields and the definition's own, autosave, the conflict refusal, preview
 * and publish.
 */
export function ItemEditPage() {
  const t = useT();
  const { def, words } = useCollection();
  const [params] = useSearchParams();
  const id = positiveInt(params.get('id'));
  const sourceId = id === null ? positiveInt(params.get('source')) : null;
  const lang = id === null ? (params.get('lang') ?? undefined) : undefined;
  const website = useWebsiteStore((s) => s.website);
  const item = useItem(def.name, id);
  // A new language version starts from the item it translates.
  const source = useItem(def.name, sourceId);
  // Bumped by Reload after a conflict: the form starts afresh from the current version. Saves
  // update the cached item too, but must not reset what is being typed.
  const [generation, setGeneration] = useState(0);
  // A new item that this editor has just stored keeps the same editor at its new address: a
  // remount there would drop a click (Publish right after Save) and the state beside the buttons.
  const [created, setCreated] = useState<{ id: number; key: string } | null>(null);
  const editorKey = `${def.name}:${id ?? `new:${lang ?? ''}:${sourceId ?? ''}`}:${generation}`;

  if (!website) return null;
  const loading = (id !== null && item.isPending) || (sourceId !== null && source.isPending);
  const failed = (id !== null && item.isError) || (sourceId !== null && source.isError);
  if (loading) {
    return (
      <div className="screen">
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  }
  if (failed) {
    return (
      <div className="screen screen-empty" data-testid="item-load-failed">
        <p className="screen-muted">{t('collections.loadItemFailed', { one: words.one })}</p>
        <Button onClick={() => (id !== null ? item.refetch() : source.refetch())}>{t('common.retry')}</Button>
      </div>
    );
  }
  return (
    <ItemEditor
      // A reload after a conflict, or another item, starts the form afresh.
      key={created !== null && created.id === id ? created.key : editorKey}
      def={def}
      words={words}
      websiteId={website.website_id}
      host={website.domain || website.fixed_domain}
      item={id !== null ? (item.data ?? null) : null}
      source={sourceId !== null ? (source.data ?? null) : null}
      lang={lang}
      onReloaded={() => setGeneration((g) => g + 1)}
      onCreated={(newId) => setCreated({ id: newId, key: editorKey })}
    />
  );
}

interface ItemEditorProps {
  def: CollectionDefinition;
  words: { one: string; many: string };
  websiteId: number;
  host: string;
  item: ItemDetail | null;
  source: ItemDetail | null;
  lang: string | undefined;
  /** The current version was fetched after a conflict: start the form afresh. */
  onReloaded(): void;
  /** A new item was stored (the screen then moves to its address). */
  onCreated(id: number): void;
}

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

function ItemEditor({
  def,
  words,
  websiteId,
  host,
  item,
  source,
  lang,
  onReloaded,
  onCreated,
}: ItemEditorProps) {
  const t = useT();
  const uiLang = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const name = def.name;
  const [form] = Form.useForm<ItemFormValues>();
  const roles = useRoles();
  const categories = useCategories(name, websiteId);
  const tags = useTags(name, websiteId);
  const { data: languages } = useWebsiteLanguages(websiteId);
  const saveMutation = useSaveItem(name);
  const createTag = useCreateTag(name);

  const initial = useMemo(
    () => (item ? itemToForm(def, item) : source ? itemToForm(def, source) : emptyItemForm(def)),
    [def, item, source],
  );
  const [saved, setSaved] = useState<ItemDetail | null>(item);
  const savedRef = useRef<ItemDetail | null>(item);
  // A saved item keeps its address unless the operator changes it: its links are out there.
  const [slugEdited, setSlugEdited] = useState(item !== null || source !== null);
  const [dirty, setDirty] = useState(false);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [saveProblem, setSaveProblem] = useState('');
  const [conflict, setConflict] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const changes = useRef(0);
  const savedChanges = useRef(0);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const conflictRef = useRef(false);

  const slug = Form.useWatch('slug', form) ?? initial.slug;
  const typeIds = Form.useWatch('type_ids', form) ?? initial.type_ids;
  const productCategories = name === 'product' ? typeIds : undefined;
  const publishAt = Form.useWatch('publish_at', form) ?? initial.publish_at;

  const langList = languages ? orderedLanguages(languages.list) : [];
  const defaultLang = langList[0]?.lang;
  const itemLang = saved?.lang ?? lang ?? defaultLang;
  const url =
    saved && saved.slug === slug ? saved.url : itemPath(def.site.segment, slug, itemLang, defaultLang);
  const mayCreateTags = hasRole(roles, def.roles.tags);

  const isDirty = useCallback(() => changes.current !== savedChanges.current, []);

  function showProblems(error: unknown) {
    const problems = fieldErrors(error);
    const fields: { name: (string | number)[]; errors: string[] }[] = [];
    for (const [path, message] of Object.entries(problems)) {
      const fieldName = problemFieldName(def, path);
      if (fieldName) fields.push({ name: fieldName, errors: [message] });
    }
    if (isApiError(error) && error.code === errorCodes.ITEM_SLUG_TAKEN)
      fields.push({ name: ['slug'], errors: [error.message] });
    if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
    return fields.length > 0;
  }

  /** Saves the form; `auto`: quietly, the state beside the buttons says how it went. */
  async function save(mode: 'auto' | 'manual'): Promise<boolean> {
    if (conflictRef.current) return false;
    if (inFlight.current) {
      // One save at a time; the next starts from the answer's version.
      await inFlight.current;
      if (!isDirty()) return true;
    }
    const values = form.getFieldsValue(true) as ItemFormValues;
    if (mode === 'manual') {
      try {
        await form.validateFields();
      } catch {
        toastError(t('collections.fixProblems'));
        return false;
      }
    } else if (!values.title?.trim()) {
      return false;
    }
    const at = changes.current;
    const current = savedRef.current;
    const body = formToBody(def, values, {
      websiteId,
      ...(current ? { id: current.id, version: current.version } : { lang: lang, sourceItemId: source?.id }),
    });
    setSaveState('saving');
    const run = (async () => {
      try {
        const detail = await saveMutation.mutateAsync({ body, quiet: mode === 'auto' });
        savedRef.current = detail;
        setSaved(detail);
        savedChanges.current = at;
        setDirty(changes.current !== at);
        setSaveState('saved');
        setSaveProblem('');
        if (!current) {
          if (mode === 'manual') toastSuccess(t('collections.createdDone'));
          onCreated(detail.id);
          navigate(collectionEditPath(name, detail.id), { replace: true });
        } else if (mode === 'manual') toastSuccess(t('collections.saved'));
        return true;
      } catch (error) {
        setSaveState('failed');
        if (isApiError(error) && error.code === errorCodes.PAGE_CONFLICT) {
          conflictRef.current = true;
          setConflict(true);
          return false;
        }
        const onFields = showProblems(error);
        setSaveProblem(isApiError(error) ? error.message : '');
        // The client keeps field problems quiet for the form; one naming no field the form shows
        // still needs saying when the operator asked.
        if (mode === 'manual' && !onFields && isApiError(error) && error.code === errorCodes.VALIDATION) {
          toastError(error.message);
        }
        // The connection dropped or the server was slow: autosave tries again; the work is still here.
        if (mode === 'auto' && isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')) {
          clearTimeout(timer.current);
          timer.current = setTimeout(() => void saveRef.current('auto'), AUTOSAVE_DELAY_MS * 2);
        }
        return false;
      }
    })();
    inFlight.current = run;
    try {
      return await run;
    } finally {
      inFlight.current = null;
    }
  }

  const saveRef = useRef(save);
  saveRef.current = save;

  // Autosave: a saved item is saved again a moment after the last change.
  const scheduleAutosave = useCallback(() => {
    clearTimeout(timer.current);
    if (!savedRef.current || conflictRef.current) return;
    timer.current = setTimeout(() => void saveRef.current('auto'), AUTOSAVE_DELAY_MS);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  const leaveHolder = useLeaveGuard({
    dirty: isDirty,
    // A saved item is saved on the way out; a new one (or one in conflict) asks.
    beforeLeave: async () => {
      if (!savedRef.current || conflictRef.current) return false;
      clearTimeout(timer.current);
      return saveRef.current('auto');
    },
  });

  function onValuesChange(changed: Partial<ItemFormValues>) {
    if ('slug' in changed) setSlugEdited(true);
    if ('title' in changed && !slugEdited) {
      const title = changed.title ?? '';
      form.setFieldValue('slug', followSlug(title, '', false));
      // A Chinese title is spelled in pinyin once the reader has loaded, unless the slug was
      // changed meanwhile (by the operator, or by a later title that set it already).
      loadPinyin(title)?.then(() => {
        const now = form.getFieldValue('title') ?? '';
        if (form.getFieldValue('slug') === slugify(now))
          form.setFieldValue('slug', followSlug(now, '', false));
      });
    }
    changes.current += 1;
    setDirty(true);
    if (saveState !== 'saving') setSaveState('idle');
    scheduleAutosave();
  }

  async function reload() {
    if (!saved) return;
    // The form is filled afresh from the current version (the key of the editor changes).
    await queryClient.fetchQuery({
      queryKey: collectionKeys.item(name, saved.id),
      queryFn: ({ signal }) => getItem(name, saved.id, signal),
      staleTime: 0,
    });
    changes.current = 0;
    savedChanges.current = 0;
    onReloaded();
  }

  async function preview() {
    if (!saved) {
      toastError(t('collections.previewSaveFirst', { one: words.one }));
      return;
    }
    await openPreview(
      async () => {
        if (isDirty()) await save('auto');
        return getPreviewLink(name, saved.id);
      },
      (error) => toastError(previewProblem(error, t('collections.previewFailed'))),
    );
  }

  async function publish() {
    if (!savedRef.current) {
      if (!(await save('manual'))) return;
    } else if (isDirty() && !(await save('manual'))) return;
    const current = savedRef.current;
    if (!current) return;
    setPublishing(true);
    try {
      const result = await batchItems(name, { websiteId, ids: [current.id], action: 'publish' });
      toastSuccess(
        result.site_version > 0
          ? t('collections.publishedOne', { version: result.site_version })
          : t('collections.publishedOneNotLive'),
      );
      // The status (and the version the next save starts from) as the server has them now.
      const fresh = await getItem(name, current.id);
      savedRef.current = fresh;
      setSaved(fresh);
      queryClient.setQueryData(collectionKeys.item(name, fresh.id), fresh);
      void queryClient.invalidateQueries({ queryKey: collectionKeys.items(name) });
    } catch {
      // The client has shown why.
    } finally {
      setPublishing(false);
    }
  }

  const stateText =
    saveState === 'saving'
      ? t('collections.autosaving')
      : saveState === 'failed' && saveProblem
        ? t('collections.autosaveFailed', { reason: saveProblem })
        : dirty
          ? t('collections.unsaved')
          : saved && saveState === 'saved'
            ? t('collections.autosaved')
            : '';

  const titleLabel = def.labels.title[uiLang];
  const otherLanguages = langList.filter(
    (l) => l.lang !== itemLang && !(saved?.translations ?? []).some((tr) => tr.lang === l.lang),
  );

  return (
    <div className="screen collection-edit" data-testid="item-edit" data-collection={name}>
      {leaveHolder}
      <div className="collection-edit-bar">
        <div className="collection-edit-bar-actions">
          <Link
            to={collectionListPath(name)}
            aria-label={t('collections.backToList')}
            data-testid="item-back"
          >
            <ArrowLeftOutlined />
          </Link>
          <h1>{t(saved ? 'collections.editTitle' : 'collections.newTitle', { one: words.one })}</h1>
          {saved ? <ItemStatusTag status={saved.status} /> : null}
        </div>
        <div className="collection-edit-bar-actions">
          <span className="screen-muted" aria-live="polite" data-testid="item-save-state">
            {stateText}
          </span>
          {/* Sponsors and organizers have no page of their own to preview. */}
          {def.site.pages === false ? null : (
            <Button onClick={() => void preview()} data-testid="item-preview">
              {t('collections.preview')}
            </Button>
          )}
          <Button
            onClick={() => void publish()}
            loading={publishing}
            disabled={conflict}
            data-testid="item-publish"
          >
            {t('collections.publish')}
          </Button>
          <Button
            type="primary"
            onClick={() => {
              clearTimeout(timer.current);
              void save('manual');
            }}
            loading={saveState === 'saving' && !publishing}
            disabled={conflict}
            data-testid="item-save"
          >
            {t('collections.save')}
          </Button>
        </div>
      </div>

      {conflict ? (
        <Alert
          type="warning"
          showIcon
          className="collection-conflict"
          data-testid="item-conflict"
          title={t('collections.conflictTitle', { one: words.one })}
          description={t('collections.conflictText')}
          action={
            <Button onClick={() => void reload()} data-testid="item-reload">
              {t('collections.reload')}
            </Button>
          }
        />
      ) : null}

      <Form<ItemFormValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        onValuesChange={onValuesChange}
        data-testid="item-form"
      >
        <div className="collection-edit-columns">
          <div>
            <section className="collection-edit-card">
              <h2>{t('collections.sectionMain')}</h2>
              <Form.Item
                name="title"
                label={titleLabel}
                rules={[
                  {
                    required: true,
                    whitespace: true,
                    message: t('collections.titleRequired', { title: titleLabel }),
                  },
                ]}
              >
                <Input maxLength={TITLE_MAX} data-testid="item-title-input" />
              </Form.Item>
              <Form.Item
                name="slug"
                label={t('collections.slug')}
                extra={
                  <>
                    <div>{t('collections.slugHelp')}</div>
                    {def.site.pages === false ? null : (
                      <div className="collection-url" data-testid="item-url">
                        {t('collections.slugUrl', { url: `${host}${url}` })}
                      </div>
                    )}
                  </>
                }
              >
                <Input maxLength={SLUG_MAX} data-testid="item-slug" />
              </Form.Item>
              <Form.Item name="summary" label={t('collections.summary')} extra={t('collections.summaryHelp')}>
                <Input.TextArea rows={3} maxLength={SUMMARY_MAX} showCount data-testid="item-summary" />
              </Form.Item>
              <Form.Item name="body" label={def.labels.body[uiLang]}>
                <BodyInput websiteId={websiteId} label={def.labels.body[uiLang]} />
              </Form.Item>
            </section>

            {/* A collection without fields of its own (FAQs) has no such card. */}
            {Object.keys(def.fields).length > 0 ? (
              <section className="collection-edit-card">
                <h2>{t('collections.sectionMedia')}</h2>
                {Object.entries(def.fields).map(([key, field]) => (
                  <Form.Item
                    key={key}
                    name={['fields', key]}
                    label={field.label[uiLang]}
                    extra={field.help?.[uiLang]}
                  >
                    {fieldInput(key, field, websiteId, itemLang, name, productCategories)}
                  </Form.Item>
                ))}
              </section>
            ) : null}

            <section className="collection-edit-card">
              <h2>{t('collections.sectionSeo')}</h2>
              <Form.Item name="seo_title" label={t('collections.seoTitle')} extra={t('collections.seoHelp')}>
                <Input maxLength={ITEM_SEO_TITLE_MAX} data-testid="item-seo-title" />
              </Form.Item>
              <Form.Item name="seo_keywords" label={t('collections.seoKeywords')}>
                <Input maxLength={ITEM_KEYWORDS_MAX} data-testid="item-seo-keywords" />
              </Form.Item>
              <Form.Item name="seo_description" label={t('collections.seoDescription')}>
                <Input.TextArea
                  rows={3}
                  maxLength={ITEM_DESCRIPTION_MAX}
                  showCount
                  data-testid="item-seo-description"
                />
              </Form.Item>
            </section>
          </div>

          <div>
            <section className="collection-edit-card">
              <h2>{t('collections.sectionPublishing')}</h2>
              <Form.Item
                name="publish_at"
                label={t('collections.publishAt')}
                extra={
                  isScheduled(publishAt) ? (
                    <span data-testid="item-scheduled">
                      {t('collections.scheduledNote', {
                        date: new Intl.DateTimeFormat(uiLang === 'zh' ? 'zh-CN' : 'en', {
                          dateStyle: 'medium',
                          timeStyle: 'short',
                        }).format(new Date(publishAt as string)),
                      })}
                    </span>
                  ) : (
                    t('collections.publishAtHelp')
                  )
                }
              >
                <PublishDateInput testId="item-publish-at" />
              </Form.Item>
              <Form.Item name="is_pinned" label={t('collections.pinnedLabel')} valuePropName="checked">
                <Switch data-testid="item-pinned-switch" />
              </Form.Item>
            </section>

            {def.taxonomies === false ? null : (
              <section className="collection-edit-card">
                <h2>{t('collections.sectionTaxonomy')}</h2>
                <Form.Item name="type_ids" label={t('collections.categories')}>
                  <TreeSelect<number[]>
                    multiple
                    treeDefaultExpandAll
                    treeData={categoryTreeData(categories.data?.list ?? [])}
                    placeholder={t('collections.categoriesPlaceholder')}
                    notFoundContent={t('collections.noCategories')}
                    maxCount={ITEM_CATEGORIES_MAX}
                    data-testid="item-categories"
                  />
                </Form.Item>
                <Form.Item name="tag_ids" label={t('collections.tags')}>
                  <TagSelect
                    options={(tags.data?.list ?? []).map((tag) => ({ value: tag.id, label: tag.name }))}
                    mayCreate={mayCreateTags}
                    onCreate={async (tagName) => {
                      try {
                        const tag = await createTag.mutateAsync({ websiteId, name: tagName });
                        toastSuccess(t('collections.tagCreated', { name: tag.name }));
                        return tag.id;
                      } catch {
                        return null;
                      }
                    }}
                    placeholder={t(
                      mayCreateTags ? 'collections.tagsCreatePlaceholder' : 'collections.tagsPlaceholder',
                    )}
                  />
                </Form.Item>
              </section>
            )}

            {langList.length > 1 ? (
              <section className="collection-edit-card" data-testid="item-languages">
                <h2>{t('collections.sectionLanguages')}</h2>
                {!saved ? (
                  <p className="screen-muted">{t('collections.languagesSaveFirst', { one: words.one })}</p>
                ) : (
                  <>
                    {saved.translations.length === 0 ? (
                      <p className="screen-muted">{t('collections.languagesNone')}</p>
                    ) : (
                      <ul className="collection-languages">
                        {saved.translations.map((tr) => (
                          <li key={tr.id}>
                            <span>
                              {siteLanguageName(tr.lang)}: {tr.title}
                            </span>
                            <Link to={collectionEditPath(name, tr.id)}>{t('collections.openLanguage')}</Link>
                          </li>
                        ))}
                      </ul>
                    )}
                    {otherLanguages.map((l) => (
                      <Button
                        key={l.lang}
                        size="small"
                        className="collection-add-language"
                        onClick={() =>
                          navigate(
                            `${collectionEditPath(name, undefined, l.lang)}&source=${saved.source_item_id ?? saved.id}`,
                          )
                        }
                        data-testid={`item-add-language-${l.lang}`}
                      >
                        {t('collections.addLanguage', { language: siteLanguageName(l.lang) })}
                      </Button>
                    ))}
                  </>
                )}
              </section>
            ) : null}
          </div>
        </div>
      </Form>
    </div>
  );
}

/** The rich-text body as a form control (the form gives it its value and change handler). */
function BodyInput({
  value,
  onChange,
  websiteId,
  label,
}: {
  value?: string;
  onChange?(html: string): void;
  websiteId: number;
  label: string;
}) {
  return (
    <div data-testid="item-body">
      <RichTextEditor
        value={value ?? ''}
        onChange={(html) => onChange?.(html)}
        websiteId={websiteId}
        minHeight={320}
        label={label}
      />
    </div>
  );
}

/** The input of one of the definition's fields, by its kind. */
function fieldInput(
  key: string,
  field: FieldDef,
  websiteId: number,
  lang: string | undefined,
  collection: CollectionName,
  /** A product's chosen categories, which decide the attributes it has (undefined for other items). */
  productCategories?: readonly number[],
) {
  const testId = `item-field-${key}`;
  switch (field.kind) {
    case 'text':
      return <Input maxLength={200} data-testid={testId} />;
    case 'textarea':
      return <Input.TextArea rows={3} maxLength={SUMMARY_MAX} data-testid={testId} />;
    case 'image':
      return <ImageInput websiteId={websiteId} testId={testId} />;
    case 'gallery':
      return <GalleryInput websiteId={websiteId} testId={testId} />;
    case 'files':
      return <FilesInput websiteId={websiteId} testId={testId} />;
    case 'money':
      return <MoneyInput testId={testId} />;
    case 'currency':
      return <CurrencyInput testId={testId} />;
    case 'attributes':
      return <AttributesInput websiteId={websiteId} categoryIds={productCategories} testId={testId} />;
    case 'relation':
      return field.target ? (
        <RelationInput websiteId={websiteId} target={field.target} lang={lang} testId={testId} />
      ) : null;
    case 'url':
      return <UrlInput testId={testId} />;
    case 'links':
      return <LinksInput testId={testId} />;
    case 'choice':
      return <ChoiceInput field={field} testId={testId} />;
    case 'datetime-range':
      return <DateTimeRangeInput testId={testId} />;
    case 'venue':
      return <VenueInput testId={testId} />;
    case 'registration':
      return <RegistrationInput testId={testId} />;
    case 'agenda':
      return field.target ? (
        <AgendaInput websiteId={websiteId} target={field.target} lang={lang} testId={testId} />
      ) : null;
    case 'term':
      return field.list ? (
        <TermInput websiteId={websiteId} collection={collection} listKey={field.list} testId={testId} />
      ) : null;
  }
}

interface TagSelectProps {
  /** Given by the form item, whose label names the control with this id. */
  id?: string;
  value?: number[];
  onChange?(value: number[]): void;
  options: { value: number; label: string }[];
  mayCreate: boolean;
  /** Creates a typed tag; answers its id, or null when it could not be created. */
  onCreate(name: string): Promise<number | null>;
  placeholder: string;
}

/** Tags from the existing ones; operators holding the tag role may type a new one, which is created. */
function TagSelect({ id, value, onChange, options, mayCreate, onCreate, placeholder }: TagSelectProps) {
  const [creating, setCreating] = useState(false);
  async function change(next: (number | string)[]) {
    const ids: number[] = [];
    for (const v of next) {
      if (typeof v === 'number') {
        ids.push(v);
        continue;
      }
      const known = options.find((o) => o.label.toLowerCase() === v.trim().toLowerCase());
      if (known) {
        if (!ids.includes(known.value)) ids.push(known.value);
        continue;
      }
      if (!v.trim()) continue;
      setCreating(true);
      const id = await onCreate(v.trim());
      setCreating(false);
      if (id !== null) ids.push(id);
    }
    onChange?.(ids.slice(0, ITEM_TAGS_MAX));
  }
  return (
    <Select<(number | string)[]>
      id={id}
      mode={mayCreate ? 'tags' : 'multiple'}
      value={value ?? []}
      options={options}
      loading={creating}
      placeholder={placeholder}
      showSearch={{ optionFilterProp: 'label' }}
      onChange={(next) => void change(next)}
      data-testid="item-tags"
    />
  );
}
