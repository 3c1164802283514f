import { describe, expect, it } from 'vitest';
import { catalogProblems } from '../../shared/i18n/catalog-check.ts';
import { canvasFrameMessages } from './canvas-frame.ts';

describe('the canvas frame’s name', () => {
  it('is in English and Chinese', () => {
    expect(catalogProblems(canvasFrameMessages.en, canvasFrameMessages.zh)).toEqual([]);
  });
});
