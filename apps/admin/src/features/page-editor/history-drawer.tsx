import type { BlockNode, PageDetail, PageVersionItem, SiteTheme } from '@sitewright/contract';
import { blockRegistry, blocksCss, type RenderContext, themeCss } from '@sitewright/blocks/editor';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import { type ReactNode, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { formatRelativeTime } from '../../shared/lib/relative-time.ts';
import { usePageVersion, usePageVersions } from './api/page-versions.ts';
import { HistoryVersionItem, versionTime } from './history-version-item.tsx';
import './history-i18n.ts';
import './history-drawer.css';

export { versionTime } from './history-version-item.tsx';

/** Stored blocks passed the block checks when they were saved: their views take the props as kept. */
function Blocks({ nodes, context }: { nodes: readonly BlockNode[]; context: RenderContext }): ReactNode {
  return nodes.map((node) => {
    const definition = blockRegistry.get(node.type);
    if (!definition) return null;
    const slots: Record<string, ReactNode> = {};
    for (const [name, children] of Object.entries(node.slots ?? {})) {
      slots[name] = <Blocks nodes={children} context={context} />;
    }
    const { View } = definition;
    return <View key={node.id} id={node.id} props={node.props} slots={slots} context={context} />;
  });
}

/** A version drawn with the site's styles in a frame of its own, read-only: links do not follow. */
function VersionFrame({
  blocks,
  context,
  theme,
}: {
  blocks: readonly BlockNode[];
  context: RenderContext;
  theme: SiteTheme;
}) {
  const [body, setBody] = useState<HTMLElement | null>(null);
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  useEffect(() => {
    const doc = frame?.contentDocument;
    if (!doc) return;
    const style = doc.createElement('style');
    style.textContent = `${themeCss(theme)}${blocksCss}body{margin:0}`;
    doc.head.appendChild(style);
    doc.documentElement.lang = context.lang;
    const stop = (e: Event) => {
      if ((e.target as Element | null)?.closest?.('a, button, form')) e.preventDefault();
    };
    doc.addEventListener('click', stop, true);
    doc.addEventListener('submit', stop, true);
    setBody(doc.body);
    return () => {
      doc.removeEventListener('click', stop, true);
      doc.removeEventListener('submit', stop, true);
      style.remove();
    };
  }, [frame, theme, context.lang]);
  return (
    <>
      <iframe
        className="page-history-frame"
        title="version"
        sandbox="allow-same-origin"
        srcDoc="<!doctype html><html><head></head><body></body></html>"
        onLoad={(e) => setFrame(e.currentTarget)}
        data-testid="history-preview-frame"
      />
      {body
        ? createPortal(
            <div className="sw-page">
              <Blocks nodes={blocks} context={context} />
            </div>,
            body,
          )
        : null}
    </>
  );
}

interface HistoryDrawerProps {
  open: boolean;
  page: PageDetail;
  theme: SiteTheme;
  context: RenderContext;
  /** A restore is under way. */
  restoring: boolean;
  onClose(): void;
  onRestore(version: PageVersionItem): void;
}

/**
 * What a restore of `version` replaces, in words: the page as it stands now (its newest version,
 * else the page itself), when and by whom it was last edited.
 */
function ReplacedText({
  version,
  current,
}: {
  version: PageVersionItem;
  current: { time: string; user: string };
}) {
  const t = useT();
  const lang = useLanguage();
  const ago = formatRelativeTime(current.time, Date.now(), lang);
  const time = versionTime(version.update_time);
  return (
    <p data-testid="history-restore-confirm-text">
      {current.user
        ? t('pageHistory.confirmText', { ago, user: current.user, time })
        : t('pageHistory.confirmTextNoUser', { ago, time })}
    </p>
  );
}

/**
 * The page's history: one version per editing session, every settings save, publish and restore,
 * newest first, each previewed read-only, named, or restored as the new draft once the operator
 * confirms what it replaces (the replaced draft is itself kept, so it can be restored back).
 */
export function HistoryDrawer({
  open,
  page,
  theme,
  context,
  restoring,
  onClose,
  onRestore,
}: HistoryDrawerProps) {
  const t = useT();
  const versions = usePageVersions(page.id, open);
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<PageVersionItem | null>(null);
  const preview = usePageVersion(previewId);
  const list = versions.data?.list ?? [];
  const previewItem = list.find((v) => v.id === previewId);

  let body: ReactNode;
  if (versions.isError) body = <p className="page-editor-muted">{t('pageHistory.loadFailed')}</p>;
  else if (!versions.data) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (list.length === 0) body = <p className="page-editor-muted">{t('pageHistory.empty')}</p>;
  else {
    const timeOf = (id: number | null) => {
      const found = list.find((v) => v.id === id);
      return found ? versionTime(found.update_time) : '';
    };
    body = (
      <ol className="page-history-list" data-testid="history-list">
        {list.map((version, index) => (
          <HistoryVersionItem
            key={version.id}
            version={version}
            isCurrent={index === 0}
            restoredFromTime={timeOf(version.restored_from)}
            restoring={restoring}
            onPreview={() => setPreviewId(version.id)}
            onRestore={() => setConfirming(version)}
          />
        ))}
      </ol>
    );
  }

  return (
    <Drawer
      open={open}
      title={t('pageHistory.title')}
      onClose={onClose}
      size={420}
      destroyOnHidden
      data-testid="history-drawer"
    >
      {versions.data ? (
        <p className="page-editor-muted page-history-retention" data-testid="history-retention">
          {t('pageHistory.retention', { kept: versions.data.kept, days: versions.data.published_days })}
        </p>
      ) : null}
      {body}
      <Modal
        open={previewId !== null}
        title={t('pageHistory.previewTitle', {
          time: previewItem ? versionTime(previewItem.update_time) : '',
        })}
        width={1040}
        onCancel={() => setPreviewId(null)}
        destroyOnHidden
        footer={[
          <Button key="close" onClick={() => setPreviewId(null)}>
            {t('pageHistory.close')}
          </Button>,
          <Button
            key="restore"
            type="primary"
            loading={restoring}
            disabled={!previewItem}
            onClick={() => {
              if (!previewItem) return;
              setPreviewId(null);
              setConfirming(previewItem);
            }}
            data-testid="history-preview-restore"
          >
            {t('pageHistory.restore')}
          </Button>,
        ]}
        data-testid="history-preview-dialog"
      >
        <p className="page-editor-muted">{t('pageHistory.previewHint')}</p>
        {preview.data ? (
          <VersionFrame
            blocks={preview.data.document.blocks}
            context={{ ...context, title: preview.data.seo_title || preview.data.page_name }}
            theme={theme}
          />
        ) : (
          <Skeleton active paragraph={{ rows: 8 }} />
        )}
      </Modal>
      <Modal
        open={confirming !== null}
        title={t('pageHistory.confirmTitle', { time: confirming ? versionTime(confirming.update_time) : '' })}
        okText={t('pageHistory.confirmOk')}
        cancelText={t('pageHistory.confirmCancel')}
        confirmLoading={restoring}
        onCancel={() => setConfirming(null)}
        onOk={() => {
          if (!confirming) return;
          setConfirming(null);
          onRestore(confirming);
        }}
        destroyOnHidden
        data-testid="history-restore-confirm"
      >
        {confirming ? (
          <ReplacedText
            version={confirming}
            current={
              list[0]
                ? { time: list[0].update_time, user: list[0].user_name }
                : { time: page.update_time, user: page.user_name }
            }
          />
        ) : null}
      </Modal>
    </Drawer>
  );
}
