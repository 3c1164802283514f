/** A module's codes: each with its HTTP status and its message in English and Chinese. */
export type ErrorTable = Record<string, { code: number; status: number; en: string; zh: string }>;
