/**
 * Puck's component configuration, built from the block registry: each block's label, category,
 * defaults and fields, rendered on the canvas by the same server-safe view publishing uses.
 */
import type { ComponentConfig, Config, Overrides, SlotComponent } from '@puckeditor/core';
import {
  BlockTree,
  blockPalette,
  blockRegistry,
  blocksCss,
  type RenderContext,
  themeCss,
  validatePageDocument,
} from '@sitewright/blocks/editor';
import type { GlobalSectionKind, PageDocument, SiteTheme } from '@sitewright/contract';
import { ActionBar, createUsePuck } from '@puckeditor/core';
import {
  cloneElement,
  createContext,
  isValidElement,
  type ReactNode,
  type Ref,
  useContext,
  useLayoutEffect,
  useRef,
} from 'react';
import type { MessageKey } from '../../shared/i18n/index.ts';
import { CANVAS_KEY_EVENT } from './editor-keys.ts';
import { CanvasRichText } from './canvas-rich-text.tsx';
import { splitInlineText, withInlineText } from './inline-text.ts';
import { type CustomFieldRenderers, puckDefaultProps, puckFields, splitSlotProps } from './puck-adapter.ts';
import { CATEGORY_TITLES } from './block-categories.ts';
import { useTintedArtwork } from './canvas-artwork.ts';
import { PRIMARY_COLOR, TEXT_MUTED } from '../../app/theme.ts';
import { nameCanvasFrame } from './canvas-frame.ts';

/**
 * The website's shared header and footer around the page being edited: shown as they are, with a
 * button that opens each in the editor. Absent while the shared section itself is being edited.
 */
export interface CanvasFrame {
  header: PageDocument | 'hidden';
  footer: PageDocument | 'hidden';
  onEdit(kind: GlobalSectionKind): void;
  labels: {
    edit: Record<GlobalSectionKind, string>;
    add: Record<GlobalSectionKind, string>;
    hidden: Record<GlobalSectionKind, string>;
  };
}

/** What the canvas needs besides the blocks: the page's render context and the site theme. */
export interface CanvasSettings {
  context: RenderContext;
  theme: SiteTheme;
  frame?: CanvasFrame;
  /** Shown where blocks go while there are none. */
  dropHint?: string;
}

export const CanvasSettingsContext = createContext<CanvasSettings>({
  context: { lang: 'en', siteName: '', title: '' },
  theme: { palette: 'ocean', fontPair: 'system', animation: 'none' },
});

type BlockDefinition = NonNullable<ReturnType<typeof blockRegistry.get>>;

/**
 * Props as the view expects them (parsed, defaults filled in). A field left invalid mid-edit falls
 * back to its default so the canvas keeps showing the block; the problem is named on the block.
 */
export function propsForCanvas(
  definition: BlockDefinition,
  props: Record<string, unknown>,
): { props: Record<string, unknown>; problem: string | null } {
  // Every edit re-renders the canvas; parsing each block's props again would cost a schema run per
  // block per keystroke, so results are kept by the props' content.
  const key = `${definition.type}\u0000${JSON.stringify(props)}`;
  const cached = parsedProps.get(key);
  if (cached) return cached;
  const result = parseForCanvas(definition, props);
  if (parsedProps.size >= PARSED_PROPS_MAX) parsedProps.clear();
  parsedProps.set(key, result);
  return result;
}

const PARSED_PROPS_MAX = 5000;
const parsedProps = new Map<string, { props: Record<string, unknown>; problem: string | null }>();

function parseForCanvas(
  definition: BlockDefinition,
  props: Record<string, unknown>,
): { props: Record<string, unknown>; problem: string | null } {
  const first = definition.schema.safeParse(props);
  if (first.success) return { props: first.data as Record<string, unknown>, problem: null };
  const problem = first.error.issues[0]?.message ?? 'Invalid';
  const repaired: Record<string, unknown> = { ...props };
  const defaults = definition.defaults as Record<string, unknown>;
  for (const issue of first.error.issues) {
    const key = issue.path[0];
    if (typeof key !== 'string') continue;
    if (key in defaults) repaired[key] = defaults[key];
    else delete repaired[key];
  }
  const second = definition.schema.safeParse(repaired);
  return second.success ? { props: second.data as Record<string, unknown>, problem } : { props: {}, problem };
}

/**
 * The first DOM element a view draws. A view may answer with a component of its own (the form
 * block draws its form); Puck marks the element that takes the drag handle as a block, and shows
 * anything else in a drop zone at opacity 0, so the component is drawn through to its element.
 */
export function domRoot(node: ReactNode): ReactNode {
  let current = node;
  while (isValidElement(current) && typeof current.type === 'function') {
    current = (current.type as (props: unknown) => ReactNode)(current.props);
  }
  return current;
}

const PROBLEM_STYLE = { outline: '2px dashed #d4380d', outlineOffset: -2 } as const;

function CanvasBlock({
  type,
  props,
  dragRef,
}: {
  type: string;
  props: Record<string, unknown>;
  dragRef: ((element: Element | null) => void) | null;
}) {
  const { context } = useContext(CanvasSettingsContext);
  const definition = blockRegistry.get(type);
  const { own: given, slots: slotProps } = splitSlotProps(props);
  const { raw: own, editors } = splitInlineText(given);
  const slots: Record<string, ReactNode> = {};
  for (const [name, Slot] of Object.entries(slotProps)) {
    if (typeof Slot === 'function') {
      const SlotZone = Slot as SlotComponent;
      slots[name] = <SlotZone minEmptyHeight={64} />;
    }
  }
  if (!definition) return <div ref={dragRef as Ref<HTMLDivElement>}>{type}</div>;
  const { props: viewProps, problem } = propsForCanvas(definition, own);
  const { View } = definition;
  // Views are plain functions without effects; calling one gives its root element, which takes
  // Puck's drag handle directly so the canvas has no wrappers that publishing does not have.
  const element = domRoot(
    View({ id: String(props.id), props: withInlineText(viewProps, editors), slots, context }),
  );
  if (isValidElement(element)) {
    const extra: Record<string, unknown> = { ref: dragRef };
    if (problem) {
      extra.title = problem;
      extra['data-block-problem'] = problem;
      extra.style = { ...((element.props as { style?: object }).style ?? {}), ...PROBLEM_STYLE };
    }
    if (type === 'rich-text') {
      const { ref: _, ...marks } = extra;
      const view = cloneElement(element, marks);
      const html = typeof own.html === 'string' ? own.html : '';
      return <CanvasRichText id={String(props.id)} html={html} view={view} dragRef={dragRef} />;
    }
    return cloneElement(element, extra);
  }
  return <div ref={dragRef as Ref<HTMLDivElement>}>{element}</div>;
}

const usePuck = createUsePuck();

/** A shared section on the canvas: its blocks as visitors see them, opened for editing by its button. */
function FrameRegion({
  kind,
  frame,
  context,
}: {
  kind: GlobalSectionKind;
  frame: CanvasFrame;
  context: RenderContext;
}) {
  const document = frame[kind];
  if (document === 'hidden') {
    return (
      <div
        className={`sw-region sw-region--${kind} sw-region--hidden`}
        data-testid={`canvas-${kind}`}
        data-hidden="true"
      >
        <span>{frame.labels.hidden[kind]}</span>
      </div>
    );
  }
  const checked = validatePageDocument(document);
  const blocks = checked.ok ? checked.document.blocks : [];
  return (
    <div className={`sw-region sw-region--${kind}`} data-testid={`canvas-${kind}`}>
      {blocks.length > 0 ? (
        <BlockTree nodes={blocks} context={context} />
      ) : (
        <div className="sw-region__empty">{frame.labels.add[kind]}</div>
      )}
      <button
        type="button"
        className="sw-region__edit"
        onClick={() => frame.onEdit(kind)}
        data-testid={`canvas-edit-${kind}`}
      >
        {blocks.length > 0 ? frame.labels.edit[kind] : frame.labels.add[kind]}
      </button>
    </div>
  );
}

/** The page on the canvas: the shared header, the page's own blocks (or where to drop them), the footer. */
function CanvasRoot({ children }: { children: ReactNode }) {
  const { context, frame, dropHint, theme } = useContext(CanvasSettingsContext);
  const empty = usePuck((s) => s.appState.data.content.length === 0);
  const page = useRef<HTMLDivElement>(null);
  useTintedArtwork(page, theme);
  return (
    <div className="sw-page" ref={page}>
      {frame ? <FrameRegion kind="header" frame={frame} context={context} /> : null}
      <div className="sw-drop-area">
        {children}
        {empty && dropHint ? (
          <div className="sw-drop-hint" data-testid="canvas-drop-hint">
            {dropHint}
          </div>
        ) : null}
      </div>
      {frame ? <FrameRegion kind="footer" frame={frame} context={context} /> : null}
    </div>
  );
}

/** Fields whose prop name is no label for an operator. */
const FIELD_LABELS = (t: (key: MessageKey) => string): Record<string, string> => ({
  html: t('pageEditor.fieldText'),
  formId: t('pageEditor.formField'),
  href: t('linkPicker.field'),
  link: t('linkPicker.field'),
  src: t('imageField.field'),
  alt: t('imageField.altLabel'),
});

/** The Puck configuration for every block type, labelled in the editor's language. */
export function buildPuckConfig(
  lang: 'en' | 'zh',
  t: (key: MessageKey) => string,
  renderers: CustomFieldRenderers,
): Config {
  const components: Record<string, ComponentConfig> = {};
  const categories: Record<string, { title: string; components: string[] }> = {};
  for (const entry of blockPalette) {
    components[entry.type] = {
      label: entry.label[lang],
      inline: true,
      fields: puckFields(entry.type, renderers, FIELD_LABELS(t)),
      defaultProps: puckDefaultProps(entry.type),
      render: ({ puck, ...props }) => <CanvasBlock type={entry.type} props={props} dragRef={puck.dragRef} />,
    };
    const category = categories[entry.category] ?? {
      title: t(CATEGORY_TITLES[entry.category] ?? 'pageEditor.library'),
      components: [],
    };
    category.components.push(entry.type);
    categories[entry.category] = category;
  }
  return {
    components,
    categories,
    root: { render: ({ children }: { children: ReactNode }) => <CanvasRoot>{children}</CanvasRoot> },
  } as Config;
}

/**
 * The block stylesheet for the canvas. Puck puts each slot's blocks inside a drop zone element,
 * so rules for a container's direct children also match the blocks one level further in.
 */
export function canvasCss(theme: SiteTheme): string {
  const nested = blocksCss
    .replace(/\.(sw-container|sw-column)>/g, '.$1>[data-puck-dropzone]>')
    // The page's blocks sit in the drop area's zone, the shared sections' in their regions.
    .replace(/\.sw-page>/g, '.sw-page>:is(.sw-region,.sw-drop-area>[data-puck-dropzone])>');
  return `${themeCss(theme)}${nested}${CANVAS_FRAME_CSS}`;
}

const CANVAS_FRAME_CSS = [
  '.sw-drop-area{position:relative;display:flex;flex-direction:column;flex:1}',
  '.sw-drop-area>[data-puck-dropzone]{display:flex;flex-direction:column;flex:1;min-height:160px}',
  '.sw-region{position:relative;display:flex;flex-direction:column}',
  '.sw-region--footer{margin-top:auto}',
  '.sw-region::after{content:"";position:absolute;inset:0;pointer-events:none;outline:2px dashed transparent;outline-offset:-2px}',
  `.sw-region:hover::after{outline-color:${PRIMARY_COLOR}}`,
  '.sw-region a{pointer-events:none}',
  // The editor's own controls on the canvas speak the back office's readable colours (theme.ts).
  `.sw-region__edit{position:absolute;top:8px;left:50%;transform:translateX(-50%);z-index:20;font:600 13px/1 system-ui,sans-serif;padding:8px 14px;border-radius:6px;border:0;background:${PRIMARY_COLOR};color:#fff;cursor:pointer;box-shadow:0 2px 8px rgb(0 0 0 / .2)}`,
  '.sw-region--footer .sw-region__edit{top:auto;bottom:8px}',
  `.sw-region__empty,.sw-region--hidden{padding:14px;text-align:center;font:14px system-ui,sans-serif;color:${TEXT_MUTED};background:repeating-linear-gradient(45deg,#fafafa,#fafafa 8px,#f3f3f3 8px,#f3f3f3 16px)}`,
  '.sw-region__empty{padding-block:28px}',
  `.sw-drop-hint{position:absolute;inset:16px;display:flex;align-items:center;justify-content:center;text-align:center;border:2px dashed #91caff;border-radius:8px;color:${PRIMARY_COLOR};font:15px system-ui,sans-serif;pointer-events:none;background:rgb(230 244 255 / .5)}`,
  '.sw-lang--single{display:block;opacity:.6}',
  // A rich-text block typed into where it stands (see RichTextOnCanvas).
  '.sw-rich-text--editing{outline:2px dashed #91caff;outline-offset:4px}',
  '.sw-rich-text--editing,.sw-rich-text--editing *{-webkit-user-select:text!important;user-select:text!important;cursor:text}',
  '.sw-rich-text__editor{outline:none;white-space:pre-wrap;word-wrap:break-word}',
  '.sw-rich-text__editor p.is-editor-empty:first-child::before{content:attr(data-placeholder);float:left;height:0;pointer-events:none;opacity:.5}',
  // The selected block's chip stands outside the block (see BlockChip); its holder spans the block.
  '[data-puck-overlay]>[class*="DraggableComponent-actionsOverlay"]{position:absolute!important;inset:0!important;pointer-events:none!important}',
  '[data-sw-chip]{top:auto!important;bottom:auto!important;pointer-events:auto}',
  '[data-sw-chip=above]{bottom:calc(100% + 2px)!important}',
  '[data-sw-chip=below]{top:calc(100% + 2px)!important}',
  // On the site the results block stays empty until a visitor searches; here it shows where results go.
  '.sw-search-results:empty::before{content:"Search results appear here · 搜索结果显示在这里";display:block;padding:28px 14px;text-align:center;font:14px system-ui,sans-serif;color:#8c8c8c;border:1px dashed #d9d9d9;border-radius:6px}',
].join('');

/** Puts the site theme's stylesheet into the canvas iframe and keeps it current. */
function CanvasStyles({ children, document }: { children: ReactNode; document?: Document }) {
  const { theme, context } = useContext(CanvasSettingsContext);
  useLayoutEffect(() => {
    if (!document) return;
    let style = document.getElementById('sw-canvas-theme') as HTMLStyleElement | null;
    if (!style) {
      style = document.createElement('style');
      style.id = 'sw-canvas-theme';
      document.head.appendChild(style);
    }
    style.textContent = canvasCss(theme);
    document.documentElement.lang = context.lang;
    nameCanvasFrame(document);
  }, [document, theme, context.lang]);
  // After a click on the canvas the keys go to the iframe's document; the editor hears them too.
  useLayoutEffect(() => {
    if (!document) return;
    const forward = (e: KeyboardEvent) =>
      window.dispatchEvent(new CustomEvent(CANVAS_KEY_EVENT, { detail: e }));
    // Captured: text typed in place stops its keys from bubbling, and copy there still copies the block.
    document.addEventListener('keydown', forward, true);
    return () => document.removeEventListener('keydown', forward, true);
  }, [document]);
  return <>{children}</>;
}

/** Room the chip needs above a block: less than this from the page's top, it goes under the block. */
const CHIP_ROOM_PX = 40;

/**
 * The selected block's chip (its name, parent, duplicate and delete) outside the block, above it
 * or, at the top of the page, under it: inside the block's corner it covered what was there (the
 * header's last menu item). Puck places the chip's holder; the canvas stylesheet moves it out.
 */
function BlockChip({
  label,
  children,
  parentAction,
}: {
  label?: string;
  children: ReactNode;
  parentAction: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const holder = ref.current?.parentElement;
    const block = holder?.closest('[data-puck-overlay]');
    if (!holder || !block) return;
    const top = block.getBoundingClientRect().top + (block.ownerDocument.defaultView?.scrollY ?? 0);
    holder.dataset.swChip = top < CHIP_ROOM_PX ? 'below' : 'above';
  });
  return (
    <div ref={ref} data-testid="canvas-block-chip">
      <ActionBar>
        <ActionBar.Group>
          {parentAction}
          {label ? <ActionBar.Label label={label} /> : null}
        </ActionBar.Group>
        <ActionBar.Group>{children}</ActionBar.Group>
      </ActionBar>
    </div>
  );
}

export const canvasOverrides: Partial<Overrides> = { iframe: CanvasStyles, actionBar: BlockChip };
