export * from './constants.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './locales.ts';
export * from './page-document.ts';
export * from './roles.ts';
export * from './user.ts';
export * from './website.ts';
