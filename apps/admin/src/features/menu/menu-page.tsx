import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import SaveOutlined from '@ant-design/icons/es/icons/SaveOutlined';
import type { MenuProblem, MenuTree, PageListItem } from '@sitewright/contract';
import Alert from 'antd/es/alert';
import Button, { type ButtonProps } from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import Tree from 'antd/es/tree';
import type { DataNode } from 'antd/es/tree';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useWebsiteLanguages } from '../../shared/api/languages/get-website-languages.ts';
import { useT } from '../../shared/i18n/index.ts';
import { orderedLanguages, siteLanguageName } from '../../shared/lib/site-languages.ts';
import { useWebsiteStore } from '../../shared/stores/website-store.ts';
import { toastError, toastSuccess } from '../../shared/ui/feedback.ts';
import { useEditMenu } from './api/get-menu.ts';
import { useAttachablePages } from './api/get-menu-pages.ts';
import { useLeaveGuard } from '../../shared/ui/leave-guard/index.ts';
import { useSaveMenu } from './api/save-menu.ts';
import { LoosePagesPanel, PAGE_DRAG_TYPE } from './loose-pages-panel.tsx';
import { MenuNodeDialog, type MenuNodeValues } from './menu-node-dialog.tsx';
import { MenuNodeTitle } from './menu-node-title.tsx';
import {
  addNode,
  attachedPages,
  attachPage,
  checkDrop,
  checkInsert,
  type DropPlace,
  type EditNode,
  fromServerTree,
  insertPage,
  keyAtPath,
  type LoosePage,
  loosePages,
  moveNode,
  parentKeys,
  placeInRow,
  placeOfAllowDrop,
  placeOfDrop,
  removeNode,
  renameNode,
  sameTree,
  toSaveTree,
} from './menu-tree.ts';
import './menu-page.css';

/** The tree being edited, the tree it started from and the version a save must start from. */
interface Draft {
  lang: string;
  version: number;
  base: EditNode[];
  tree: EditNode[];
}

interface TreeItem extends DataNode {
  key: string;
  item: EditNode;
  level: number;
  children: TreeItem[];
}

type ShownProblem = MenuProblem & { key: string | undefined };

type Dialog =
  | { mode: 'add'; initial: MenuNodeValues }
  | { mode: 'edit'; key: string; initial: MenuNodeValues };

function draftOf(data: MenuTree): Draft {
  const tree = fromServerTree(data.data);
  return { lang: data.lang, version: data.version, base: tree, tree };
}

function toTreeItems(nodes: readonly EditNode[], level = 1): TreeItem[] {
  return nodes.map((item) => ({
    key: item.key,
    item,
    level,
    children: toTreeItems(item.children, level + 1),
  }));
}

/**
 * Menu management (spec §2, /page/menu): the menu tree of one language, edited on screen and saved
 * in one go. Drags are limited to three levels here; exam-menu and save-menu decide on save.
 */
export function MenuPage() {
  const t = useT();
  const website = useWebsiteStore((s) => s.website);
  // undefined: the website's default language, which the server picks.
  // A link may name the language (a publish refusal about one); otherwise the default language.
  const [searchParams] = useSearchParams();
  const [lang, setLang] = useState<string | undefined>(() => searchParams.get('lang') ?? undefined);
  const { data, isPending, isError, refetch, isFetching } = useEditMenu(website?.website_id, lang);
  const { data: languages } = useWebsiteLanguages(website?.website_id);
  const [draft, setDraft] = useState<Draft | null>(null);
  const pagesQuery = useAttachablePages(website?.website_id, draft?.lang);
  const save = useSaveMenu();
  const [problems, setProblems] = useState<ShownProblem[]>([]);
  const [conflict, setConflict] = useState(false);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // Set by allowDrop while the pointer is over a place refused for depth; read when the drag ends.
  const refusedForDepth = useRef(false);
  // A page being dragged in from the list of pages outside the menu, and where it would land.
  const draggedPage = useRef<LoosePage | null>(null);
  const [pageDrop, setPageDrop] = useState<{ key: string | null; place: DropPlace; ok: boolean } | null>(
    null,
  );

  const dirty = draft !== null && !sameTree(draft.base, draft.tree);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const draftLang = draft?.lang;

  function startFrom(next: MenuTree) {
    const fresh = draftOf(next);
    setDraft(fresh);
    setExpanded(parentKeys(fresh.tree));
    setProblems([]);
    setConflict(false);
  }

  // A fresh answer replaces the tree unless it holds unsaved work in the same language.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a new answer only
  useEffect(() => {
    if (!data) return;
    if (dirtyRef.current && draftLang === data.lang) return;
    startFrom(data);
  }, [data]);

  // Leaving the screen (or the app) with unsaved changes asks first.
  const leaveGuard = useLeaveGuard({ dirty });

  const pages = pagesQuery.data ?? [];
  const pagesById = useMemo(
    () => new Map<number, PageListItem>((pagesQuery.data ?? []).map((p) => [p.id, p])),
    [pagesQuery.data],
  );
  const treeItems = useMemo(() => toTreeItems(draft?.tree ?? []), [draft?.tree]);
  const problemKeys = useMemo(() => new Set(problems.map((p) => p.key)), [problems]);
  const outsidePages = useMemo<LoosePage[]>(
    () =>
      loosePages(pagesQuery.data ?? [], draft?.tree ?? []).map((p) => ({
        id: p.id,
        name: p.page_name,
        isDraft: p.is_draft,
      })),
    [pagesQuery.data, draft?.tree],
  );

  if (!website) return null;

  function edit(change: (tree: EditNode[]) => EditNode[]) {
    setDraft((current) => (current ? { ...current, tree: change(current.tree) } : current));
  }

  async function reload() {
    const result = await refetch();
    if (result.data) {
      startFrom(result.data);
      toastSuccess(t('menu.reloaded'));
    }
  }

  async function onSave() {
    if (!draft || !website) return;
    const tree = draft.tree;
    let outcome: Awaited<ReturnType<typeof save.mutateAsync>>;
    try {
      outcome = await save.mutateAsync({
        websiteId: website.website_id,
        lang: draft.lang,
        queryLang: lang,
        version: draft.version,
        tree: toSaveTree(tree),
      });
    } catch {
      // The client has shown why.
      return;
    }
    if (outcome.kind === 'problems') {
      setConflict(false);
      setProblems(outcome.problems.map((p) => ({ ...p, key: keyAtPath(tree, p.path) })));
      return;
    }
    if (outcome.kind === 'conflict') {
      setProblems([]);
      setConflict(true);
      return;
    }
    const saved = fromServerTree(outcome.saved.data);
    setDraft({ lang: draft.lang, version: outcome.saved.version, base: saved, tree: saved });
    setProblems([]);
    setConflict(false);
    toastSuccess(t('menu.saved'));
  }

  function submitDialog(values: MenuNodeValues) {
    if (!dialog) return;
    const page = pagesById.get(values.pageId);
    const attached = values.pageId > 0 ? { id: values.pageId, isDraft: page?.is_draft ?? false } : null;
    if (dialog.mode === 'add') {
      edit(
        (tree) =>
          addNode(tree, {
            label: values.label,
            pageId: attached?.id ?? 0,
            isDraft: attached?.isDraft ?? false,
            ...(attached === null && values.link ? { link: values.link } : {}),
          }).tree,
      );
    } else {
      const key = dialog.key;
      edit((tree) => attachPage(renameNode(tree, key, values.label), key, attached, values.link));
    }
    setDialog(null);
  }

  function addPage(page: LoosePage, targetKey: string | null, place: DropPlace) {
    if (!draft) return;
    const check = checkInsert(draft.tree, targetKey, place);
    if (check !== 'ok') {
      if (check === 'too_deep') toastError(t('menu.tooDeep'));
      return;
    }
    edit((tree) => insertPage(tree, page, targetKey, place));
    if (targetKey !== null && place === 'inside')
      setExpanded((keys) => (keys.includes(targetKey) ? keys : [...keys, targetKey]));
  }

  /** Drop handlers for a page dragged in from outside; drags within the tree are left to the tree. */
  function pageDropTarget(key: string | null) {
    const isPageDrag = (event: React.DragEvent) =>
      draggedPage.current !== null && event.dataTransfer.types.includes(PAGE_DRAG_TYPE);
    const placeOf = (event: React.DragEvent<HTMLElement>): DropPlace => {
      if (key === null) return 'after';
      const box = event.currentTarget.getBoundingClientRect();
      return placeInRow(event.clientY - box.top, box.height);
    };
    return {
      onDragEnter: (event: React.DragEvent<HTMLElement>) => {
        if (!isPageDrag(event)) return;
        event.preventDefault();
        event.stopPropagation();
      },
      onDragOver: (event: React.DragEvent<HTMLElement>) => {
        if (!isPageDrag(event) || !draft) return;
        event.preventDefault();
        event.stopPropagation();
        const place = placeOf(event);
        const ok = checkInsert(draft.tree, key, place) === 'ok';
        event.dataTransfer.dropEffect = ok ? 'copy' : 'none';
        setPageDrop((current) =>
          current && current.key === key && current.place === place && current.ok === ok
            ? current
            : { key, place, ok },
        );
      },
      onDragLeave: (event: React.DragEvent<HTMLElement>) => {
        if (!isPageDrag(event)) return;
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        setPageDrop((current) => (current?.key === key ? null : current));
      },
      onDrop: (event: React.DragEvent<HTMLElement>) => {
        const page = draggedPage.current;
        if (!page || !isPageDrag(event)) return;
        event.preventDefault();
        event.stopPropagation();
        draggedPage.current = null;
        setPageDrop(null);
        addPage(page, key, placeOf(event));
      },
    };
  }

  const dropClass = (key: string | null) =>
    pageDrop && pageDrop.key === key
      ? ` menu-page-drop menu-page-drop-${pageDrop.place}${pageDrop.ok ? '' : ' menu-page-drop-refused'}`
      : '';

  const languageList = languages ? orderedLanguages(languages.list) : [];

  return (
    <div className="screen" data-testid="menu-page">
      {leaveGuard}
      <header className="screen-header">
        <div>
          <h1>{t('menu.title')}</h1>
          <p className="screen-muted">{t('menu.intro', { website: website.name })}</p>
        </div>
        <div className="menu-actions">
          {dirty ? (
            <Tag color="gold" data-testid="menu-unsaved">
              {t('menu.unsaved')}
            </Tag>
          ) : null}
          {languageList.length > 1 ? (
            <Select<string>
              className="menu-language"
              aria-label={t('menu.language')}
              value={draft?.lang ?? lang ?? languageList[0]?.lang}
              onChange={setLang}
              disabled={dirty}
              title={dirty ? t('menu.languageLocked') : undefined}
              options={languageList.map((l) => ({ value: l.lang, label: siteLanguageName(l.lang) }))}
              data-testid="menu-language"
            />
          ) : null}
          <ReloadButton dirty={dirty} loading={isFetching && !isPending} onReload={reload} />
          <Button
            icon={<PlusOutlined />}
            disabled={!draft}
            onClick={() => setDialog({ mode: 'add', initial: { label: '', pageId: 0, link: '' } })}
            data-testid="menu-add"
          >
            {t('menu.add')}
          </Button>
          <Button
            type="primary"
            icon={<SaveOutlined />}
            disabled={!draft}
            loading={save.isPending}
            onClick={onSave}
            data-testid="menu-save"
          >
            {t('menu.save')}
          </Button>
        </div>
      </header>

      {conflict ? (
        <Alert
          type="warning"
          showIcon
          className="menu-alert"
          title={t('menu.conflictTitle')}
          description={t('menu.conflict')}
          data-testid="menu-conflict"
        />
      ) : null}
      {problems.length > 0 ? (
        <Alert
          type="error"
          showIcon
          className="menu-alert"
          title={t('menu.problemsTitle')}
          description={
            <ul className="menu-problems">
              {problems.map((p) => (
                <li key={`${p.path}:${p.kind}`}>
                  {p.label_path ? <strong>{p.label_path}: </strong> : null}
                  {p.message}
                </li>
              ))}
            </ul>
          }
          data-testid="menu-problems"
        />
      ) : null}

      {isPending && !draft ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : isError && !draft ? (
        <div className="screen-empty">
          <p className="screen-muted">{t('menu.loadFailed')}</p>
          <Button onClick={() => refetch()}>{t('common.retry')}</Button>
        </div>
      ) : draft ? (
        <div className="menu-body">
          <div className="menu-main">
            {draft.tree.length === 0 ? (
              <div className="screen-empty" data-testid="menu-empty">
                <p className="screen-muted">{t('menu.empty')}</p>
              </div>
            ) : (
              <Tree<TreeItem>
                className="menu-tree"
                treeData={treeItems}
                draggable={{ icon: false }}
                blockNode
                selectable={false}
                expandedKeys={expanded}
                onExpand={(keys) => setExpanded(keys.map(String))}
                allowDrop={({ dragNode, dropNode, dropPosition }) => {
                  const check = checkDrop(
                    draft.tree,
                    dragNode.key,
                    dropNode.key,
                    placeOfAllowDrop(dropPosition),
                  );
                  refusedForDepth.current = check === 'too_deep';
                  return check === 'ok';
                }}
                onDragStart={() => {
                  refusedForDepth.current = false;
                }}
                onDragEnd={() => {
                  if (refusedForDepth.current) toastError(t('menu.tooDeep'));
                  refusedForDepth.current = false;
                }}
                onDrop={(info) => {
                  refusedForDepth.current = false;
                  const dragKey = String(info.dragNode.key);
                  const targetKey = String(info.node.key);
                  const place = placeOfDrop({
                    dropToGap: info.dropToGap,
                    dropPosition: info.dropPosition,
                    pos: info.node.pos,
                  });
                  const check = checkDrop(draft.tree, dragKey, targetKey, place);
                  if (check !== 'ok') {
                    if (check === 'too_deep') toastError(t('menu.tooDeep'));
                    return;
                  }
                  edit((tree) => moveNode(tree, dragKey, targetKey, place));
                  if (place === 'inside')
                    setExpanded((keys) => (keys.includes(targetKey) ? keys : [...keys, targetKey]));
                }}
                titleRender={(node) => (
                  <div
                    className={`menu-node-drop${dropClass(node.item.key)}`}
                    {...pageDropTarget(node.item.key)}
                  >
                    <MenuNodeTitle
                      item={node.item}
                      level={node.level}
                      page={pagesById.get(node.item.pageId)}
                      websiteId={website.website_id}
                      hasProblem={problemKeys.has(node.item.key)}
                      onEdit={() =>
                        setDialog({
                          mode: 'edit',
                          key: node.item.key,
                          initial: {
                            label: node.item.label,
                            pageId: node.item.pageId,
                            link: node.item.link ?? '',
                          },
                        })
                      }
                      onDelete={() => edit((tree) => removeNode(tree, node.item.key))}
                    />
                  </div>
                )}
                data-testid="menu-tree"
              />
            )}
            {outsidePages.length > 0 ? (
              <div
                className={`menu-drop-end${dropClass(null)}`}
                {...pageDropTarget(null)}
                data-testid="menu-drop-end"
              >
                {t('menu.dropAtEnd')}
              </div>
            ) : null}
          </div>
          <LoosePagesPanel
            pages={outsidePages}
            loading={pagesQuery.isPending}
            onDragStart={(page) => {
              draggedPage.current = page;
            }}
            onDragEnd={() => {
              draggedPage.current = null;
              setPageDrop(null);
            }}
            onAdd={(page) => addPage(page, null, 'after')}
          />
        </div>
      ) : null}

      {dialog && draft ? (
        <MenuNodeDialog
          mode={dialog.mode}
          initial={dialog.initial}
          websiteId={website.website_id}
          lang={draft.lang}
          pages={pages}
          taken={attachedPages(draft.tree, dialog.mode === 'edit' ? dialog.key : undefined)}
          onSubmit={submitDialog}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}

function ReloadButton({ dirty, loading, onReload }: { dirty: boolean; loading: boolean; onReload(): void }) {
  const t = useT();
  const button = (
    <Button
      icon={<ReloadOutlined />}
      loading={loading}
      onClick={dirty ? undefined : onReload}
      data-testid="menu-reload"
    >
      {t('menu.reload')}
    </Button>
  );
  if (!dirty) return button;
  return (
    <Popconfirm
      title={t('menu.reloadConfirm')}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      onConfirm={onReload}
      okButtonProps={{ 'data-testid': 'menu-reload-confirm' } as ButtonProps}
    >
      {button}
    </Popconfirm>
  );
}
