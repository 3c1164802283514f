import { COLLECTIONS, type CollectionName, type PageListItem } from '@sitewright/contract';
import SearchOutlined from '@ant-design/icons/es/icons/SearchOutlined';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import { useDeferredValue, useState } from 'react';
import { useWebsiteLanguages } from '../api/languages/get-website-languages.ts';
import { useLanguage, useT } from '../i18n/index.ts';
import { orderedLanguages, siteLanguageName } from '../lib/site-languages.ts';
import { ChoiceList } from './choice-list.tsx';
import { documentAnchors, useLinkItems, useLinkPageDocument, useLinkPages } from './link-api.ts';
import { anchorLink, anchorName, LINKABLE_COLLECTIONS, samePath } from './link-value.ts';
import './link-picker-i18n.ts';

export interface SitePanelProps {
  websiteId: number;
  /** The language whose pages and items show; null: the website's default. */
  lang: string | null;
  onLang(lang: string | null): void;
  /** The link as it stands, to mark what it leads to. */
  current: string;
  /** The link, and the name of what it leads to (a page's or an item's). */
  onPick(href: string, title?: string): void;
}

/** The website's languages to switch between; nothing when it has one. */
function LanguageSelect({ websiteId, lang, onLang }: Pick<SitePanelProps, 'websiteId' | 'lang' | 'onLang'>) {
  const t = useT();
  const list = orderedLanguages(useWebsiteLanguages(websiteId).data?.list ?? []);
  if (list.length < 2) return null;
  const fallback = list.find((l) => l.is_default)?.lang;
  return (
    <Select
      value={lang ?? fallback}
      onChange={(next: string) => onLang(next)}
      options={list.map((l) => ({ value: l.lang, label: siteLanguageName(l.lang) }))}
      aria-label={t('linkPicker.language')}
      style={{ minWidth: 140 }}
      data-testid="link-language"
    />
  );
}

/** Pages a link may lead to: the menu's, the unassociated ones and the search page. */
export function linkablePages(
  list:
    | { menuPageList: PageListItem[]; pageList: PageListItem[]; functionPageList: PageListItem[] }
    | undefined,
): PageListItem[] {
  if (!list) return [];
  return [
    ...list.menuPageList,
    ...list.pageList,
    ...list.functionPageList.filter((p) => p.function_kind === 'search'),
  ];
}

function matches(text: string, search: string): boolean {
  return text.toLocaleLowerCase().includes(search.trim().toLocaleLowerCase());
}

export function PagePanel({ websiteId, lang, onLang, current, onPick }: SitePanelProps) {
  const t = useT();
  const [search, setSearch] = useState('');
  const pages = useLinkPages(websiteId, lang);
  const shown = linkablePages(pages.data).filter(
    (p) => matches(p.display_name, search) || matches(p.path, search) || matches(p.url, search),
  );
  return (
    <div className="link-panel">
      <Space.Compact block>
        <LanguageSelect websiteId={websiteId} lang={lang} onLang={onLang} />
        <Input
          prefix={<SearchOutlined aria-hidden />}
          autoFocus
          allowClear
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('linkPicker.searchPages')}
          aria-label={t('linkPicker.searchPages')}
          data-testid="link-page-search"
        />
      </Space.Compact>
      <ChoiceList
        loading={pages.isPending}
        label={t('linkPicker.kindPage')}
        empty={t('linkPicker.noPages')}
        selected={shown.find((p) => samePath(p.url, current))?.url}
        choices={shown.map((p) => ({
          key: p.url,
          title: p.display_name,
          detail: p.path && p.path !== p.display_name ? `${p.path} · ${p.url}` : p.url,
          testId: `link-page-${p.id}`,
        }))}
        onChoose={onPick}
      />
    </div>
  );
}

export function ItemPanel({
  websiteId,
  lang,
  onLang,
  current,
  onPick,
  collection: initialCollection,
}: SitePanelProps & { collection: CollectionName }) {
  const t = useT();
  const ui = useLanguage();
  const [collection, setCollection] = useState<CollectionName>(initialCollection);
  const [search, setSearch] = useState('');
  const keyword = useDeferredValue(search.trim());
  const items = useLinkItems(websiteId, collection, lang, keyword);
  const def = COLLECTIONS[collection];
  return (
    <div className="link-panel">
      <Space.Compact block>
        <Select
          value={collection}
          onChange={(next: CollectionName) => setCollection(next)}
          options={LINKABLE_COLLECTIONS.map((name) => ({
            value: name,
            label: COLLECTIONS[name].label.many[ui],
          }))}
          aria-label={t('linkPicker.collection')}
          style={{ minWidth: 140 }}
          data-testid="link-collection"
        />
        <LanguageSelect websiteId={websiteId} lang={lang} onLang={onLang} />
        <Input
          prefix={<SearchOutlined aria-hidden />}
          autoFocus
          allowClear
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('linkPicker.searchItems', { many: def.label.many[ui] })}
          aria-label={t('linkPicker.searchItems', { many: def.label.many[ui] })}
          data-testid="link-item-search"
        />
      </Space.Compact>
      <ChoiceList
        loading={items.isPending}
        label={def.label.many[ui]}
        empty={t('linkPicker.noItems')}
        selected={items.data?.list.find((item) => samePath(item.url, current))?.url}
        choices={(items.data?.list ?? []).map((item) => ({
          key: item.url,
          title: item.title,
          detail: item.status === 'published' ? item.url : `${item.url} · ${t('linkPicker.notPublished')}`,
          testId: `link-item-${item.id}`,
        }))}
        onChoose={onPick}
      />
    </div>
  );
}

/** Sections of the page being edited (`this`), or of another page chosen by id. */
export function AnchorPanel({
  websiteId,
  lang,
  onLang,
  current,
  onPick,
  pageAnchors,
}: SitePanelProps & { pageAnchors: readonly string[] | undefined }) {
  const t = useT();
  const pages = linkablePages(useLinkPages(websiteId, lang).data);
  const [target, setTarget] = useState<number | 'this'>(() => (pageAnchors ? 'this' : 0));
  const chosen = target === 'this' ? undefined : pages.find((p) => p.id === target);
  const detail = useLinkPageDocument(chosen?.id ?? null);
  const anchors =
    target === 'this' ? (pageAnchors ?? []) : documentAnchors(detail.data?.document.blocks ?? []);
  const path = chosen?.url ?? '';
  const [typed, setTyped] = useState('');
  const typedAnchor = anchorName(typed);
  const pick = (anchor: string) => onPick(anchorLink(path, anchor));
  return (
    <div className="link-panel">
      <Space.Compact block>
        <LanguageSelect websiteId={websiteId} lang={lang} onLang={onLang} />
        <Select<number | 'this'>
          value={target === 0 ? undefined : target}
          placeholder={t('linkPicker.anchorPage')}
          onChange={setTarget}
          showSearch={{ optionFilterProp: 'label' }}
          options={[
            ...(pageAnchors ? [{ value: 'this' as const, label: t('linkPicker.thisPage') }] : []),
            ...pages.map((p) => ({ value: p.id, label: p.display_name })),
          ]}
          aria-label={t('linkPicker.anchorPage')}
          style={{ flex: 1 }}
          data-testid="link-anchor-page"
        />
      </Space.Compact>
      {target === 0 ? null : (
        <ChoiceList
          loading={target !== 'this' && detail.isPending}
          label={t('linkPicker.kindAnchor')}
          empty={t('linkPicker.anchorsNone')}
          selected={anchors.map((a) => anchorLink(path, a)).find((href) => href === current)}
          choices={anchors.map((anchor) => ({
            key: anchor,
            title: `#${anchor}`,
            testId: `link-anchor-${anchor}`,
          }))}
          onChoose={pick}
        />
      )}
      {target === 0 ? null : (
        <Space.Compact block>
          <Input
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            onPressEnter={() => typedAnchor && pick(typedAnchor)}
            placeholder={t('linkPicker.anchorTyped')}
            aria-label={t('linkPicker.anchorTyped')}
            data-testid="link-anchor-typed"
          />
          <Button disabled={!typedAnchor} onClick={() => pick(typedAnchor)}>
            {t('linkPicker.use')}
          </Button>
        </Space.Compact>
      )}
    </div>
  );
}
