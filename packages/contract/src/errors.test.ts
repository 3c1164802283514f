import { describe, expect, it } from 'vitest';
import { clientMessages } from './client-messages.ts';
import { errors, errorTables, langFromHeader, messageFor } from './errors.ts';
import { flagEmoji } from './locales.ts';
import { errorCodes } from './paths/index.ts';

describe('error table', () => {
  it('gives every code a distinct number and both languages', () => {
    const codes = Object.values(errors).map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const e of Object.values(errors)) {
      expect(e.en.length).toBeGreaterThan(0);
      expect(e.zh.length).toBeGreaterThan(0);
    }
  });

  it('assembles every module file without two of them naming the same key', () => {
    const keys = errorTables.flatMap((table) => Object.keys(table));
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(errors)).toEqual(keys);
  });

  it("gives the browser's message-free table every code under its name", () => {
    expect(errorCodes).toEqual(Object.fromEntries(Object.entries(errors).map(([key, e]) => [key, e.code])));
  });

  it("words the client's own refusals as the table does", () => {
    for (const key of ['SESSION_INVALID', 'ILLEGAL_OPERATION', 'ROLES_EMPTY', 'AUTH_FAILED'] as const) {
      expect(clientMessages[key]).toEqual({ en: errors[key].en, zh: errors[key].zh });
    }
  });

  it("keeps the spec's Chinese messages verbatim", () => {
    expect(messageFor('SESSION_INVALID', 'zh')).toBe('Token 已失效！请重新登录');
    expect(messageFor('ILLEGAL_OPERATION', 'zh')).toBe('非法操作!');
    expect(errors.ILLEGAL_OPERATION.code).toBe(1105);
    expect(errors.SESSION_INVALID.code).toBe(401);
    expect(messageFor('APP_NOT_LICENSED', 'en')).toBe('The app is not licensed');
  });
});

describe('langFromHeader', () => {
  it('answers zh only for a Chinese first preference', () => {
    expect(langFromHeader('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh');
    expect(langFromHeader('en-US,zh;q=0.9')).toBe('en');
    expect(langFromHeader(undefined)).toBe('en');
    expect(langFromHeader('')).toBe('en');
  });
});

describe('flagEmoji', () => {
  it('builds the regional-indicator pair', () => {
    expect(flagEmoji('cn')).toBe('🇨🇳');
    expect(flagEmoji('US')).toBe('🇺🇸');
    expect(flagEmoji('x1')).toBe('🏳️');
  });
});
