import type { en } from './en.ts';

/** The shape of English messages with every text widened to `string`: what another locale provides. */
export type Catalog<T> = { readonly [K in keyof T]: T[K] extends string ? string : Catalog<T[K]> };

/** What every locale must provide: exactly the keys of the English messages. */
export type Messages = Catalog<typeof en>;

/**
 * Namespaces a feature owns (its `<feature>-i18n.ts`): each adds its English messages here by
 * declaration merging and registers both languages with `registerMessages`, so a new feature's
 * texts need no edit of en.ts or zh.ts.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging, one feature at a time.
export interface FeatureMessages {}

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A dotted path to one message, e.g. `login.submit`. */
export type MessageKey = Leaves<typeof en & FeatureMessages>;

/** Values for `{name}` placeholders. */
export type MessageVars = Readonly<Record<string, string | number>>;
