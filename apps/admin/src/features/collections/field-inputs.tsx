import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import ArrowRightOutlined from '@ant-design/icons/es/icons/ArrowRightOutlined';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import {
  attributeApplies,
  type Attribute,
  type AttributeValue,
  COLLECTIONS,
  type CollectionName,
  type FieldDef,
  type TermListDef,
  CURRENCIES,
  GALLERY_MAX,
  ITEM_FILES_MAX,
  type ItemFile,
  type ItemListQuery,
  type MediaFile,
  ITEM_PAGE_SIZE_MAX,
  RELATION_MAX,
} from '@sitewright/contract';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { MediaPickerDialog } from '../../shared/media-picker/index.ts';
import { useAttributes } from './api/get-attributes.ts';
import { useCategories } from './api/get-categories.ts';
import { categoryAncestors, categoryNames } from './categories.ts';
import { useTermList } from './api/term-lists.ts';
import { useItems } from './api/get-items.ts';
import './collections-i18n.ts';

interface ValueProps<V> {
  /** Given by the form item, whose label names the control with this id. */
  id?: string;
  value?: V;
  onChange?(value: V): void;
}

/** One picture from the media library (a cover image). */
export function ImageInput({
  value,
  onChange,
  websiteId,
  testId,
}: ValueProps<string> & { websiteId: number; testId?: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const src = value ?? '';
  return (
    <div className="collection-image-field" data-testid={testId}>
      {src ? <img src={src} alt="" data-testid={testId ? `${testId}-preview` : undefined} /> : null}
      <Space>
        <Button onClick={() => setOpen(true)} data-testid={testId ? `${testId}-choose` : undefined}>
          {src ? t('collections.imageChange') : t('collections.imageChoose')}
        </Button>
        {src ? (
          <Button onClick={() => onChange?.('')} data-testid={testId ? `${testId}-remove` : undefined}>
            {t('collections.imageRemove')}
          </Button>
        ) : null}
      </Space>
      <MediaPickerDialog
        open={open}
        websiteId={websiteId}
        kinds={['image']}
        onPick={(files: MediaFile[]) => {
          const file = files[0];
          if (file) onChange?.(file.url);
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}

/** Ordered pictures from the media library; the first is the main one. */
export function GalleryInput({
  value,
  onChange,
  websiteId,
  testId,
}: ValueProps<string[]> & { websiteId: number; testId?: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const list = value ?? [];
  const move = (from: number, to: number) => {
    if (to < 0 || to >= list.length) return;
    const next = [...list];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved as string);
    onChange?.(next);
  };
  return (
    <div data-testid={testId}>
      <div className="collection-gallery">
        {list.map((src, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same picture may appear twice; its place tells them apart.
          <div className="collection-gallery-item" key={`${src}-${i}`} data-testid="gallery-item">
            <img src={src} alt={i === 0 ? t('collections.galleryMain') : ''} />
            <Space size={2}>
              <Button
                size="small"
                icon={<ArrowLeftOutlined />}
                aria-label={t('collections.galleryMoveUp')}
                disabled={i === 0}
                onClick={() => move(i, i - 1)}
              />
              <Button
                size="small"
                icon={<ArrowRightOutlined />}
                aria-label={t('collections.galleryMoveDown')}
                disabled={i === list.length - 1}
                onClick={() => move(i, i + 1)}
              />
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('collections.imageRemove')}
                onClick={() => onChange?.(list.filter((_, j) => j !== i))}
              />
            </Space>
          </div>
        ))}
      </div>
      <Button
        icon={<PlusOutlined />}
        disabled={list.length >= GALLERY_MAX}
        onClick={() => setOpen(true)}
        data-testid={testId ? `${testId}-add` : undefined}
      >
        {t('collections.galleryAdd')}
      </Button>
      <MediaPickerDialog
        open={open}
        websiteId={websiteId}
        kinds={['image']}
        multiple
        max={Math.max(1, GALLERY_MAX - list.length)}
        onPick={(files) => {
          onChange?.([...list, ...files.map((f) => f.url)].slice(0, GALLERY_MAX));
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}

/** Files offered for download (data sheets), each with the name visitors see. */
export function FilesInput({
  value,
  onChange,
  websiteId,
  testId,
}: ValueProps<ItemFile[]> & { websiteId: number; testId?: string }) {
  const t = useT();
  const [picking, setPicking] = useState<number | null>(null);
  const list = value ?? [];
  const set = (i: number, patch: Partial<ItemFile>) =>
    onChange?.(list.map((f, j) => (j === i ? { ...f, ...patch } : f)));
  return (
    <div data-testid={testId}>
      {list.map((file, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id, and a file may be listed twice.
        <div className="collection-file-row" key={`${file.url}-${i}`}>
          <Input
            value={file.name}
            placeholder={t('collections.fileName')}
            aria-label={t('collections.fileName')}
            onChange={(e) => set(i, { name: e.target.value })}
          />
          <span className="screen-muted">
            {file.url ? file.url.split('/').pop() : t('collections.noFile')}
          </span>
          <Button size="small" onClick={() => setPicking(i)}>
            {t('collections.fileChoose')}
          </Button>
          <Button size="small" danger onClick={() => onChange?.(list.filter((_, j) => j !== i))}>
            {t('collections.fileRemove')}
          </Button>
        </div>
      ))}
      <Button
        icon={<PlusOutlined />}
        disabled={list.length >= ITEM_FILES_MAX}
        onClick={() => setPicking(list.length)}
        data-testid={testId ? `${testId}-add` : undefined}
      >
        {t('collections.filesAdd')}
      </Button>
      <MediaPickerDialog
        open={picking !== null}
        websiteId={websiteId}
        onPick={(files) => {
          const file = files[0];
          if (file && picking !== null) {
            if (picking >= list.length) onChange?.([...list, { name: file.name, url: file.url }]);
            else set(picking, { url: file.url, name: list[picking]?.name || file.name });
          }
          setPicking(null);
        }}
        onClose={() => setPicking(null)}
      />
    </div>
  );
}

/** A price: two decimals, empty for none. */
export function MoneyInput({ id, value, onChange, testId }: ValueProps<number | null> & { testId?: string }) {
  return (
    <InputNumber<number>
      id={id}
      value={value ?? null}
      min={0}
      precision={2}
      style={{ width: 200 }}
      onChange={(v) => onChange?.(v ?? null)}
      data-testid={testId}
    />
  );
}

export function CurrencyInput({ id, value, onChange, testId }: ValueProps<string> & { testId?: string }) {
  return (
    <Select
      id={id}
      value={value ?? 'USD'}
      style={{ width: 120 }}
      options={CURRENCIES.map((c) => ({ value: c, label: c }))}
      onChange={(v: string) => onChange?.(v)}
      data-testid={testId}
    />
  );
}

/** The publish date as an ISO date-time; empty: the day the item is first published. */
export function PublishDateInput({
  id,
  value,
  onChange,
  testId,
}: ValueProps<string | null> & { testId?: string }) {
  const shown: Dayjs | null = value ? dayjs(value) : null;
  return (
    <DatePicker
      id={id}
      showTime={{ format: 'HH:mm' }}
      format="YYYY-MM-DD HH:mm"
      value={shown}
      allowClear
      style={{ width: '100%' }}
      onChange={(d: Dayjs | null) => onChange?.(d ? d.second(0).millisecond(0).toISOString() : null)}
      data-testid={testId}
    />
  );
}

function attributeName(attribute: Attribute, lang: string): string {
  return attribute.names[lang] || attribute.name;
}

/**
 * One input per attribute of the website, by the attribute's kind. Given the product's
 * categories, only the attributes of those categories (and those it already has values for).
 */
export function AttributesInput({
  value,
  onChange,
  websiteId,
  categoryIds,
  testId,
}: ValueProps<Record<string, AttributeValue>> & {
  websiteId: number;
  /** The product's categories; undefined: every attribute (items that are not products). */
  categoryIds?: readonly number[] | undefined;
  testId?: string;
}) {
  const t = useT();
  const lang = useLanguage();
  const attributes = useAttributes(websiteId, true);
  const categories = useCategories('product', categoryIds === undefined ? undefined : websiteId);
  const values = value ?? {};
  const set = (id: number, v: AttributeValue | undefined) => {
    const next = { ...values };
    if (v === undefined || v === '' || (Array.isArray(v) && v.length === 0)) delete next[String(id)];
    else next[String(id)] = v;
    onChange?.(next);
  };
  if (attributes.isPending) return <p className="screen-muted">{t('collections.attributesLoading')}</p>;
  const all = attributes.data?.list ?? [];
  if (all.length === 0) return <p className="screen-muted">{t('collections.attributesNone')}</p>;
  const tree = categories.data?.list ?? [];
  const ancestors = categoryAncestors(tree);
  // Categories deleted since count for nothing; with none left, the attribute is every product's.
  const known = categories.data ? new Set(categoryNames(tree).keys()) : null;
  const list =
    categoryIds === undefined
      ? all
      : all.filter(
          (a) =>
            String(a.id) in values ||
            attributeApplies(
              { category_ids: known ? a.category_ids.filter((id) => known.has(id)) : a.category_ids },
              categoryIds,
              ancestors,
            ),
        );
  const hidden = all.length - list.length;
  return (
    <div className="collection-attributes" data-testid={testId}>
      {hidden > 0 ? (
        <p className="screen-muted" data-testid="attributes-hidden">
          {t('collections.attributesHidden', { n: hidden })}
        </p>
      ) : null}
      {list.map((a) => {
        const current = values[String(a.id)];
        const label = attributeName(a, lang);
        const options = a.options.map((o) => ({ value: o.id, label: o.names[lang] || o.name }));
        let input: ReactNode;
        switch (a.kind) {
          case 'number':
            input = (
              <InputNumber<number>
                value={typeof current === 'number' ? current : null}
                aria-label={label}
                suffix={a.unit || undefined}
                style={{ width: 200 }}
                onChange={(v) => set(a.id, v ?? undefined)}
              />
            );
            break;
          case 'choice':
            input = (
              <Select
                value={typeof current === 'string' ? current : undefined}
                aria-label={label}
                allowClear
                style={{ width: '100%' }}
                options={options}
                onChange={(v: string | undefined) => set(a.id, v)}
              />
            );
            break;
          case 'multi':
            input = (
              <Select
                mode="multiple"
                value={Array.isArray(current) ? current : []}
                aria-label={label}
                style={{ width: '100%' }}
                options={options}
                onChange={(v: string[]) => set(a.id, v)}
              />
            );
            break;
          case 'colour':
            input = (
              <Space>
                <input
                  type="color"
                  aria-label={t('collections.colourPick')}
                  value={typeof current === 'string' && /^#[0-9a-f]{6}$/i.test(current) ? current : '#000000'}
                  onChange={(e) => set(a.id, e.target.value)}
                />
                <Input
                  value={typeof current === 'string' ? current : ''}
                  aria-label={label}
                  placeholder="#rrggbb"
                  style={{ width: 120 }}
                  // Colours are stored as #rrggbb, lowercase.
                  onChange={(e) => set(a.id, e.target.value.trim().toLowerCase())}
                />
              </Space>
            );
            break;
          default:
            input = (
              <Input
                value={typeof current === 'string' ? current : ''}
                aria-label={label}
                maxLength={200}
                onChange={(e) => set(a.id, e.target.value)}
              />
            );
        }
        return (
          <div className="ant-form-item" key={a.id} data-testid={`attribute-${a.id}`}>
            <div className="screen-muted">{label}</div>
            {input}
          </div>
        );
      })}
    </div>
  );
}

/**
 * Items of another collection, in the order chosen (the speakers of a session, a meeting's
 * sponsors): a searchable select over the target's list call; typing searches its titles.
 */
export function RelationInput({
  id,
  value,
  onChange,
  websiteId,
  target,
  lang,
  testId,
}: ValueProps<number[]> & {
  websiteId: number;
  target: CollectionName;
  lang?: string | undefined;
  testId?: string;
}) {
  const t = useT();
  const [keyword, setKeyword] = useState('');
  const query: ItemListQuery = {
    website_id: websiteId,
    ...(lang ? { lang: lang as ItemListQuery['lang'] } : {}),
    page_size: ITEM_PAGE_SIZE_MAX,
    sort: 'title' as const,
    order: 'asc' as const,
    ...(keyword ? { keyword } : {}),
  };
  const items = useItems(target, websiteId > 0 ? query : null);
  // Titles seen so far: a chosen item stays named when a search no longer lists it.
  const titles = useRef(new Map<number, string>());
  for (const item of items.data?.list ?? []) titles.current.set(item.id, item.title);
  const chosen = value ?? [];
  const options = useMemo(() => {
    const listed = (items.data?.list ?? []).map((item) => ({ value: item.id, label: item.title }));
    const missing = chosen
      .filter((id) => !listed.some((o) => o.value === id))
      .map((id) => ({ value: id, label: titles.current.get(id) ?? `#${id}` }));
    return [...listed, ...missing];
  }, [items.data, chosen]);
  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      value={chosen}
      options={options}
      loading={items.isFetching}
      showSearch={{ filterOption: false, onSearch: (v: string) => setKeyword(v.trim()) }}
      onBlur={() => setKeyword('')}
      notFoundContent={items.isError ? t('collections.relationUnavailable') : t('collections.relationNone')}
      placeholder={t('collections.relationPlaceholder')}
      maxCount={RELATION_MAX}
      style={{ width: '100%' }}
      onChange={(next) => onChange?.(next)}
      data-testid={testId}
    />
  );
}

/**
 * One entry of a term list of the collection (an exhibitor's hall zone, its area). In a nested
 * list the choices are the entries of the parent entry the form holds (the areas of the chosen
 * zone); the server refuses an area outside the item's zone all the same.
 */
export function TermInput({
  id,
  value,
  onChange,
  websiteId,
  collection,
  listKey,
  testId,
}: ValueProps<number | null> & {
  websiteId: number;
  collection: CollectionName;
  listKey: string;
  testId?: string;
}) {
  const t = useT();
  const lang = useLanguage();
  const form = Form.useFormInstance();
  const definition = COLLECTIONS[collection] as {
    lists?: Record<string, TermListDef>;
    fields: Record<string, FieldDef>;
  };
  const parentKey = definition.lists?.[listKey]?.parent;
  const parentField = parentKey
    ? Object.entries(definition.fields).find(([, f]) => f.kind === 'term' && f.list === parentKey)?.[0]
    : undefined;
  const parentValue = Form.useWatch(parentField ? ['fields', parentField] : ['fields', '__none'], form) as
    | number
    | null
    | undefined;
  const entries = useTermList(collection, listKey, websiteId > 0 ? websiteId : undefined);
  const options = (entries.data?.list ?? [])
    .filter((e) => !parentField || !parentValue || e.parent_id === parentValue || e.id === value)
    .map((e) => ({ value: e.id, label: e.names[lang] || e.name }));
  return (
    <Select<number | null>
      id={id}
      value={value ?? null}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      options={options}
      loading={entries.isPending}
      notFoundContent={t('collections.termNone')}
      placeholder={t('collections.termPlaceholder')}
      style={{ width: '100%' }}
      onChange={(next) => onChange?.(next ?? null)}
      data-testid={testId}
    />
  );
}
