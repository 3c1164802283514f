import type { COLLECTIONS } from '@sitewright/contract';

/** Any collection's definition, as the screens that render from a definition take it. */
export type AnyCollection = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];
