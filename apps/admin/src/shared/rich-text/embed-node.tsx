import {
  EMBED_MAP_CLASS,
  EMBED_VIDEO_CLASS,
  embeddedMapProps,
  mapEmbedUrl,
  parseMapLink,
  parseVideoUrl,
  videoEmbedUrl,
} from '@sitewright/blocks';
import { mergeAttributes, Node } from '@tiptap/core';
import { NodeViewWrapper, type ReactNodeViewProps, ReactNodeViewRenderer } from '@tiptap/react';
import { continueAfterNode } from './insert-block.ts';
import { shortenLink } from './link-text.ts';

export type EmbedKind = 'video' | 'map';

export interface EmbedAttrs {
  kind: EmbedKind;
  href: string;
  title: string;
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    embed: {
      /** Inserts a video or map, stored as a marked link the rich-text view expands. */
      insertEmbed: (attrs: EmbedAttrs) => ReturnType;
    };
  }
}

const CLASS_OF: Record<EmbedKind, string> = { video: EMBED_VIDEO_CLASS, map: EMBED_MAP_CLASS };

/** The player or map frame the published page will show, for the editor's preview. */
export function embedPreviewSrc(attrs: EmbedAttrs): { frame?: string; file?: string } | null {
  if (attrs.kind === 'video') {
    const video = parseVideoUrl(attrs.href);
    if (!video) return null;
    return video.provider === 'file' ? { file: video.src } : { frame: videoEmbedUrl(video) };
  }
  const place = parseMapLink(attrs.href, attrs.title);
  const frame = place ? mapEmbedUrl(embeddedMapProps(place)) : null;
  return frame ? { frame } : null;
}

function EmbedView({ node, selected }: ReactNodeViewProps) {
  const attrs = node.attrs as EmbedAttrs;
  const preview = embedPreviewSrc(attrs);
  return (
    <NodeViewWrapper
      className={`rte-embed rte-embed--${attrs.kind}${selected ? ' rte-embed--selected' : ''}`}
      data-drag-handle=""
    >
      {preview?.frame ? (
        // The frame is for looking only; clicks select the node instead of playing.
        <iframe src={preview.frame} title={attrs.title || attrs.href} loading="lazy" tabIndex={-1} />
      ) : preview?.file ? (
        // biome-ignore lint/a11y/useMediaCaption: a preview of the operator's own upload inside the editor
        <video src={preview.file} preload="metadata" tabIndex={-1} />
      ) : null}
      <div className="rte-embed__caption">{attrs.title || shortenLink(attrs.href)}</div>
    </NodeViewWrapper>
  );
}

/**
 * A video or map: one block in the editor with a live preview, stored as
 * `<div class="sw-embed"><a class="sw-embed-video" href>title</a></div>` so it passes the
 * sanitiser and reads as a link wherever it is not expanded.
 */
export const EmbedNode = Node.create({
  name: 'embed',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes() {
    return {
      kind: { default: 'video' },
      href: { default: '' },
      title: { default: '' },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'div.sw-embed',
        getAttrs: (el) => {
          const a = el.querySelector(`a.${EMBED_VIDEO_CLASS}, a.${EMBED_MAP_CLASS}`);
          if (!a) return false;
          return {
            kind: a.classList.contains(EMBED_MAP_CLASS) ? 'map' : 'video',
            href: a.getAttribute('href') ?? '',
            title: a.textContent ?? '',
          };
        },
      },
    ];
  },
  renderHTML({ node }) {
    const attrs = node.attrs as EmbedAttrs;
    return [
      'div',
      { class: 'sw-embed' },
      ['a', mergeAttributes({ class: CLASS_OF[attrs.kind], href: attrs.href }), attrs.title || attrs.href],
    ];
  },
  addNodeView() {
    return ReactNodeViewRenderer(EmbedView);
  },
  addCommands() {
    return {
      insertEmbed:
        (attrs) =>
        ({ commands, tr }) => {
          if (!commands.insertContent({ type: this.name, attrs })) return false;
          continueAfterNode(tr);
          return true;
        },
    };
  },
});
