// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { newField } from './form-draft.ts';
import { keptValues, postedValues, previewProblems } from './preview-check.ts';

const name = { ...newField('text', []), key: 'name', required: true };
const email = { ...newField('email', []), key: 'email' };
const colours = {
  ...newField('multiselect', []),
  key: 'colours',
  options: [
    { value: 'red', label: {} },
    { value: 'blue', label: {} },
  ],
};
const consent = { ...newField('consent', []), key: 'ok' };

function formWith(html: string): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = html;
  return form;
}

describe('the preview’s check', () => {
  it('reads the posted values as the site server does and refuses what it would refuse', () => {
    const form = formWith(
      '<input name="name" value=""><input name="email" value="nope"><input type="checkbox" name="colours" value="red" checked><input type="checkbox" name="ok">',
    );
    const values = postedValues(form, [name, email, colours, consent]);
    expect(values).toEqual({ name: '', email: 'nope', colours: ['red'], ok: '' });
    expect(previewProblems([name, email, colours, consent], values, 'en')).toEqual({
      name: 'Fill in this field.',
      email: 'Enter an e-mail address such as name@example.com.',
      ok: 'Please agree to continue.',
    });
    expect(previewProblems([name], { name: '' }, 'zh')).toEqual({ name: '请填写此项' });
  });

  it('accepts what the site would accept and keeps the text values to show again', () => {
    const values = { name: 'Ada', email: 'ada@example.com', colours: ['red', 'blue'], ok: 'on' };
    expect(previewProblems([name, email, colours, consent], values, 'en')).toEqual({});
    expect(keptValues({ ...values, file: undefined })).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      colours: ['red', 'blue'],
      ok: 'on',
    });
  });
});
