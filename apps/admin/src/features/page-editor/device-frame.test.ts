import { describe, expect, it } from 'vitest';
import { frameSize } from './device-frame.tsx';

describe('frameSize', () => {
  it('lays the PC view out at 1280 px, shrunk to fit a narrower editor', () => {
    // A 1440 px window leaves about 840 px between the side panels.
    const size = frameSize('pc', { width: 840, height: 800 });
    expect(size.pageWidth).toBe(1280);
    expect(size.scale).toBeCloseTo(840 / 1280);
    expect(size.pageHeight).toBe(Math.floor(800 / (840 / 1280)));
  });

  it('never enlarges: a wide editor shows the PC view at its own size', () => {
    expect(frameSize('pc', { width: 1600, height: 900 })).toEqual({
      pageWidth: 1280,
      pageHeight: 900,
      scale: 1,
    });
  });

  it('lays the phone view out at 390 px', () => {
    expect(frameSize('mobile', { width: 840, height: 800 })).toEqual({
      pageWidth: 390,
      pageHeight: 800,
      scale: 1,
    });
  });

  it('draws at scale 1 before the space is measured', () => {
    expect(frameSize('pc', { width: 0, height: 0 }).scale).toBe(1);
  });
});
