import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import DesktopOutlined from '@ant-design/icons/es/icons/DesktopOutlined';
import EyeOutlined from '@ant-design/icons/es/icons/EyeOutlined';
import HistoryOutlined from '@ant-design/icons/es/icons/HistoryOutlined';
import MobileOutlined from '@ant-design/icons/es/icons/MobileOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import RedoOutlined from '@ant-design/icons/es/icons/RedoOutlined';
import SaveOutlined from '@ant-design/icons/es/icons/SaveOutlined';
import SendOutlined from '@ant-design/icons/es/icons/SendOutlined';
import UndoOutlined from '@ant-design/icons/es/icons/UndoOutlined';
import { createUsePuck, type Data, Puck, useGetPuck } from '@puckeditor/core';
import '@puckeditor/core/no-external.css';
import { brandContext, type MenuItem, type RenderContext } from '@sitewright/blocks/editor';
import type {
  GlobalSectionKind,
  GlobalSections,
  MenuNode,
  PageDetail,
  PageDocument,
  PageVersionItem,
  SiteTheme,
  Website,
} from '@sitewright/contract';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import Modal from 'antd/es/modal';
import Popover from 'antd/es/popover';
import QRCode from 'antd/es/qr-code';
import Segmented from 'antd/es/segmented';
import Spin from 'antd/es/spin';
import Tabs from 'antd/es/tabs';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useUpdateWebsite } from '../../shared/api/websites/update-website.ts';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { PAGE_INDEX_PATH, pageEditPath } from '../../shared/paths.ts';
import { toSelectedWebsite } from '../../shared/stores/selected-website.ts';
import { toastError, toastInfo, toastSuccess } from '../../shared/ui/feedback.ts';
import { useLeaveGuard } from '../../shared/ui/leave-guard/index.ts';
import { createPreviewLink } from '../../shared/publish/api/publish.ts';
import { pagePreviewHref } from '../../shared/publish/publish-rules.ts';
import { usePublish } from '../../shared/publish/use-publish.tsx';
import { useWebsiteLanguages } from '../../shared/api/languages/get-website-languages.ts';
import { siteLanguageName } from '../../shared/lib/site-languages.ts';
import { useEditorMenu } from './api/get-editor-pages.ts';
import { useCanvasForms } from './api/get-editor-forms.ts';
import { DesignMenu, DesignSync } from './design-menu.tsx';
import { DeviceFrame } from './device-frame.tsx';
import { latestGlobalSection, saveGlobalSection } from './api/save-global-section.ts';
import { useDeferredChange } from './deferred-change.ts';
import {
  AUTO_SAVE_MESSAGE_MS,
  CHANGE_SETTLE_MS,
  QR_DELAY_MS,
  QR_SIZE_PX,
  UNDO_STEPS,
} from './editor-constants.ts';
import { copyBlock, pastedBlock } from './clipboard.ts';
import { CANVAS_KEY_EVENT, editorCommand, isTypingTarget } from './editor-keys.ts';
import { CanvasEditingContext } from './canvas-editing.ts';
import { createFieldRenderers } from './field-editors.tsx';
import { HistoryDrawer, versionTime } from './history-drawer.tsx';
import { restorePageVersion } from './api/page-versions.ts';
import { copiesBlockFromText } from './inline-text.ts';
import { InsertBlockDialog } from './insert-block-dialog.tsx';
import { LayersPanel } from './layers-panel.tsx';
import { NewPageModal } from './new-page-modal.tsx';
import { PagePicker } from './page-picker.tsx';
import { type PublishType, PublishDialog } from './publish-dialog.tsx';
import { usePublishFirst } from './publish-first.tsx';
import { documentToPuckData, puckDataToDocument } from './puck-adapter.ts';
import { buildPuckConfig, type CanvasFrame, CanvasSettingsContext, canvasOverrides } from './puck-config.tsx';
import { type EditorSave, useEditorSave } from './use-editor-save.ts';

const usePuck = createUsePuck();

// The block dialogs come from the rich-text module; they load in their own chunk, after the editor.
const BlockDialogs = lazy(() => import('./block-dialogs.tsx'));

// The canvas takes only the site's styles, never the back office's.
const CANVAS_IFRAME = { enabled: true, syncHostStyles: false } as const;

const MENU_LEVELS = 3;

/** Puck's name for the page's top-level zone. */
const ROOT_ZONE = 'root:default-zone';

function canvasMenu(nodes: readonly MenuNode[], depth = 1): MenuItem[] {
  return nodes.map((n) => ({
    label: n.label,
    href: n.website_page_id > 0 ? '#' : undefined,
    children: depth < MENU_LEVELS && n.children.length > 0 ? canvasMenu(n.children, depth + 1) : undefined,
  }));
}

/** Keeps Puck's history at the spec's depth: the starting state plus {@link UNDO_STEPS} changes. */
function useHistoryLimit() {
  const histories = usePuck((s) => s.history.histories);
  const index = usePuck((s) => s.history.index);
  const setHistories = usePuck((s) => s.history.setHistories);
  useEffect(() => {
    if (histories.length > UNDO_STEPS + 1 && index === histories.length - 1) {
      setHistories(histories.slice(-(UNDO_STEPS + 1)));
    }
  }, [histories, index, setHistories]);
}

/** The history limit in a component of its own, so each recorded step does not redraw the top bar. */
function HistoryLimit() {
  useHistoryLimit();
  return null;
}

/**
 * Page-level keys: undo and redo stay with the field or rich text being typed in (Puck's own
 * handlers on the document never see them there), duplicate, copy and paste, Delete, Alt+arrows to
 * move a block, and Alt+Z full screen.
 */
function useEditorKeys(onFullScreen: () => void) {
  const t = useT();
  const dispatch = usePuck((s) => s.dispatch);
  const selector = usePuck((s) => s.appState.ui.itemSelector);
  const getPuck = useGetPuck();
  useEffect(() => {
    const guard = (e: KeyboardEvent) => {
      const command = editorCommand(e);
      if ((command === 'undo' || command === 'redo') && isTypingTarget(e.target)) e.stopPropagation();
    };
    const run = (e: KeyboardEvent) => {
      const command = editorCommand(e);
      if (command === 'fullScreen') {
        e.preventDefault();
        onFullScreen();
        return;
      }
      const blockCopy = command === 'copy' && copiesBlockFromText(e.target);
      if (isTypingTarget(e.target) && !blockCopy) return;
      if (command === 'duplicate' && selector?.zone) {
        e.preventDefault();
        dispatch({ type: 'duplicate', sourceIndex: selector.index, sourceZone: selector.zone });
      } else if (command === 'remove' && selector?.zone) {
        e.preventDefault();
        dispatch({ type: 'remove', index: selector.index, zone: selector.zone });
        dispatch({ type: 'setUi', ui: { itemSelector: null } });
      } else if ((command === 'moveUp' || command === 'moveDown') && selector?.zone) {
        e.preventDefault();
        const to = selector.index + (command === 'moveUp' ? -1 : 1);
        // Only within its own list: the first block does not move up, nor the last down.
        if (to < 0 || !getPuck().getItemBySelector({ index: to, zone: selector.zone })) return;
        dispatch({
          type: 'reorder',
          sourceIndex: selector.index,
          destinationIndex: to,
          destinationZone: selector.zone,
        });
        dispatch({ type: 'setUi', ui: { itemSelector: { index: to, zone: selector.zone } } });
      } else if (command === 'copy' && (blockCopy || !window.getSelection()?.toString())) {
        // Read at the key press: subscribing to the selected block would re-render on every keystroke.
        const selected = getPuck().selectedItem;
        if (!selected) return;
        const node = puckDataToDocument({ content: [selected] }).blocks[0];
        if (node) {
          copyBlock(node);
          toastSuccess(t('pageEditor.copied'));
        }
      } else if (command === 'paste') {
        const node = pastedBlock();
        if (!node) return;
        e.preventDefault();
        const data = documentToPuckData({ version: 1, blocks: [node] }).content[0];
        if (!data) return;
        // After the selected block, or at the end of the page.
        const zone = selector?.zone ?? ROOT_ZONE;
        const index = selector?.zone ? selector.index + 1 : getPuck().appState.data.content.length;
        dispatch({
          type: 'insert',
          componentType: node.type,
          destinationIndex: index,
          destinationZone: zone,
          id: node.id,
        });
        dispatch({ type: 'replace', destinationIndex: index, destinationZone: zone, data });
      }
    };
    const fromCanvas = (e: Event) => run((e as CustomEvent<KeyboardEvent>).detail);
    document.body.addEventListener('keydown', guard);
    document.addEventListener('keydown', run);
    window.addEventListener(CANVAS_KEY_EVENT, fromCanvas);
    return () => {
      document.body.removeEventListener('keydown', guard);
      document.removeEventListener('keydown', run);
      window.removeEventListener(CANVAS_KEY_EVENT, fromCanvas);
    };
  }, [dispatch, selector, onFullScreen, t, getPuck]);
}

/** The phone preview: a signed link drawn as a QR code a few seconds after the editor opens. */
function usePreviewLink(pageId: number): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(() => {
      createPreviewLink(pageId)
        .then((link) => {
          if (!cancelled) setUrl(new URL(link.url, window.location.origin).href);
        })
        .catch(() => {
          // The client has said why; the button still opens the PC preview.
        });
    }, QR_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [pageId]);
  return url;
}

/** The page's own blocks, or one of the website's shared sections shown for this page. */
export type EditorTarget = 'page' | GlobalSectionKind;

/** The editor's address for the page, or for a shared section opened from it. */
function editorPath(pageId: number, websiteId: number, target: EditorTarget): string {
  const path = pageEditPath(pageId, websiteId);
  return target === 'page' ? path : `${path}?section=${target}`;
}

interface ChromeProps {
  page: PageDetail;
  website: Website;
  editing: EditorTarget;
  /** Set by the chrome: opens a shared section (or the page again), saving first. */
  openTarget: { current: (target: EditorTarget) => void };
  theme: SiteTheme;
  onTheme(theme: SiteTheme): void;
  /** The website's design was just saved: said where the auto-save is, not over the top bar. */
  designSaved: boolean;
  saver: EditorSave;
  refetchPage(): Promise<void>;
  /** The page's render context on the canvas, for the history's previews too. */
  context: RenderContext;
  /** A version was restored: the editor starts again from the page as the server now holds it. */
  onRestored(page: PageDetail): void;
}

/** Our top bar and panels around Puck's parts (library, canvas, outline, fields). */
function EditorChrome({
  page,
  website,
  editing,
  openTarget,
  theme,
  onTheme,
  designSaved,
  saver,
  refetchPage,
  context,
  onRestored,
}: ChromeProps) {
  const t = useT();
  const navigate = useNavigate();
  const rootRef = useRef<HTMLDivElement>(null);
  const hasPast = usePuck((s) => s.history.hasPast);
  const hasFuture = usePuck((s) => s.history.hasFuture);
  const back = usePuck((s) => s.history.back);
  const forward = usePuck((s) => s.history.forward);
  // Only whether a block is selected: the selected block itself changes with every keystroke, and
  // re-rendering the whole top bar with it would sit between the key and the canvas.
  const selected = usePuck((s) => s.selectedItem !== null);
  const getPuck = useGetPuck();
  const [device, setDevice] = useState<'pc' | 'mobile'>('pc');
  const [leftTab, setLeftTab] = useState('blocks');
  const [publishOpen, setPublishOpen] = useState(false);
  const [newPage, setNewPage] = useState({ open: false, session: 0 });
  const [inserting, setInserting] = useState(false);
  const [opening, setOpening] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [restoring, setRestoring] = useState(false);
  const [toolbarHost, setToolbarHost] = useState<HTMLDivElement | null>(null);
  const canvasEditing = useMemo(
    () => ({ toolbarHost, websiteId: website.website_id }),
    [toolbarHost, website.website_id],
  );
  const publishing = usePublish();
  const previewUrl = usePreviewLink(page.id);
  // Changes made since the editor opened, or saved earlier without a publish, are not on the site.
  const edited = useRef(false);
  if (saver.dirty) edited.current = true;
  // A shared section goes live with the next publish of the whole website, not page by page.
  const publishFirst = usePublishFirst({
    unpublished: editing === 'page' && (edited.current || page.is_draft),
    openPublish,
  });
  const publishBusy = publishing.busyWebsiteId === website.website_id;
  const busy = saver.saving || publishBusy || opening;

  const toggleFullScreen = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void rootRef.current?.requestFullscreen?.().catch(() => undefined);
  }, []);
  useEditorKeys(toggleFullScreen);

  // Spec §5: page switching (and leaving) waits for a running save; the leave guard then saves
  // what is unsaved, and asks only when that fails.
  function leave(to: string, replace: boolean) {
    if (saver.saving) {
      toastInfo(t('pageEditor.savingWait'));
      return;
    }
    navigate(to, { replace });
  }

  /** The version becomes the draft; what the editor holds is saved first, so it stays in the history. */
  async function restore(version: PageVersionItem) {
    if (saver.saving) {
      toastInfo(t('pageEditor.savingWait'));
      return;
    }
    setRestoring(true);
    try {
      if (saver.dirty && !(await saver.save('auto'))) {
        toastError(t('pageHistory.restoreFailed'));
        return;
      }
      const restored = await restorePageVersion(version.id);
      toastSuccess(t('pageHistory.restored', { time: versionTime(version.update_time) }));
      setHistoryOpen(false);
      onRestored(restored);
    } catch {
      // The client has said why; the editor keeps the page as it was.
    } finally {
      setRestoring(false);
    }
  }

  const sectionBanner =
    editing === 'page'
      ? ''
      : t(editing === 'header' ? 'pageEditor.editingHeader' : 'pageEditor.editingFooter', {
          lang: siteLanguageName(page.lang),
        });

  openTarget.current = (target) => void leave(editorPath(page.id, website.website_id, target), true);

  async function openPublish(): Promise<boolean> {
    if (saver.saving) {
      toastInfo(t('pageEditor.savingWait'));
      return false;
    }
    setOpening(true);
    try {
      // Spec §4: opening the dialog first saves the page (mode 2), so what is published is what is shown.
      const saved = await saver.save('publish');
      if (saved && editing !== 'page') {
        // The shared header and footer are on every page: they go live with the whole website.
        setOpening(false);
        const result = await publishing.publish(toSelectedWebsite(website), { kind: 'site' });
        if (result === 'published') edited.current = false;
        return result === 'published';
      }
      if (saved) setPublishOpen(true);
      return saved;
    } finally {
      setOpening(false);
    }
  }

  async function confirmPublish(type: PublishType, pageIds: number[]) {
    const result = await publishing.publish(
      toSelectedWebsite(website),
      type === 2 ? { kind: 'site' } : { kind: 'selected', pageIds },
    );
    // A refusal naming what to fix leads away from here (or to this very page): the dialog closes.
    if (result === 'fix') setPublishOpen(false);
    if (result !== 'published') return;
    setPublishOpen(false);
    edited.current = false;
    await refetchPage();
    publishFirst.published();
  }

  return (
    <CanvasEditingContext.Provider value={canvasEditing}>
      <div className="page-editor" ref={rootRef} data-testid="page-editor">
        <HistoryLimit />
        <DesignSync saved={theme} onSave={onTheme} />
        {/* A shared section adds its banner and a way back: the bar's own buttons then show icons only. */}
        <header
          className={editing === 'page' ? 'page-editor-bar' : 'page-editor-bar page-editor-bar--section'}
        >
          <div className="page-editor-bar-group">
            <Tooltip title={t('pageEditor.back')}>
              <Button
                type="text"
                icon={<ArrowLeftOutlined />}
                aria-label={t('pageEditor.back')}
                onClick={() => publishFirst.guard(() => void leave(PAGE_INDEX_PATH, false))}
                data-testid="editor-back"
              />
            </Tooltip>
            {editing !== 'page' ? (
              <>
                <Tag
                  color="blue"
                  className="page-editor-section-banner"
                  title={sectionBanner}
                  data-testid="editor-section-banner"
                >
                  {sectionBanner}
                </Tag>
                <Button onClick={() => openTarget.current('page')} data-testid="editor-section-done">
                  {t('pageEditor.sectionDone')}
                </Button>
              </>
            ) : null}
            <PagePicker
              websiteId={website.website_id}
              lang={page.lang}
              currentId={page.id}
              currentPath={page.path}
              onPick={(id) =>
                publishFirst.guard(() => void leave(pageEditPath(id, website.website_id), true))
              }
            />
            <Dropdown
              trigger={['click']}
              menu={{
                items: [
                  {
                    key: 'component',
                    label: t('pageEditor.addComponent'),
                    'data-testid': 'editor-add-component',
                  },
                  { key: 'page', label: t('pageEditor.addPage'), 'data-testid': 'editor-add-page' },
                ] as never,
                onClick: ({ key }) => {
                  if (key === 'component') setInserting(true);
                  else publishFirst.guard(() => setNewPage((s) => ({ open: true, session: s.session + 1 })));
                },
              }}
            >
              <Button icon={<PlusOutlined />} data-testid="editor-add">
                {t('pageEditor.add')}
              </Button>
            </Dropdown>
            <DesignMenu theme={theme} />
          </div>
          <div className="page-editor-bar-group">
            <Tooltip title={t('pageEditor.undo')}>
              <Button
                icon={<UndoOutlined />}
                aria-label={t('pageEditor.undo')}
                disabled={!hasPast}
                onClick={back}
                data-testid="editor-undo"
              />
            </Tooltip>
            <Tooltip title={t('pageEditor.redo')}>
              <Button
                icon={<RedoOutlined />}
                aria-label={t('pageEditor.redo')}
                disabled={!hasFuture}
                onClick={forward}
                data-testid="editor-redo"
              />
            </Tooltip>
            <Segmented
              value={device}
              onChange={(v) => setDevice(v as 'pc' | 'mobile')}
              options={[
                { value: 'pc', icon: <DesktopOutlined />, label: t('pageEditor.desktop') },
                {
                  value: 'mobile',
                  icon: <MobileOutlined />,
                  label: <span data-testid="editor-mobile">{t('pageEditor.mobile')}</span>,
                },
              ]}
              data-testid="editor-device"
            />
          </div>
          <div className="page-editor-bar-group">
            <span className="page-editor-status" aria-live="polite" data-testid="editor-status">
              {designSaved
                ? t('pageEditor.designSaved')
                : saver.autoSavedShown
                  ? t('pageEditor.autoSaved')
                  : saver.dirty
                    ? t('pageEditor.unsavedMark')
                    : ''}
            </span>
            <Button
              icon={<HistoryOutlined />}
              disabled={busy || restoring}
              onClick={() => setHistoryOpen(true)}
              aria-label={t('pageHistory.open')}
              title={t('pageHistory.open')}
              className="page-editor-compactable"
              data-testid="editor-history"
            >
              {t('pageHistory.open')}
            </Button>
            <Popover
              trigger="hover"
              title={t('pageEditor.previewQr')}
              content={
                previewUrl ? (
                  <QRCode value={previewUrl} size={QR_SIZE_PX} data-testid="editor-preview-qr" />
                ) : (
                  <div className="page-editor-qr-wait">
                    <Spin />
                  </div>
                )
              }
            >
              <Button
                icon={<EyeOutlined />}
                onClick={() => window.open(pagePreviewHref(page.id), '_blank', 'noopener')}
                aria-label={t('pageEditor.preview')}
                className="page-editor-compactable"
                data-testid="editor-preview"
              >
                {t('pageEditor.preview')}
              </Button>
            </Popover>
            <Button
              icon={<SaveOutlined />}
              loading={saver.saving}
              disabled={busy && !saver.saving}
              onClick={() => void saver.save('manual')}
              aria-label={t('pageEditor.save')}
              title={t('pageEditor.save')}
              className="page-editor-compactable"
              data-testid="editor-save"
            >
              {t('pageEditor.save')}
            </Button>
            <Button
              type="primary"
              icon={<SendOutlined />}
              loading={opening || publishBusy}
              disabled={saver.saving}
              onClick={() => void openPublish()}
              data-testid="editor-publish"
            >
              {t('pageEditor.publish')}
            </Button>
          </div>
        </header>
        <div className="page-editor-body">
          <aside className="page-editor-left">
            <Tabs
              activeKey={leftTab}
              onChange={setLeftTab}
              size="small"
              items={[
                { key: 'blocks', label: t('pageEditor.library'), children: <Puck.Components /> },
                {
                  key: 'outline',
                  label: t('pageEditor.outline'),
                  // Only while shown: it follows every edit.
                  children: leftTab === 'outline' ? <LayersPanel /> : null,
                },
              ]}
            />
          </aside>
          <main className="page-editor-canvas-area">
            {/* The formatting toolbar of the rich text being typed into on the canvas. */}
            <div className="page-editor-rich-bar-host" ref={setToolbarHost} />
            <DeviceFrame device={device}>
              <Puck.Preview />
            </DeviceFrame>
          </main>
          <aside className="page-editor-right" data-testid="editor-fields">
            <h2 className="page-editor-panel-title">{t('pageEditor.fields')}</h2>
            <Suspense fallback={null}>
              <BlockDialogs websiteId={website.website_id} />
            </Suspense>
            {selected ? <Puck.Fields /> : <p className="page-editor-muted">{t('pageEditor.noSelection')}</p>}
          </aside>
        </div>
        <InsertBlockDialog open={inserting} onClose={() => setInserting(false)} />
        <PublishDialog
          key={publishOpen ? 'open' : 'closed'}
          open={publishOpen}
          websiteId={website.website_id}
          lang={page.lang}
          currentPageId={page.id}
          busy={publishBusy}
          onCancel={() => {
            setPublishOpen(false);
            publishFirst.cancelled();
          }}
          onConfirm={(type, ids) => void confirmPublish(type, ids)}
        />
        {newPage.session > 0 ? (
          <NewPageModal
            key={newPage.session}
            open={newPage.open}
            websiteId={website.website_id}
            lang={page.lang}
            currentDocument={() => puckDataToDocument(getPuck().appState.data)}
            onClose={() => setNewPage((s) => ({ ...s, open: false }))}
            onCreated={(id) => {
              setNewPage((s) => ({ ...s, open: false }));
              void leave(pageEditPath(id, website.website_id), true);
            }}
          />
        ) : null}
        <Modal
          open={saver.conflict}
          title={t('pageEditor.conflictTitle')}
          closable={false}
          maskClosable={false}
          keyboard={false}
          footer={[
            <Button key="theirs" onClick={() => void saver.takeTheirs()} data-testid="conflict-reload">
              {t('pageEditor.conflictReload')}
            </Button>,
            <Button
              key="mine"
              type="primary"
              danger
              onClick={() => void saver.overwrite()}
              data-testid="conflict-overwrite"
            >
              {t('pageEditor.conflictOverwrite')}
            </Button>,
          ]}
          data-testid="conflict-dialog"
        >
          {t('pageEditor.conflictText')}
        </Modal>
        <HistoryDrawer
          open={historyOpen}
          page={page}
          theme={theme}
          context={context}
          restoring={restoring}
          onClose={() => setHistoryOpen(false)}
          onRestore={(version) => void restore(version)}
        />
        {publishFirst.dialog}
        {publishing.contextHolder}
      </div>
    </CanvasEditingContext.Provider>
  );
}

/** The page editor for one loaded page: Puck on our page document, with the site's theme. */
export function PageEditor({
  page,
  website,
  sections,
  editing,
  onReload,
  onSectionReload,
  refetchPage,
}: {
  page: PageDetail;
  website: Website;
  /** The website's shared header and footer in the page's language. */
  sections: GlobalSections;
  editing: EditorTarget;
  onReload(pageId: number, document: PageDocument, version: number): void;
  onSectionReload(): Promise<void>;
  refetchPage(): Promise<void>;
}) {
  const t = useT();
  const lang = useLanguage();
  const [theme, setTheme] = useState<SiteTheme>(website.theme);
  const updateWebsite = useUpdateWebsite();
  const { data: menu } = useEditorMenu(website.website_id, page.lang);
  // The website's design rides in the root props so that design changes are undoable steps.
  const themeAtLoad = useRef(theme);
  themeAtLoad.current = theme;
  const { data: languages } = useWebsiteLanguages(website.website_id);
  const section = editing === 'page' ? undefined : sections[editing];
  // What the edit started from, kept for this editor's life: a save puts the section it saved in
  // the cache (for the page's canvas), which must not restart the edit that is still going on.
  const [startDocument] = useState(() => (section ? section.document : page.document));
  const initialData = useMemo(
    () => ({ ...documentToPuckData(startDocument), root: { props: { theme: themeAtLoad.current } } }),
    [startDocument],
  );
  const openTarget = useRef<(target: EditorTarget) => void>(() => undefined);
  const store = useMemo(() => {
    if (editing === 'page') return undefined;
    const target = { websiteId: website.website_id, lang: page.lang, kind: editing };
    return {
      save: (version: number, document: PageDocument) => saveGlobalSection(target, version, document),
      latest: () => latestGlobalSection(target),
    };
  }, [editing, website.website_id, page.lang]);
  const config = useMemo(
    () => buildPuckConfig(lang, t, createFieldRenderers(t, website.website_id)),
    [lang, t, website.website_id],
  );
  const saver = useEditorSave({
    pageId: page.id,
    version: section ? section.version : page.version,
    document: startDocument,
    onReload: useCallback(
      (document: PageDocument, version: number) =>
        editing === 'page' ? onReload(page.id, document, version) : void onSectionReload(),
      [onReload, onSectionReload, page.id, editing],
    ),
    ...(store ? { store } : {}),
  });
  const deferred = useDeferredChange(
    useCallback((data: Data) => saver.changed(puckDataToDocument(data)), [saver.changed]),
    CHANGE_SETTLE_MS,
  );

  const forms = useCanvasForms(website.website_id);
  const context = useMemo<RenderContext>(
    () => ({
      lang: page.lang,
      defaultLang: website.default_language,
      siteName: website.name,
      canvas: true,
      ...(forms ? { forms } : {}),
      // The canvas shows the brand's logo and business details as the published site does.
      brand: brandContext(website.brand, theme),
      title: page.seo_title || page.page_name,
      menu: canvasMenu(menu?.data ?? []),
      languages: (languages?.list ?? []).map((l) => ({
        lang: l.lang,
        label: siteLanguageName(l.lang),
        href: '#',
        alternate: false,
        current: l.lang === page.lang,
      })),
    }),
    [
      page.lang,
      page.seo_title,
      page.page_name,
      website.name,
      website.default_language,
      website.brand,
      theme,
      menu,
      languages,
      forms,
    ],
  );
  const frame = useMemo<CanvasFrame | undefined>(
    () =>
      editing === 'page'
        ? {
            header: page.hide_header ? 'hidden' : sections.header.document,
            footer: page.hide_footer ? 'hidden' : sections.footer.document,
            onEdit: (kind) => openTarget.current(kind),
            labels: {
              edit: { header: t('pageEditor.editHeader'), footer: t('pageEditor.editFooter') },
              add: { header: t('pageEditor.addHeader'), footer: t('pageEditor.addFooter') },
              hidden: { header: t('pageEditor.headerHidden'), footer: t('pageEditor.footerHidden') },
            },
          }
        : undefined,
    [editing, page.hide_header, page.hide_footer, sections, t],
  );
  const settings = useMemo(
    () => ({ context, theme, dropHint: t('pageEditor.dropHint'), ...(frame ? { frame } : {}) }),
    [context, theme, frame, t],
  );

  // Leaving with unsaved edits saves them first and asks only when that fails; closing the browser
  // tab asks (the browser's own question).
  const unsavedRef = useRef(false);
  unsavedRef.current = saver.dirty || saver.saving;
  const leaveGuard = useLeaveGuard({
    dirty: useCallback(() => unsavedRef.current || deferred.hasPending(), [deferred.hasPending]),
    beforeLeave: useCallback(() => {
      deferred.flush();
      return saver.save('auto');
    }, [deferred.flush, saver.save]),
  });

  // A toast would sit over the undo button the operator is about to press again.
  const [designSavedAt, setDesignSavedAt] = useState(0);
  useEffect(() => {
    if (designSavedAt === 0) return;
    const timer = setTimeout(() => setDesignSavedAt(0), AUTO_SAVE_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [designSavedAt]);

  // The design is part of the editor's history (see DesignSync); each state it reaches is saved
  // for the website. A refused save leaves the canvas as shown; the client has said why.
  async function saveTheme(next: SiteTheme) {
    setTheme(next);
    try {
      await updateWebsite.mutateAsync({ website_id: website.website_id, theme: next });
      setDesignSavedAt(Date.now());
    } catch {
      // Shown by the client; the next design change tries again.
    }
  }

  // Whatever saves or asks whether the page is dirty first takes in the edits still settling.
  const settledSaver: EditorSave = {
    ...saver,
    get dirty() {
      return saver.dirty || deferred.hasPending();
    },
    save: (mode) => {
      deferred.flush();
      return saver.save(mode);
    },
    overwrite: () => {
      deferred.flush();
      return saver.overwrite();
    },
  };

  return (
    <CanvasSettingsContext.Provider value={settings}>
      <Puck
        config={config}
        data={initialData}
        onChange={deferred.onChange}
        overrides={canvasOverrides}
        iframe={CANVAS_IFRAME}
        height="100vh"
        // Mounts only the top-level blocks near the visible part of the canvas: mounting every block
        // (each a drag source and drop target) is most of the time to open a long page, and every
        // mounted block is asked again on each edit whether it changed.
        _experimentalVirtualization
      >
        <EditorChrome
          page={page}
          website={website}
          editing={editing}
          openTarget={openTarget}
          theme={theme}
          onTheme={(next) => void saveTheme(next)}
          designSaved={designSavedAt > 0}
          saver={settledSaver}
          refetchPage={refetchPage}
          context={context}
          onRestored={(restored) => onReload(restored.id, restored.document, restored.version)}
        />
      </Puck>
      {leaveGuard}
    </CanvasSettingsContext.Provider>
  );
}
