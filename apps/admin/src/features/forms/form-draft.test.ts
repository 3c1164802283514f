import { FORM_FIELD_KINDS } from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import {
  type FormDraft,
  draftReducer,
  draftToBody,
  emptyDraft,
  fieldProblems,
  freeKey,
  hasAdvancedProblem,
  newField,
  newFieldLabel,
} from './form-draft.ts';

function draft(): FormDraft {
  return { ...emptyDraft(), name: 'Contact' };
}

describe('the form draft', () => {
  it('starts with a name and an e-mail field that the contract accepts', () => {
    const result = draftToBody(draft(), { websiteId: 1 });
    expect(result.problems).toEqual([]);
    expect(result.body?.fields.map((f) => f.key)).toEqual(['name', 'email']);
    expect(emptyDraft('zh').fields.map((f) => f.label)).toEqual([{ zh: '姓名' }, { zh: '邮箱' }]);
    expect(emptyDraft('de').fields[0]?.label).toEqual({ de: 'Name' });
  });

  it('gives every added field a key no other field has', () => {
    let d = draft();
    d = draftReducer(d, { type: 'addField', kind: 'text' });
    d = draftReducer(d, { type: 'addField', kind: 'text' });
    expect(d.fields.map((f) => f.key)).toEqual(['name', 'email', 'text_1', 'text_2']);
    expect(freeKey('text', ['text_1', 'text_3'])).toBe('text_2');
  });

  it('labels an added field by its kind in the language being edited, numbered when taken', () => {
    let d = draftReducer(draft(), { type: 'addField', kind: 'email', lang: 'en' });
    d = draftReducer(d, { type: 'addField', kind: 'phone', lang: 'en' });
    d = draftReducer(d, { type: 'addField', kind: 'phone', lang: 'en' });
    expect(d.fields.slice(2).map((f) => f.label)).toEqual([
      { en: 'E-mail 2' },
      { en: 'Phone' },
      { en: 'Phone 2' },
    ]);
    d = draftReducer(emptyDraft('zh'), { type: 'addField', kind: 'textarea', lang: 'zh' });
    expect(d.fields[2]?.label).toEqual({ zh: '留言' });
    expect(newFieldLabel('date', 'de', [])).toBe('Date');
  });

  it('opens "Advanced" only for a problem of the key or the pattern', () => {
    const problems = [{ path: 'fields.1.key', message: 'x' }];
    expect(hasAdvancedProblem(problems, 1)).toBe(true);
    expect(hasAdvancedProblem(problems, 0)).toBe(false);
    expect(hasAdvancedProblem([{ path: 'fields.1.label', message: 'x' }], 1)).toBe(false);
  });

  it('can add a field of every kind and save the result', () => {
    let d = draft();
    for (const kind of FORM_FIELD_KINDS) d = draftReducer(d, { type: 'addField', kind });
    expect(d.fields).toHaveLength(2 + FORM_FIELD_KINDS.length);
    expect(draftToBody(d, { websiteId: 1 }).problems).toEqual([]);
  });

  it('moves fields up and down and removes them', () => {
    let d = draftReducer(draft(), { type: 'addField', kind: 'phone' });
    d = draftReducer(d, { type: 'moveField', from: 2, to: 0 });
    expect(d.fields.map((f) => f.key)).toEqual(['phone_1', 'name', 'email']);
    expect(draftReducer(d, { type: 'moveField', from: 0, to: 5 })).toBe(d);
    d = draftReducer(d, { type: 'removeField', index: 1 });
    expect(d.fields.map((f) => f.key)).toEqual(['phone_1', 'email']);
  });

  it('keeps labels per language and drops an emptied one', () => {
    let d = draftReducer(draft(), {
      type: 'fieldText',
      index: 0,
      text: 'label',
      lang: 'en',
      value: 'Your name',
    });
    d = draftReducer(d, { type: 'fieldText', index: 0, text: 'label', lang: 'zh', value: '姓名' });
    expect(d.fields[0]?.label).toEqual({ en: 'Your name', zh: '姓名' });
    d = draftReducer(d, { type: 'fieldText', index: 0, text: 'label', lang: 'en', value: '' });
    expect(d.fields[0]?.label).toEqual({ zh: '姓名' });
  });

  it('gives a field turned into a choice an option, and manages its options', () => {
    let d = draftReducer(draft(), { type: 'updateField', index: 0, patch: { kind: 'select' } });
    expect(d.fields[0]?.options.map((o) => o.value)).toEqual(['option_1']);
    d = draftReducer(d, { type: 'addOption', index: 0 });
    d = draftReducer(d, {
      type: 'updateOption',
      index: 0,
      option: 1,
      value: 'blue',
      lang: 'en',
      label: 'Blue',
    });
    expect(d.fields[0]?.options[1]).toEqual({ value: 'blue', label: { en: 'Blue' } });
    d = draftReducer(d, { type: 'removeOption', index: 0, option: 0 });
    expect(d.fields[0]?.options.map((o) => o.value)).toEqual(['blue']);
  });

  it('reports the problems the server would refuse, on the field they belong to', () => {
    let d = draftReducer(draft(), { type: 'updateField', index: 1, patch: { key: 'name' } });
    d = draftReducer(d, { type: 'updateField', index: 0, patch: { pattern: '([a-z' } });
    d = { ...d, name: '', recipients: ['not-an-address'] };
    const result = draftToBody(d, { websiteId: 1, id: 4, version: 2 });
    expect(result.body).toBeNull();
    const paths = result.problems.map((p) => p.path);
    expect(paths).toContain('name');
    expect(paths).toContain('fields');
    expect(paths).toContain('recipients.0');
    expect(fieldProblems(result.problems, 0)).toEqual(['This is not a valid regular expression']);
  });

  it('switches the success between a message and a page', () => {
    let d = draftReducer(draft(), { type: 'successMessage', lang: 'en', value: 'Thanks!' });
    expect(d.success).toEqual({ kind: 'message', message: { en: 'Thanks!' } });
    d = draftReducer(d, { type: 'set', patch: { success: { kind: 'page', page_id: 9 } } });
    expect(draftReducer(d, { type: 'successMessage', lang: 'en', value: 'x' })).toBe(d);
    expect(draftToBody(d, { websiteId: 1 }).body?.success).toEqual({ kind: 'page', page_id: 9 });
  });

  it('copies a new field with the defaults a consent field needs', () => {
    expect(newField('consent', []).required).toBe(true);
  });
});
