import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_NAMES, auditActionName } from './audit.ts';
import { calls } from './paths/index.ts';

/** The contract's name of every call that changes something (what the audit log records). */
function changingCallNames(): string[] {
  const names: string[] = [];
  for (const [name, value] of Object.entries(calls as Record<string, unknown>)) {
    const entry = value as Record<string, unknown>;
    if (typeof entry.method === 'string') {
      if (entry.method !== 'GET') names.push(name);
      continue;
    }
    for (const [member, call] of Object.entries(entry)) {
      if ((call as { method: string }).method !== 'GET') names.push(`${name}.${member}`);
    }
  }
  return names;
}

describe('the audit log’s action names', () => {
  it('names every call that changes something in words, in both languages', () => {
    const unnamed = changingCallNames().filter((name) => !AUDIT_ACTION_NAMES[name]);
    expect(unnamed).toEqual([]);
    for (const text of Object.values(AUDIT_ACTION_NAMES)) {
      expect(text.en).not.toMatch(/[.#/]|undefined/);
      expect(text.zh).not.toMatch(/[A-Za-z]{4,}|undefined/);
    }
  });

  it('says an invitation and a collection change as people do', () => {
    expect(auditActionName('invite.invite', 'en')).toBe('Invited a user');
    expect(auditActionName('invite.invite', 'zh')).toBe('邀请用户');
    expect(auditActionName('product.save', 'en')).toBe('Saved a product');
    expect(auditActionName('news.tagMerge', 'zh')).toBe('合并文章标签');
    expect(auditActionName('faq.del', 'en')).toBe('Deleted FAQs');
  });
});
