import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import type { WebsiteFieldError } from './website-form.ts';
import { showWebsiteFormFailure } from './website-form-failure.ts';

const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../ui/feedback.ts', () => ({
  toastError: (text: string) => toasts.push(text),
  toastSuccess: () => {},
  clearToasts: () => {},
  registerMessageApi: () => {},
}));

function fakeForm() {
  const set: WebsiteFieldError[][] = [];
  return { set, setFields: (fields: WebsiteFieldError[]) => set.push(fields) };
}

afterEach(() => {
  toasts.length = 0;
});

describe('showWebsiteFormFailure', () => {
  const shown = ['name', 'flag_code', 'default_language'];

  it('puts server field errors on the fields, without a toast', () => {
    const form = fakeForm();
    const error = new ApiError('Invalid', 400, 'server', { fields: { name: 'Too long' } });
    showWebsiteFormFailure(error, shown, form);
    expect(form.set).toEqual([[{ name: 'name', errors: ['Too long'] }]]);
    expect(toasts).toEqual([]);
  });

  it('toasts a form error that no shown field can hold', () => {
    const form = fakeForm();
    showWebsiteFormFailure(new ApiError('This site address is already taken.', 1007, 'server'), shown, form);
    showWebsiteFormFailure(new ApiError('Invalid', 400, 'server', { fields: { other: 'x' } }), shown, form);
    expect(form.set).toEqual([]);
    expect(toasts).toEqual(['This site address is already taken.', 'Invalid']);
  });

  it('stays quiet about failures the client has already reported', () => {
    const form = fakeForm();
    showWebsiteFormFailure(new ApiError('Server error', 500, 'server'), shown, form);
    showWebsiteFormFailure(new ApiError('Offline', -1, 'network'), shown, form);
    showWebsiteFormFailure(new Error('boom'), shown, form);
    expect(form.set).toEqual([]);
    expect(toasts).toEqual([]);
  });
});
