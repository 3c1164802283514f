import type { Lang } from '@sitewright/contract';
import { en } from './en.ts';
import type { MessageKey, Messages, MessageVars } from './types.ts';
import { zh } from './zh.ts';

const catalogs: Record<Lang, Messages> = { en, zh };

function lookup(messages: Messages, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Replaces `{name}` placeholders; unknown placeholders stay visible so a missing value is noticed. */
export function interpolate(text: string, vars?: MessageVars): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : whole,
  );
}

/** The message for `key` in `lang`, falling back to English. */
export function translate(lang: Lang, key: MessageKey, vars?: MessageVars): string {
  const text = lookup(catalogs[lang], key) ?? lookup(en, key) ?? key;
  return interpolate(text, vars);
}
