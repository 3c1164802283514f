// The one schema that drizzle-kit and the app see, assembled from the tables each module owns: a
// new module adds its <module>.schema.ts and one line here. drizzle-kit loads these files on their
// own, so schema files import nothing but drizzle-orm and other schema files.

export * from './tenant.schema.ts';
export * from '../modules/user/user.schema.ts';
export * from '../modules/message/message.schema.ts';
export * from '../modules/form/form.schema.ts';
export * from '../modules/page/page.schema.ts';
export * from '../modules/global-section/global-section.schema.ts';
export * from '../modules/menu/menu.schema.ts';
export * from '../modules/host/host.schema.ts';
export * from '../modules/block-ip/block-ip.schema.ts';
export * from '../modules/geo-redirect/geo-redirect.schema.ts';
export * from '../modules/redirect/redirect.schema.ts';
export * from '../modules/publish/publish.schema.ts';
export * from '../modules/media-library/media-library.schema.ts';
