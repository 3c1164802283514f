import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import {
  COLLECTIONS,
  type CollectionName,
  SLUG_MAX,
  slugify,
  TAXONOMY_NAME_MAX,
  type TermEntry,
  type TermListDef,
} from '@sitewright/contract';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import { type ComponentType, useState } from 'react';
import { fieldErrors } from '../../shared/api/api-error.ts';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { useWebsiteStore } from '../../shared/stores/website-store.ts';
import { ConfirmDelete } from '../../shared/ui/data-table/confirm-delete.tsx';
import { type DataColumn, DataTable } from '../../shared/ui/data-table/data-table.tsx';
import { toastSuccess } from '../../shared/ui/feedback.ts';
import { TranslatedNames } from '../../shared/ui/translated-names.tsx';
import { useDeleteTerm, useSaveTerm, useTermList } from './api/term-lists.ts';
import { filledNames } from './category-dialog.tsx';
import { SLUG_PATTERN } from './slug-pattern.ts';
import './term-lists-i18n.ts';

interface TermListPageProps {
  name: CollectionName;
  listKey: string;
}

const listOf = (name: CollectionName, key: string): TermListDef => {
  const lists = (COLLECTIONS[name] as { lists?: Record<string, TermListDef> }).lists;
  const list = lists?.[key];
  if (!list) throw new Error(`${name} has no term list ${key}`);
  return list;
};

/**
 * One term list of a collection (spec §2 /exhibitor/zone/index, /exhibitor/area/index): its
 * entries with how many items hold each, add, rename and delete. An entry in use is not deleted:
 * the refusal names what uses it.
 */
export function TermListPage({ name, listKey }: TermListPageProps) {
  const t = useT();
  const lang = useLanguage();
  const website = useWebsiteStore((s) => s.website);
  const websiteId = website?.website_id;
  const list = listOf(name, listKey);
  const parent = list.parent ? listOf(name, list.parent) : undefined;
  const entries = useTermList(name, listKey, websiteId);
  const parents = useTermList(name, list.parent ?? listKey, parent ? websiteId : undefined);
  const remove = useDeleteTerm(name, listKey);
  const [editing, setEditing] = useState<{ session: number; entry: TermEntry | null } | null>(null);

  if (!website || websiteId === undefined) return null;
  const words = {
    list: list.label.one[lang],
    lists: list.label.many[lang],
    parent: parent?.label.one[lang] ?? '',
    website: website.name,
  };
  const parentName = new Map((parents.data?.list ?? []).map((p) => [p.id, p.names[lang] || p.name]));
  const open = (entry: TermEntry | null) => setEditing((e) => ({ session: (e?.session ?? 0) + 1, entry }));

  async function del(entry: TermEntry) {
    if (websiteId === undefined) return;
    try {
      await remove.mutateAsync({ website_id: websiteId, id: entry.id });
    } catch {
      // The client has shown why (what still uses the entry).
      return;
    }
    toastSuccess(t('termLists.deleted'));
  }

  const columns: DataColumn<TermEntry>[] = [
    { key: 'name', title: t('termLists.columnName'), cellTestId: 'term-row-name', render: (e) => e.name },
    ...(parent
      ? [
          {
            key: 'parent',
            title: t('termLists.columnParent', words),
            cellTestId: 'term-row-parent',
            render: (e: TermEntry) => parentName.get(e.parent_id) ?? '',
          },
        ]
      : []),
    {
      key: 'slug',
      title: t('termLists.columnSlug'),
      render: (e) => <code className="taxonomy-node-slug">{e.slug}</code>,
    },
    {
      key: 'items',
      title: t('termLists.columnItems'),
      cellTestId: 'term-row-items',
      render: (e) => String(e.item_count),
    },
    {
      key: 'actions',
      title: t('termLists.columnActions'),
      className: 'data-table-actions',
      render: (e) => (
        <span className="data-table-actions-row">
          <Button size="small" onClick={() => open(e)} data-testid={`term-edit-${e.id}`}>
            {t('termLists.edit')}
          </Button>
          <ConfirmDelete
            label={t('termLists.delete')}
            title={t('termLists.deleteConfirm', { name: e.name })}
            description={t('termLists.deleteHint')}
            okText={t('common.delete')}
            onConfirm={() => del(e)}
            testId={`term-delete-${e.id}`}
            confirmTestId="term-delete-confirm"
          />
        </span>
      ),
    },
  ];

  return (
    <div className="screen" data-testid={`term-list-${listKey}`}>
      <header className="screen-header">
        <div>
          <h1>{words.lists}</h1>
          <p className="screen-muted">{t(parent ? 'termLists.introNested' : 'termLists.intro', words)}</p>
        </div>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open(null)} data-testid="term-add">
          {t('termLists.add')}
        </Button>
      </header>
      {entries.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : entries.isError ? (
        <div className="screen-empty">
          <p className="screen-muted">{t('termLists.loadFailed')}</p>
          <Button onClick={() => entries.refetch()}>{t('common.retry')}</Button>
        </div>
      ) : (entries.data?.list.length ?? 0) === 0 ? (
        <div className="screen-empty" data-testid="term-empty">
          <p className="screen-muted">{t('termLists.empty')}</p>
        </div>
      ) : (
        <DataTable<TermEntry>
          rows={entries.data?.list ?? []}
          rowKey={(e) => e.id}
          columns={columns}
          testId="term-table"
        />
      )}
      {editing ? (
        <TermDialog
          key={editing.session}
          name={name}
          listKey={listKey}
          list={list}
          parentOptions={
            parent
              ? (parents.data?.list ?? []).map((p) => ({ value: p.id, label: p.names[lang] || p.name }))
              : undefined
          }
          words={words}
          websiteId={websiteId}
          entry={editing.entry}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}

interface TermFormValues {
  name: string;
  names: Record<string, string | undefined>;
  slug: string;
  parent_id?: number;
}

function TermDialog({
  name,
  listKey,
  list,
  parentOptions,
  words,
  websiteId,
  entry,
  onClose,
}: {
  name: CollectionName;
  listKey: string;
  list: TermListDef;
  parentOptions: { value: number; label: string }[] | undefined;
  words: { list: string; lists: string; parent: string; website: string };
  websiteId: number;
  entry: TermEntry | null;
  onClose(): void;
}) {
  const t = useT();
  const [form] = Form.useForm<TermFormValues>();
  const save = useSaveTerm(name, listKey);
  const typed = Form.useWatch('name', form) ?? '';
  const segment = COLLECTIONS[name].site.segment;

  async function onFinish(values: TermFormValues) {
    try {
      await save.mutateAsync({
        website_id: websiteId,
        ...(entry ? { id: entry.id } : {}),
        ...(values.parent_id !== undefined ? { parent_id: values.parent_id } : {}),
        name: values.name.trim(),
        names: filledNames(values.names ?? {}),
        slug: (values.slug ?? '').trim(),
      });
    } catch (error) {
      const shown = Object.entries(fieldErrors(error)).filter(([k]) =>
        ['name', 'slug', 'parent_id'].includes(k),
      );
      if (shown.length > 0)
        form.setFields(shown.map(([k, message]) => ({ name: k as keyof TermFormValues, errors: [message] })));
      return;
    }
    toastSuccess(t(entry ? 'termLists.saved' : 'termLists.added'));
    onClose();
  }

  return (
    <Modal
      open
      title={t(entry ? 'termLists.editTitle' : 'termLists.addTitle', words)}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'term-submit' } as Record<string, string>}
    >
      <Form<TermFormValues>
        form={form}
        layout="vertical"
        initialValues={{
          name: entry?.name ?? '',
          names: entry?.names ?? {},
          slug: entry?.slug ?? '',
          ...(entry && entry.parent_id > 0 ? { parent_id: entry.parent_id } : {}),
        }}
        onFinish={onFinish}
        preserve={false}
        data-testid="term-form"
      >
        {parentOptions ? (
          <Form.Item
            label={words.parent}
            name="parent_id"
            rules={[{ required: true, message: t('termLists.parentRequired', words) }]}
            extra={parentOptions.length === 0 ? t('termLists.noneYet', { lists: words.parent }) : undefined}
          >
            <Select options={parentOptions} placeholder={t('termLists.choose')} data-testid="term-parent" />
          </Form.Item>
        ) : null}
        <Form.Item
          label={t('termLists.name')}
          name="name"
          rules={[
            { required: true, whitespace: true, message: t('termLists.nameRequired') },
            { max: TAXONOMY_NAME_MAX, message: t('termLists.nameTooLong', { n: TAXONOMY_NAME_MAX }) },
          ]}
        >
          <Input autoFocus maxLength={TAXONOMY_NAME_MAX} data-testid="term-name" />
        </Form.Item>
        <TranslatedNames
          websiteId={websiteId}
          name={['names']}
          label={(language) => t('termLists.namesIn', { language })}
          help={(language) => t('termLists.namesHelp', { language })}
          testIdPrefix="term-name"
        />
        <Form.Item
          label={t('termLists.slug')}
          name="slug"
          extra={t('termLists.slugHelp', {
            example: `/${segment}/${list.path}/${slugify(typed) || 'name'}/`,
          })}
          rules={[{ pattern: SLUG_PATTERN, message: t('termLists.slugInvalid') }]}
        >
          <Input
            maxLength={SLUG_MAX}
            placeholder={slugify(typed)}
            spellCheck={false}
            data-testid="term-slug"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

const pages = new Map<string, ComponentType>();

/** The screen of one term list, one component per list so the route table can name it. */
export function termListPageFor(name: CollectionName, listKey: string): ComponentType {
  const id = `${name}.${listKey}`;
  let page = pages.get(id);
  if (!page) {
    page = function CollectionTermListPage() {
      return <TermListPage name={name} listKey={listKey} />;
    };
    pages.set(id, page);
  }
  return page;
}
