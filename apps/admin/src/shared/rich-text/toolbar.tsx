import AlignCenterOutlined from '@ant-design/icons/es/icons/AlignCenterOutlined';
import AlignLeftOutlined from '@ant-design/icons/es/icons/AlignLeftOutlined';
import AlignRightOutlined from '@ant-design/icons/es/icons/AlignRightOutlined';
import BarChartOutlined from '@ant-design/icons/es/icons/BarChartOutlined';
import BgColorsOutlined from '@ant-design/icons/es/icons/BgColorsOutlined';
import BoldOutlined from '@ant-design/icons/es/icons/BoldOutlined';
import ClearOutlined from '@ant-design/icons/es/icons/ClearOutlined';
import CodeOutlined from '@ant-design/icons/es/icons/CodeOutlined';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import EnvironmentOutlined from '@ant-design/icons/es/icons/EnvironmentOutlined';
import FontColorsOutlined from '@ant-design/icons/es/icons/FontColorsOutlined';
import FullscreenExitOutlined from '@ant-design/icons/es/icons/FullscreenExitOutlined';
import FullscreenOutlined from '@ant-design/icons/es/icons/FullscreenOutlined';
import HighlightOutlined from '@ant-design/icons/es/icons/HighlightOutlined';
import ItalicOutlined from '@ant-design/icons/es/icons/ItalicOutlined';
import LayoutOutlined from '@ant-design/icons/es/icons/LayoutOutlined';
import LineOutlined from '@ant-design/icons/es/icons/LineOutlined';
import LinkOutlined from '@ant-design/icons/es/icons/LinkOutlined';
import MenuFoldOutlined from '@ant-design/icons/es/icons/MenuFoldOutlined';
import MenuUnfoldOutlined from '@ant-design/icons/es/icons/MenuUnfoldOutlined';
import OrderedListOutlined from '@ant-design/icons/es/icons/OrderedListOutlined';
import PaperClipOutlined from '@ant-design/icons/es/icons/PaperClipOutlined';
import PictureOutlined from '@ant-design/icons/es/icons/PictureOutlined';
import RedoOutlined from '@ant-design/icons/es/icons/RedoOutlined';
import StrikethroughOutlined from '@ant-design/icons/es/icons/StrikethroughOutlined';
import TableOutlined from '@ant-design/icons/es/icons/TableOutlined';
import UnderlineOutlined from '@ant-design/icons/es/icons/UnderlineOutlined';
import UndoOutlined from '@ant-design/icons/es/icons/UndoOutlined';
import UnorderedListOutlined from '@ant-design/icons/es/icons/UnorderedListOutlined';
import VideoCameraOutlined from '@ant-design/icons/es/icons/VideoCameraOutlined';
import type { Lang } from '@sitewright/contract';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import Button from 'antd/es/button';
import ColorPicker from 'antd/es/color-picker';
import Popover from 'antd/es/popover';
import Segmented from 'antd/es/segmented';
import Select from 'antd/es/select';
import Tooltip from 'antd/es/tooltip';
import { type ReactNode, useState } from 'react';
import { TablePicker } from './dialogs/table-picker.tsx';
import type { RichTextT } from './editor-language.ts';
import { FONT_SIZES, INDENT_MAX, STYLE_PRESETS } from './style-presets.ts';
import { TableTools } from './table-tools.tsx';
import { canUndo } from './undo-limit.ts';

export type DialogKind =
  | 'image'
  | 'link'
  | 'video'
  | 'map'
  | 'attachment'
  | 'template'
  | 'background'
  | 'chart';

interface ToolbarProps {
  editor: Editor;
  t: RichTextT;
  language: Lang;
  fullScreen: boolean;
  onLanguage(language: Lang): void;
  onDialog(kind: DialogKind): void;
  /** Absent where the editor cannot go full screen (typed into on the page editor's canvas). */
  onFullScreen?: () => void;
  onClearAll(): void;
  onTableRefused(which: 'rows' | 'cols'): void;
}

function Tool({
  label,
  icon,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  icon?: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick(): void;
  children?: ReactNode;
}) {
  return (
    <Tooltip title={label} mouseEnterDelay={0.4}>
      <Button
        type={active ? 'primary' : 'text'}
        ghost={active}
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={active}
        disabled={disabled}
        // Keeps the editor's selection: a toolbar click must not blur the text first.
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
      >
        {children}
      </Button>
    </Tooltip>
  );
}

const BLOCK_OPTIONS = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

function indentOf(editor: Editor): number {
  const { $from } = editor.state.selection;
  return ($from.parent.attrs.indent as number | undefined) ?? 0;
}

function setIndent(editor: Editor, delta: number) {
  if (editor.isActive('listItem')) {
    if (delta > 0) editor.chain().focus().sinkListItem('listItem').run();
    else editor.chain().focus().liftListItem('listItem').run();
    return;
  }
  const next = Math.min(INDENT_MAX, Math.max(0, indentOf(editor) + delta));
  const type = editor.isActive('heading') ? 'heading' : 'paragraph';
  editor.chain().focus().updateAttributes(type, { indent: next }).run();
}

/** The editor's toolbar: formats, inserts and the editor's own controls. */
export function Toolbar(props: ToolbarProps) {
  const { editor, t, onDialog } = props;
  const [tableOpen, setTableOpen] = useState(false);
  const s = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      block: e.isActive('heading') ? `h${e.getAttributes('heading').level as number}` : 'p',
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      code: e.isActive('code'),
      link: e.isActive('link'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      align:
        (['left', 'center', 'right', 'justify'] as const).find((a) => e.isActive({ textAlign: a })) ?? 'left',
      fontSize: (e.getAttributes('textStyle').fontSize as string | undefined) ?? null,
      color: (e.getAttributes('textStyle').color as string | undefined) ?? null,
      highlight: (e.getAttributes('highlight').color as string | undefined) ?? null,
      preset: (e.state.selection.$from.parent.attrs.preset as string | null | undefined) ?? null,
      inTable: e.isActive('table'),
      canUndo: canUndo(e.state),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  return (
    <div className="rte-toolbar" role="toolbar" aria-label={t('stylePreset')}>
      <Select
        size="small"
        className="rte-toolbar__block"
        value={s.block}
        aria-label={t('paragraph')}
        popupMatchSelectWidth={false}
        onChange={(v: string) => {
          if (v === 'p') chain().setParagraph().run();
          else
            chain()
              .toggleHeading({ level: Number(v.slice(1)) as 1 | 2 | 3 | 4 | 5 | 6 })
              .run();
        }}
        options={BLOCK_OPTIONS.map((v) => ({
          value: v,
          label: v === 'p' ? t('paragraph') : t('heading', { level: v.slice(1) }),
        }))}
      />
      <Select
        size="small"
        className="rte-toolbar__size"
        value={s.fontSize}
        placeholder={t('fontSize')}
        aria-label={t('fontSize')}
        allowClear
        onClear={() => chain().unsetFontSize().run()}
        onChange={(v: string | undefined) =>
          v ? chain().setFontSize(v).run() : chain().unsetFontSize().run()
        }
        options={FONT_SIZES.map((n) => ({ value: `${n}px`, label: `${n}px` }))}
      />
      <Select
        size="small"
        className="rte-toolbar__preset"
        value={s.preset ?? ''}
        aria-label={t('stylePreset')}
        popupMatchSelectWidth={false}
        onChange={(v: string) => {
          const type = editor.isActive('heading') ? 'heading' : 'paragraph';
          chain()
            .updateAttributes(type, { preset: v || null })
            .run();
        }}
        options={[
          { value: '', label: t('styleNone') },
          ...STYLE_PRESETS.map((p) => ({ value: p.value, label: t(p.label) })),
        ]}
      />
      <span className="rte-toolbar__sep" />
      <Tool
        label={t('bold')}
        icon={<BoldOutlined />}
        active={s.bold}
        onClick={() => chain().toggleBold().run()}
      />
      <Tool
        label={t('italic')}
        icon={<ItalicOutlined />}
        active={s.italic}
        onClick={() => chain().toggleItalic().run()}
      />
      <Tool
        label={t('underline')}
        icon={<UnderlineOutlined />}
        active={s.underline}
        onClick={() => chain().toggleUnderline().run()}
      />
      <Tool
        label={t('strike')}
        icon={<StrikethroughOutlined />}
        active={s.strike}
        onClick={() => chain().toggleStrike().run()}
      />
      <ColorPicker
        size="small"
        value={s.color}
        allowClear
        onChangeComplete={(c) => chain().setColor(c.toHexString()).run()}
        onClear={() => chain().unsetColor().run()}
      >
        <Button
          type="text"
          size="small"
          icon={<FontColorsOutlined style={{ color: s.color ?? undefined }} />}
          aria-label={t('color')}
        />
      </ColorPicker>
      <ColorPicker
        size="small"
        value={s.highlight}
        allowClear
        onChangeComplete={(c) => chain().setHighlight({ color: c.toHexString() }).run()}
        onClear={() => chain().unsetHighlight().run()}
      >
        <Button type="text" size="small" icon={<HighlightOutlined />} aria-label={t('highlight')} />
      </ColorPicker>
      <span className="rte-toolbar__sep" />
      <Tool
        label={t('alignLeft')}
        icon={<AlignLeftOutlined />}
        active={s.align === 'left'}
        onClick={() => chain().setTextAlign('left').run()}
      />
      <Tool
        label={t('alignCenter')}
        icon={<AlignCenterOutlined />}
        active={s.align === 'center'}
        onClick={() => chain().setTextAlign('center').run()}
      />
      <Tool
        label={t('alignRight')}
        icon={<AlignRightOutlined />}
        active={s.align === 'right'}
        onClick={() => chain().setTextAlign('right').run()}
      />
      <Tool
        label={t('bulletList')}
        icon={<UnorderedListOutlined />}
        active={s.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      />
      <Tool
        label={t('orderedList')}
        icon={<OrderedListOutlined />}
        active={s.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <Tool label={t('outdent')} icon={<MenuFoldOutlined />} onClick={() => setIndent(editor, -1)} />
      <Tool label={t('indent')} icon={<MenuUnfoldOutlined />} onClick={() => setIndent(editor, 1)} />
      <Tool label={t('quote')} active={s.quote} onClick={() => chain().toggleBlockquote().run()}>
        “ ”
      </Tool>
      <Tool
        label={t('code')}
        icon={<CodeOutlined />}
        active={s.code}
        onClick={() => chain().toggleCode().run()}
      />
      <Tool label={t('link')} icon={<LinkOutlined />} active={s.link} onClick={() => onDialog('link')} />
      <Tool
        label={t('horizontalRule')}
        icon={<LineOutlined />}
        onClick={() => chain().setHorizontalRule().run()}
      />
      <Tool
        label={t('clearFormat')}
        icon={<ClearOutlined />}
        onClick={() =>
          chain()
            .unsetAllMarks()
            .clearNodes()
            .unsetTextAlign()
            .resetAttributes('paragraph', ['preset', 'indent'])
            .run()
        }
      />
      <span className="rte-toolbar__sep" />
      <Tool label={t('image')} icon={<PictureOutlined />} onClick={() => onDialog('image')} />
      <Tool label={t('video')} icon={<VideoCameraOutlined />} onClick={() => onDialog('video')} />
      <Tool label={t('map')} icon={<EnvironmentOutlined />} onClick={() => onDialog('map')} />
      <Popover
        open={tableOpen}
        onOpenChange={setTableOpen}
        trigger="click"
        placement="bottomLeft"
        content={
          <TablePicker
            t={t}
            onPick={({ rows, cols }) => {
              setTableOpen(false);
              chain().insertTable({ rows, cols, withHeaderRow: true }).run();
            }}
          />
        }
      >
        <Button
          type="text"
          size="small"
          icon={<TableOutlined />}
          aria-label={t('table')}
          onMouseDown={(e) => e.preventDefault()}
        />
      </Popover>
      <Tool label={t('attachment')} icon={<PaperClipOutlined />} onClick={() => onDialog('attachment')} />
      <Tool label={t('template')} icon={<LayoutOutlined />} onClick={() => onDialog('template')} />
      <Tool label={t('background')} icon={<BgColorsOutlined />} onClick={() => onDialog('background')} />
      <Tool label={t('chart')} icon={<BarChartOutlined />} onClick={() => onDialog('chart')} />
      <span className="rte-toolbar__sep" />
      <Tool
        label={t('undo')}
        icon={<UndoOutlined />}
        disabled={!s.canUndo}
        onClick={() => chain().undo().run()}
      />
      <Tool
        label={t('redo')}
        icon={<RedoOutlined />}
        disabled={!s.canRedo}
        onClick={() => chain().redo().run()}
      />
      <Tool label={t('clearAll')} icon={<DeleteOutlined />} onClick={props.onClearAll} />
      {props.onFullScreen ? (
        <Tool
          label={props.fullScreen ? t('exitFullScreen') : t('fullScreen')}
          icon={props.fullScreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
          active={props.fullScreen}
          onClick={props.onFullScreen}
        />
      ) : null}
      <Segmented<Lang>
        size="small"
        className="rte-toolbar__lang"
        value={props.language}
        onChange={props.onLanguage}
        aria-label={t('language')}
        options={[
          { value: 'zh', label: '中' },
          { value: 'en', label: 'EN' },
        ]}
      />
      {s.inTable ? <TableTools editor={editor} t={t} onRefused={props.onTableRefused} /> : null}
    </div>
  );
}
