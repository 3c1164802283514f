import type { en } from './en.ts';

/** The shape of the English messages with every text widened to `string`. */
type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** What every locale must provide: exactly the keys of the English messages. */
export type Messages = Widen<typeof en>;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A dotted path to one message, e.g. `login.submit`. */
export type MessageKey = Leaves<typeof en>;

/** Values for `{name}` placeholders. */
export type MessageVars = Readonly<Record<string, string | number>>;
