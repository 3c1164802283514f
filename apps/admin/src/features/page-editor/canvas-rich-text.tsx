import { createUsePuck } from '@puckeditor/core';
import {
  cloneElement,
  lazy,
  type PointerEvent,
  type ReactElement,
  Suspense,
  useContext,
  useEffect,
  useRef,
  useState,
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
 * A rich-text block on the canvas: as visitors see it (charts, maps and videos drawn) until it is
 * clicked, then typed into where it stands, its formatting toolbar above the canvas. Working in
 * the side panel's editor of the same text shows it as visitors see it again.
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
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    if (!selected) setTyping(false);
  }, [selected]);
  const shown = cloneElement(view as ReactElement<Record<string, unknown>>, {
    ref: dragRef,
    onPointerDown: (e: PointerEvent) => {
      pointer.current = { x: e.clientX, y: e.clientY, at: Date.now() };
      setTyping(true);
    },
  });
  if (!selected || !typing || !toolbarHost) return shown;
  return (
    <Suspense fallback={shown}>
      <RichTextOnCanvas
        id={id}
        html={html}
        websiteId={websiteId}
        toolbarHost={toolbarHost}
        dragRef={dragRef}
        clickedAt={pointer.current}
        onRest={() => setTyping(false)}
      />
    </Suspense>
  );
}
