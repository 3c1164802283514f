// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { editorCommand, isTypingTarget } from './editor-keys.ts';

const press = (
  key: string,
  mods: Partial<{ ctrl: boolean; meta: boolean; shift: boolean; alt: boolean }> = {},
) => ({
  key,
  code: `Key${key.toUpperCase()}`,
  ctrlKey: Boolean(mods.ctrl),
  metaKey: Boolean(mods.meta),
  shiftKey: Boolean(mods.shift),
  altKey: Boolean(mods.alt),
});

describe('editorCommand', () => {
  it('maps the undo, redo, duplicate and full-screen keys', () => {
    expect(editorCommand(press('z', { ctrl: true }))).toBe('undo');
    expect(editorCommand(press('z', { meta: true }))).toBe('undo');
    expect(editorCommand(press('Z', { ctrl: true, shift: true }))).toBe('redo');
    expect(editorCommand(press('y', { ctrl: true }))).toBe('redo');
    expect(editorCommand(press('d', { ctrl: true }))).toBe('duplicate');
    expect(editorCommand(press('c', { ctrl: true }))).toBe('copy');
    expect(editorCommand(press('v', { meta: true }))).toBe('paste');
    expect(editorCommand(press('z', { alt: true }))).toBe('fullScreen');
    expect(editorCommand(press('z'))).toBeNull();
    expect(editorCommand(press('s', { ctrl: true }))).toBeNull();
  });

  it('maps Delete and Backspace to removing the block, Alt+arrows to moving it', () => {
    expect(editorCommand(press('Delete'))).toBe('remove');
    expect(editorCommand(press('Backspace'))).toBe('remove');
    expect(editorCommand(press('Delete', { ctrl: true }))).toBeNull();
    expect(editorCommand(press('ArrowUp', { alt: true }))).toBe('moveUp');
    expect(editorCommand(press('ArrowDown', { alt: true }))).toBe('moveDown');
    expect(editorCommand(press('ArrowDown'))).toBeNull();
  });
});

describe('isTypingTarget', () => {
  it('is true in text inputs, text areas and rich text, false elsewhere', () => {
    document.body.innerHTML = `
      <input id="text" type="text"><input id="box" type="checkbox"><textarea id="area"></textarea>
      <div contenteditable="true"><p id="rich">x</p></div><button id="button">b</button>`;
    const el = (id: string) => document.getElementById(id);
    expect(isTypingTarget(el('text'))).toBe(true);
    expect(isTypingTarget(el('area'))).toBe(true);
    expect(isTypingTarget(el('rich'))).toBe(true);
    expect(isTypingTarget(el('box'))).toBe(false);
    expect(isTypingTarget(el('button'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
