import { describe, expect, it } from 'vitest';
import { brandValues, fillBrandProps, fillBrandText } from './brand-text.ts';

const brand = { logo: '', companyName: '', tagline: '', address: '', phone: '', email: '' };
const empty = brandValues('Rye Bakery', brand);
const full = brandValues('Rye Bakery', {
  ...brand,
  companyName: 'Rye & Co <Ltd>',
  address: '4 Mill Lane',
  phone: '+1 555 0199',
  email: 'hi@rye.test',
});
const CONTACT =
  '<p><strong>{{company.name}}</strong><br>{{company.address}}</p><p>Phone: {{company.phone}}<br>Email: {{company.email}}</p><p>Open daily.</p>';

describe('fillBrandText', () => {
  it('fills the details, escaped in rich text', () => {
    expect(fillBrandText(CONTACT, full, { html: true })).toBe(
      '<p><strong>Rye &amp; Co &lt;Ltd&gt;</strong><br>4 Mill Lane</p><p>Phone: +1 555 0199<br>Email: hi@rye.test</p><p>Open daily.</p>',
    );
    expect(fillBrandText('About {{company.name}}', full)).toBe('About Rye & Co <Ltd>');
  });

  it('drops the lines naming a detail the brand kit lacks, and the company falls back to the website', () => {
    expect(fillBrandText(CONTACT, empty, { html: true })).toBe(
      '<p><strong>Rye Bakery</strong></p><p>Open daily.</p>',
    );
    expect(fillBrandText('{{company.address}}', empty)).toBe('');
  });

  it('says on the canvas where an empty detail is filled', () => {
    expect(fillBrandText('Phone: {{company.phone}}', empty, { canvas: true })).toBe(
      'Phone: [add your phone number in website settings → Brand]',
    );
    expect(fillBrandText('电话：{{company.phone}}', empty, { canvas: true, lang: 'zh-CN' })).toContain(
      '品牌',
    );
  });

  it('reads the neutral wording of pages made by earlier versions as the placeholders', () => {
    const former = '<p>Street, postcode and city</p><p>Phone: Phone number<br>Email: E-mail address</p>';
    expect(fillBrandText(former, full, { html: true })).toBe(
      '<p>4 Mill Lane</p><p>Phone: +1 555 0199<br>Email: hi@rye.test</p>',
    );
    expect(fillBrandText(former, empty, { html: true })).toBe('');
  });

  it('leaves text that names nothing, and unknown placeholders, as they are', () => {
    const text = 'Call {{someone.else}} about the Phone number form';
    expect(fillBrandText(text, full)).toBe(text);
  });
});

describe('fillBrandProps', () => {
  it('fills strings at any depth and hands back untouched props as the same object', () => {
    const props = { html: '<p>{{company.phone}}</p>', links: [{ label: '{{company.email}}' }], size: 2 };
    expect(fillBrandProps(props, full, {})).toEqual({
      html: '<p>+1 555 0199</p>',
      links: [{ label: 'hi@rye.test' }],
      size: 2,
    });
    const plain = { text: 'Hello', items: [{ label: 'A' }] };
    expect(fillBrandProps(plain, full, {})).toBe(plain);
  });
});
