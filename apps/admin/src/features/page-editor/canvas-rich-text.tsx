import { createUsePuck } from '@puckeditor/core';
import {
  cloneElement,
  lazy,
  type PointerEvent,
  type ReactElement,
  Suspense,
  useContext,
  useRef,
} from 'react';
import { CanvasEditingContext } from './canvas-editing.ts';

const usePuck = createUsePuck();

// TipTap is large: it loads when a rich-text block is first selected on the canvas.
const RichTextOnCanvas = lazy(() => import('./rich-text-on-canvas.tsx'));

/** Where the pointer went down on the block, so the cursor lands there once the editor is up. */
export interface CanvasPoint {
  x: number;
  y: number;
}

/**
 * A rich-text block on the canvas: as visitors see it until it is selected, then typed into where
 * it stands, its formatting toolbar above the canvas (the side panel keeps its own editor of the
 * same text, for those who prefer it).
 */
export function CanvasRichText({
  id,
  html,
  view,
  dragRef,
}: {
  id: string;
  html: string;
  /** The block's view, as publishing draws it. */
  view: ReactElement;
  dragRef: ((element: Element | null) => void) | null;
}) {
  const selected = usePuck((s) => s.selectedItem?.props.id === id);
  const { toolbarHost, websiteId } = useContext(CanvasEditingContext);
  const pointer = useRef<(CanvasPoint & { at: number }) | null>(null);
  const shown = cloneElement(view as ReactElement<Record<string, unknown>>, {
    ref: dragRef,
    onPointerDown: (e: PointerEvent) => {
      pointer.current = { x: e.clientX, y: e.clientY, at: Date.now() };
    },
  });
  if (!selected || !toolbarHost) return shown;
  return (
    <Suspense fallback={shown}>
      <RichTextOnCanvas
        id={id}
        html={html}
        websiteId={websiteId}
        toolbarHost={toolbarHost}
        dragRef={dragRef}
        clickedAt={pointer.current}
      />
    </Suspense>
  );
}
