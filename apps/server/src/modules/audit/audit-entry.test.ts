import { describe, expect, it } from 'vitest';
import { csvCell, writeCsv } from './audit-csv.ts';
import { changesOf, isSecretField, targetIdsOf } from './audit-entry.ts';

describe('what an audit entry keeps of a request', () => {
  it('takes secrets by field name', () => {
    for (const field of [
      'password',
      'old_password',
      'newPassword',
      'pwd',
      'token',
      'valid_code',
      'code',
      'sms_code',
      'smtp_url',
      'sms_access_key',
      'accessKeyId',
      'secret',
      'client_secret',
      'private_key',
      'api_key',
      'signature',
      'service_account_json',
    ]) {
      expect(isSecretField(field), field).toBe(true);
    }
    for (const field of [
      'name',
      'keywords',
      'description',
      'domain',
      'status',
      'roles',
      'title',
      'flag_code',
    ]) {
      expect(isSecretField(field), field).toBe(false);
    }
  });

  it('records new values of plain fields, redacts secrets, names long or structured ones only', () => {
    expect(
      changesOf({
        id: 3,
        name: 'Shop',
        password: 'hunter22',
        smtp: { host: 'mail', password: 'x' },
        seo: { title: 'T', token: 'abc' },
        content: { blocks: [] },
        list: [1, 2],
        long: 'x'.repeat(201),
        enabled: false,
      }),
    ).toEqual([
      { field: 'name', value: 'Shop' },
      { field: 'password', value: '[redacted]' },
      { field: 'smtp', value: '[redacted]' },
      { field: 'seo.title', value: 'T' },
      { field: 'seo.token', value: '[redacted]' },
      { field: 'content.blocks', value: null },
      { field: 'list', value: null },
      { field: 'long', value: null },
      { field: 'enabled', value: 'false' },
    ]);
  });

  it('lists only what differs from the record before, old and new', () => {
    expect(
      changesOf(
        { website_id: 1, name: 'New', flag_code: 'US', seo: { title: 'T', keywords: '' }, api_key: 'k2' },
        { name: 'Old', flag_code: 'US', seo: { title: '', keywords: '' }, api_key: 'k1' },
      ),
    ).toEqual([
      { field: 'name', before: 'Old', value: 'New' },
      { field: 'seo.title', before: '', value: 'T' },
      { field: 'api_key', before: '[redacted]', value: '[redacted]' },
    ]);
  });

  it('finds the ids in query and body, the website apart', () => {
    expect(targetIdsOf({ website_id: '4', ids: '1,2,3' }, { page_id: 9, name: 'x', id: 'nope' })).toEqual({
      websiteId: 4,
      ids: { ids: [1, 2, 3], page_id: 9 },
    });
    expect(targetIdsOf(undefined, { ids: [5, 6], role_id: 2 })).toEqual({
      websiteId: null,
      ids: { ids: [5, 6], role_id: 2 },
    });
  });
});

describe('the CSV of the audit log', () => {
  it('quotes every cell, doubles quotes and defuses formulas', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}1+1`)).toBe(`"'${start}1+1"`);
    }
    expect(csvCell(null)).toBe('""');
    expect(csvCell(12)).toBe('"12"');
  });

  it('starts with a byte-order mark and a header row, lines end in CRLF', () => {
    expect(writeCsv(['a', 'b'], [['1', '中文']])).toBe('\uFEFF"a","b"\r\n"1","中文"\r\n');
  });
});
