import { describe, expect, it } from 'vitest';
import { keyAction, zoomStep, type KeyPress } from './keys';

const press = (key: string, extra: Partial<KeyPress> = {}): KeyPress => ({ key, code: `Key${key.toUpperCase()}`, altKey: false, shiftKey: false, ctrlKey: false, metaKey: false, inField: false, ...extra });

describe('reader keyboard', () => {
  it('moves between identifiers with Alt+Shift+N and P, even in a text field', () => {
    expect(keyAction(press('N', { altKey: true, shiftKey: true, inField: true }))).toBe('nextIdentifier');
    expect(keyAction(press('P', { altKey: true, shiftKey: true }))).toBe('previousIdentifier');
  });

  it('takes letters as commands only outside text fields', () => {
    expect(keyAction(press('n'))).toBe('nextPage');
    expect(keyAction(press('n', { inField: true }))).toBeNull();
    expect(keyAction(press('/'))).toBe('find');
    expect(keyAction(press('End', { code: 'End' }))).toBe('lastPage');
  });

  it('keeps Ctrl+F and Ctrl+plus for the document', () => {
    expect(keyAction(press('f', { ctrlKey: true, inField: true }))).toBe('find');
    expect(keyAction(press('=', { ctrlKey: true }))).toBe('zoomIn');
    expect(keyAction(press('c', { ctrlKey: true }))).toBeNull();
  });

  it('zooms in steps and stops at both ends', () => {
    expect(zoomStep(1, 1)).toBe(1.1);
    expect(zoomStep(1.3, -1)).toBe(1.25);
    expect(zoomStep(4, 1)).toBe(4);
    expect(zoomStep(0.5, -1)).toBe(0.5);
  });
});
