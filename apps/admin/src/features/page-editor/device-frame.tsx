import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { DESKTOP_WIDTH_PX, MOBILE_WIDTH_PX } from './editor-constants.ts';

export type Device = 'pc' | 'mobile';

export interface FrameSize {
  /** The width the page is laid out at: what the site's CSS sees as the window. */
  pageWidth: number;
  /** The height the page is laid out at. */
  pageHeight: number;
  /** How much the page is shrunk to fit the space (1: not at all). */
  scale: number;
}

/**
 * The canvas as a device shows the page: the PC at a desktop width and the phone at a phone's,
 * each shrunk to fit the space the editor has (never enlarged), as Webflow shows its canvas.
 */
export function frameSize(device: Device, space: { width: number; height: number }): FrameSize {
  const pageWidth = device === 'pc' ? DESKTOP_WIDTH_PX : MOBILE_WIDTH_PX;
  const scale = space.width > 0 ? Math.min(1, space.width / pageWidth) : 1;
  return { pageWidth, pageHeight: Math.max(0, Math.floor(space.height / scale)), scale };
}

/** Lays the canvas out at the device's width and scales it into the space around it. */
export function DeviceFrame({ device, children }: { device: Device; children: ReactNode }) {
  const spaceRef = useRef<HTMLDivElement>(null);
  const [space, setSpace] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const el = spaceRef.current;
    if (!el) return;
    const measure = () => setSpace({ width: el.clientWidth, height: el.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const size = frameSize(device, space);
  return (
    <div className="page-editor-device-space" ref={spaceRef}>
      <div
        className="page-editor-device"
        style={{ width: size.pageWidth * size.scale, height: size.pageHeight * size.scale }}
      >
        <div
          className="page-editor-canvas"
          style={{
            width: size.pageWidth,
            height: size.pageHeight,
            transform: size.scale < 1 ? `scale(${size.scale})` : undefined,
          }}
          data-testid="editor-canvas"
          data-device={device}
          data-scale={size.scale.toFixed(3)}
        >
          {children}
        </div>
      </div>
    </div>
  );
}
