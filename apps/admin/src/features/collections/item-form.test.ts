import { loadPinyin } from './title-slug.ts';
import { type ItemDetail, meetingCollection, newsCollection, productCollection } from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import {
  emptyItemForm,
  fieldDefault,
  fieldToBody,
  followSlug,
  formToBody,
  isScheduled,
  itemPath,
  itemToForm,
  problemFieldName,
} from './item-form.ts';

const detail: ItemDetail = {
  id: 7,
  website_id: 3,
  lang: 'en',
  title: 'Spring fair',
  slug: 'spring-fair',
  summary: 'We exhibit.',
  image: '/files/3/a.jpg',
  type_ids: [2],
  tag_ids: [5, 6],
  status: 'updated',
  is_pinned: true,
  sort: 1,
  publish_at: '2026-03-01T09:00:00.000Z',
  published_at: '2026-03-01T09:00:00.000Z',
  create_time: '2026-02-01T09:00:00.000Z',
  update_time: '2026-02-02T09:00:00.000Z',
  user_name: 'admin',
  fields: { cover: '/files/3/a.jpg' },
  url: '/news/spring-fair',
  body: '<p>Hello</p>',
  seo_title: '',
  seo_keywords: 'fair',
  seo_description: '',
  version: 4,
  source_item_id: null,
  translations: [],
};

describe('the item form', () => {
  it('starts a new product with every field of its definition at the default the server would give', () => {
    const form = emptyItemForm(productCollection);
    expect(form.fields).toEqual({
      model: '',
      gallery: [],
      price: null,
      currency: 'USD',
      attributes: {},
      files: [],
    });
    expect(form.title).toBe('');
    expect(form.publish_at).toBeNull();
  });

  it('fills the form from a saved article, filling a field the answer lacks with its default', () => {
    const form = itemToForm(newsCollection, detail);
    expect(form).toMatchObject({
      title: 'Spring fair',
      slug: 'spring-fair',
      type_ids: [2],
      tag_ids: [5, 6],
      is_pinned: true,
      seo_keywords: 'fair',
    });
    expect(form.fields).toEqual({ cover: '/files/3/a.jpg', author: '' });
  });

  it('saves an existing item with the version the edit started from, and a new one with its language and source', () => {
    const form = itemToForm(newsCollection, detail);
    const existing = formToBody(
      newsCollection,
      { ...form, title: '  Spring fair 2026 ' },
      {
        websiteId: 3,
        id: 7,
        version: 4,
        lang: 'de',
      },
    );
    expect(existing).toMatchObject({ website_id: 3, id: 7, version: 4, title: 'Spring fair 2026' });
    // A saved item's language is fixed: it is not sent again.
    expect(existing).not.toHaveProperty('lang');

    const translation = formToBody(newsCollection, form, { websiteId: 3, lang: 'de', sourceItemId: 7 });
    expect(translation).toMatchObject({ lang: 'de', source_item_id: 7 });
    expect(translation).not.toHaveProperty('id');
    expect(translation).not.toHaveProperty('version');
  });

  it('sends the product fields as the server takes them: empty entries dropped, the price as a number', () => {
    const form = emptyItemForm(productCollection);
    const body = formToBody(
      productCollection,
      {
        ...form,
        title: 'Pump',
        fields: {
          model: ' P-100 ',
          gallery: ['/files/3/b.jpg', '', '/files/3/c.jpg'],
          price: '12.50',
          currency: 'EUR',
          attributes: { '4': 'steel', '5': '', '6': [], '7': 3.5, '8': ['red'] },
          files: [
            { name: '', url: '/files/3/sheet.pdf' },
            { name: 'Manual', url: '' },
          ],
        },
      },
      { websiteId: 3 },
    );
    expect(body.fields).toEqual({
      model: 'P-100',
      gallery: ['/files/3/b.jpg', '/files/3/c.jpg'],
      price: 12.5,
      currency: 'EUR',
      attributes: { '4': 'steel', '7': 3.5, '8': ['red'] },
      // A file without a name is offered under its file name; a row without a file is left out.
      files: [{ name: 'sheet.pdf', url: '/files/3/sheet.pdf' }],
    });
  });

  it('sends a relation as the ids chosen, in their order, each once', () => {
    expect(fieldDefault('relation')).toEqual([]);
    expect(fieldToBody('relation', [9, 4, 9, 0, 'x', 2.5, 7])).toEqual([9, 4, 7]);
    expect(fieldToBody('relation', undefined)).toEqual([]);
  });

  it('sends a meeting’s dates, venue, agenda and registration as the server takes them', () => {
    expect(fieldToBody('datetime-range', { start: '', end: '', zone: 'Europe/Berlin' })).toBeNull();
    expect(
      fieldToBody('datetime-range', {
        start: '2030-05-14T09:00',
        end: '2030-05-14T17:00',
        zone: 'Europe/Berlin',
      }),
    ).toEqual({ start: '2030-05-14T09:00', end: '2030-05-14T17:00', zone: 'Europe/Berlin' });
    expect(
      fieldToBody('agenda', [
        {
          start: '2030-05-14T10:00',
          end: '2030-05-14T11:00',
          title: ' Keynote ',
          room: '',
          speakers: [3, 3, 5],
        },
        { start: '', end: '', title: '', room: '', speakers: [] },
      ]),
    ).toEqual([
      { start: '2030-05-14T10:00', end: '2030-05-14T11:00', title: 'Keynote', room: '', speakers: [3, 5] },
    ]);
    expect(
      fieldToBody('venue', {
        mode: 'hybrid',
        online_url: ' https://x.example.com ',
        map_url: 'https://maps.example.com/hall ',
        latitude: Number.NaN,
      }),
    ).toEqual({
      mode: 'hybrid',
      name: '',
      address: '',
      latitude: null,
      longitude: null,
      map_url: 'https://maps.example.com/hall',
      online_url: 'https://x.example.com',
    });
    expect(fieldToBody('registration', { form_id: 0, url: 'https://t.example.com' })).toEqual({
      form_id: null,
      url: 'https://t.example.com',
    });
    expect(
      fieldToBody('links', [
        { label: 'Site', url: '' },
        { label: '', url: 'https://a.example.com' },
      ]),
    ).toEqual([{ label: '', url: 'https://a.example.com' }]);
    expect(emptyItemForm(meetingCollection).fields).toMatchObject({
      when: null,
      agenda: [],
      sponsors: [],
      event_status: '',
    });
  });

  it('sends no price when the price is left empty (catalogues without prices)', () => {
    const form = emptyItemForm(productCollection);
    const body = formToBody(productCollection, { ...form, title: 'Pump' }, { websiteId: 3 });
    expect(body.fields.price).toBeNull();
  });

  it('derives the address from the title until the operator edits it', () => {
    expect(followSlug('Hello, World!', '', false)).toBe('hello-world');
    expect(followSlug('Hello, World!', 'my-own', true)).toBe('my-own');
  });

  it('spells a Chinese title in pinyin once the reader has loaded, as the server does', async () => {
    expect(loadPinyin('Oak chair')).toBeNull();
    await loadPinyin('北京烤鸭');
    expect(followSlug('北京烤鸭', '', false)).toBe('bei-jing-kao-ya');
    expect(followSlug('北京烤鸭', 'peking-duck', true)).toBe('peking-duck');
  });

  it('shows where the item will be: the language first for other languages than the default', () => {
    expect(itemPath('news', 'hello', 'en', 'en')).toBe('/news/hello');
    expect(itemPath('products', 'pump', 'de', 'en')).toBe('/de/products/pump');
  });

  it('calls a publish date to come scheduled, and a past or empty one not', () => {
    const now = new Date('2026-05-01T00:00:00Z');
    expect(isScheduled('2026-06-01T00:00:00Z', now)).toBe(true);
    expect(isScheduled('2026-04-01T00:00:00Z', now)).toBe(false);
    expect(isScheduled(null, now)).toBe(false);
  });

  it('puts the server’s field problems on the form field they belong to', () => {
    expect(problemFieldName(newsCollection, 'title')).toEqual(['title']);
    expect(problemFieldName(productCollection, 'fields.gallery.2')).toEqual(['fields', 'gallery']);
    expect(problemFieldName(productCollection, 'fields.nope')).toBeNull();
    expect(problemFieldName(newsCollection, 'website_id')).toBeNull();
  });
});
