/**
 * Spec §2 "other dialogs" for the blocks that hold what they edit: the selected block's dialog
 * opens from a button above its fields, and its answer replaces the block's props in one step of
 * the undo history, like any field change.
 */
import { type ComponentData, createUsePuck, useGetPuck } from '@puckeditor/core';
import type { ChartKind } from '@sitewright/blocks';
import Button from 'antd/es/button';
import message from 'antd/es/message';
import Popover from 'antd/es/popover';
import { useMemo, useState } from 'react';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import {
  AttachmentValuesDialog,
  BackgroundValuesDialog,
  ChartValuesDialog,
  IMAGE_DEFAULT_BORDER,
  ImageValuesDialog,
  MapValuesDialog,
  makeNotify,
  richTextT,
  TablePicker,
  VideoValuesDialog,
} from '../../shared/rich-text/block-dialogs.ts';
import { resizeRows } from './table-grid.ts';

const usePuck = createUsePuck();

/** The dialog of each block type that has one, named by its rich-text title. */
export const BLOCK_DIALOGS = {
  image: 'image',
  video: 'video',
  map: 'map',
  table: 'table',
  chart: 'chart',
  attachments: 'attachment',
  section: 'background',
} as const;

type DialogName = (typeof BLOCK_DIALOGS)[keyof typeof BLOCK_DIALOGS];

function dialogOf(type: string | undefined): DialogName | null {
  return type && type in BLOCK_DIALOGS ? BLOCK_DIALOGS[type as keyof typeof BLOCK_DIALOGS] : null;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number | null => (typeof v === 'number' ? v : null);

export default function BlockDialogs({ websiteId }: { websiteId: number }) {
  const appT = useT();
  const language = useLanguage();
  const selected = usePuck((s) => s.selectedItem);
  const getPuck = useGetPuck();
  const [open, setOpen] = useState<{ id: string; props: Record<string, unknown> } | null>(null);
  const [messageApi, messageHolder] = message.useMessage({ maxCount: 3 });
  const t = useMemo(() => richTextT(language), [language]);
  const notify = useMemo(() => makeNotify(messageApi, t), [messageApi, t]);
  const name = dialogOf(selected?.type);

  /** Replaces the selected block's props; undefined leaves a prop out. */
  const patch = (changes: Record<string, unknown>) => {
    const { appState, dispatch, selectedItem } = getPuck();
    const selector = appState.ui.itemSelector;
    if (!selectedItem || !selector?.zone) return;
    const props = { ...selectedItem.props, ...changes } as ComponentData['props'];
    dispatch({
      type: 'replace',
      destinationIndex: selector.index,
      destinationZone: selector.zone,
      data: { ...selectedItem, props },
    });
  };

  if (!selected || !name) return messageHolder;
  const isOpen = open !== null && open.id === selected.props.id;
  // The props as the dialog opened with them, so edits elsewhere meanwhile do not reset it.
  const props = (isOpen ? open.props : selected.props) as Record<string, unknown>;
  const base = { open: isOpen, websiteId, t, language, notify, onClose: () => setOpen(null) };
  const title = t(name);
  const button = (
    <Button
      block
      onClick={() => setOpen({ id: String(selected.props.id), props: { ...selected.props } })}
      data-testid="block-dialog-open"
    >
      {appT('pageEditor.openDialog', { name: title })}
    </Button>
  );

  return (
    <div className="page-editor-block-dialog">
      {messageHolder}
      {name === 'table' ? (
        <Popover
          trigger="click"
          content={
            <TablePicker
              t={t}
              onPick={(size) => {
                patch({ rows: resizeRows(selected.props.rows, size) });
              }}
            />
          }
        >
          <Button block data-testid="block-dialog-open">
            {appT('pageEditor.openDialog', { name: title })}
          </Button>
        </Popover>
      ) : (
        button
      )}
      {name === 'image' && isOpen ? (
        <ImageValuesDialog
          {...base}
          withBorder={false}
          initial={{
            src: str(props.src),
            alt: str(props.alt),
            width: num(props.width),
            height: num(props.height),
            border: IMAGE_DEFAULT_BORDER,
          }}
          onSubmit={(v) =>
            patch({
              src: v.src,
              alt: v.alt || props.alt,
              width: v.width ?? undefined,
              height: v.height ?? undefined,
            })
          }
        />
      ) : null}
      {name === 'video' && isOpen ? (
        <VideoValuesDialog
          {...base}
          initial={{ href: str(props.url), title: str(props.title) }}
          onSubmit={(v) => patch({ url: v.href, title: v.title || props.title })}
        />
      ) : null}
      {name === 'map' && isOpen ? (
        <MapValuesDialog
          {...base}
          initial={{
            address: str(props.address),
            latitude: num(props.latitude),
            longitude: num(props.longitude),
            zoom: num(props.zoom) ?? 15,
          }}
          onSubmit={(v) =>
            patch({
              address: v.address,
              latitude: v.latitude ?? undefined,
              longitude: v.longitude ?? undefined,
              zoom: v.zoom,
            })
          }
        />
      ) : null}
      {name === 'attachment' && isOpen ? (
        <AttachmentValuesDialog
          {...base}
          initial={(Array.isArray(props.files) ? (props.files as Record<string, unknown>[]) : []).map(
            (f) => ({
              name: str(f.name),
              url: str(f.href),
            }),
          )}
          onSubmit={(files) => {
            const sizes = new Map(
              (Array.isArray(props.files) ? (props.files as Record<string, unknown>[]) : []).map((f) => [
                str(f.href),
                f.size,
              ]),
            );
            patch({
              files: files.map((f) => ({
                name: f.name,
                href: f.url,
                ...(typeof sizes.get(f.url) === 'number' ? { size: sizes.get(f.url) } : {}),
              })),
            });
          }}
        />
      ) : null}
      {name === 'chart' && isOpen ? (
        <ChartValuesDialog
          open
          t={t}
          language={language}
          onClose={() => setOpen(null)}
          data={{
            rows: Array.isArray(props.rows) ? (props.rows as string[][]) : [],
            headerRow: props.headerRow !== false,
            headerColumn: props.headerColumn !== false,
          }}
          current={(str(props.kind) || 'bar') as ChartKind}
          allowRemove={false}
          onApply={(kind) => {
            if (kind) patch({ kind });
          }}
        />
      ) : null}
      {name === 'background' && isOpen ? (
        <BackgroundValuesDialog
          {...base}
          initial={{
            color: str(props.background).startsWith('#') ? str(props.background) : null,
            image: str(props.backgroundImage) || null,
          }}
          onSubmit={(v) =>
            patch({
              background: v.color ?? (str(props.background).startsWith('#') ? 'none' : props.background),
              backgroundImage: v.image ?? undefined,
            })
          }
          onRemove={() => patch({ background: 'none', backgroundImage: undefined })}
        />
      ) : null}
    </div>
  );
}
