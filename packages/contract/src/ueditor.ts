import { z } from 'zod';
import { Id } from './envelope.ts';

/**
 * The rich-text editor's server endpoint (spec §7), speaking the UEditor protocol: one path, the
 * `action` query parameter picks what happens. Answers come in the usual envelope; `data` holds
 * the UEditor answer. A refused upload answers its refusal code with `data.state` set to the
 * same message the envelope carries, so the editor can show `state` whatever it reads.
 */

export const UEDITOR_PATH = '/api/baidu/u_editor';

/** `state` of everything that went well; anything else is a message for the operator. */
export const UEDITOR_SUCCESS = 'SUCCESS';

export const UEDITOR_ACTIONS = ['config', 'uploadimage', 'uploadfile', 'uploadscrawl', 'catchimage'] as const;
export const UEditorAction = z.enum(UEDITOR_ACTIONS);
export type UEditorAction = z.infer<typeof UEditorAction>;

/** Remote image capture gives up on one address after this long (spec §9). */
export const REMOTE_IMAGE_TIMEOUT_MS = 60_000;
/** Most addresses one capture request may list. */
export const REMOTE_IMAGE_MAX_SOURCES = 20;

/** Form field names the editor sends its uploads in (files as in every other upload call). */
export const UEDITOR_FIELDS = {
  image: 'file',
  file: 'file',
  scrawl: 'upfile',
  catcher: 'source',
} as const;

export const UEditorQuery = z.object({
  action: UEditorAction,
  /** The website whose media library receives the files. */
  website_id: Id,
});
export type UEditorQuery = z.infer<typeof UEditorQuery>;

/** What `action=config` answers: field names, limits (bytes) and extensions (with the dot). */
export const UEditorConfig = z.object({
  imageActionName: z.literal('uploadimage'),
  imageFieldName: z.string(),
  imageMaxSize: z.number().int().positive(),
  imageAllowFiles: z.array(z.string()),
  imageUrlPrefix: z.string(),
  scrawlActionName: z.literal('uploadscrawl'),
  scrawlFieldName: z.string(),
  scrawlMaxSize: z.number().int().positive(),
  scrawlUrlPrefix: z.string(),
  catcherActionName: z.literal('catchimage'),
  catcherFieldName: z.string(),
  catcherMaxSize: z.number().int().positive(),
  catcherAllowFiles: z.array(z.string()),
  catcherUrlPrefix: z.string(),
  /** Hosts whose images are already this server's and are never captured. */
  catcherLocalDomain: z.array(z.string()),
  catcherTimeoutMs: z.number().int().positive(),
  catcherMaxSources: z.number().int().positive(),
  fileActionName: z.literal('uploadfile'),
  fileFieldName: z.string(),
  fileMaxSize: z.number().int().positive(),
  fileAllowFiles: z.array(z.string()),
  fileUrlPrefix: z.string(),
});
export type UEditorConfig = z.infer<typeof UEditorConfig>;

/** Image or file upload (`uploadimage`, `uploadfile`). */
export const UEditorUploadAnswer = z.object({
  state: z.string(),
  url: z.string(),
  /** The stored file's name. */
  title: z.string(),
  /** The name the operator's file had. */
  original: z.string(),
});
export type UEditorUploadAnswer = z.infer<typeof UEditorUploadAnswer>;

/** Screenshot upload (`uploadscrawl`). */
export const UEditorScrawlAnswer = z.object({
  state: z.string(),
  url: z.string(),
  title: z.string(),
});
export type UEditorScrawlAnswer = z.infer<typeof UEditorScrawlAnswer>;

export const UEditorCatchItem = z.object({
  /** The address as the editor sent it, so it can find the image to replace. */
  source: z.string(),
  state: z.string(),
  /** Where the stored copy is served; empty when this address was not captured. */
  url: z.string(),
});
export type UEditorCatchItem = z.infer<typeof UEditorCatchItem>;

/** Remote image capture (`catchimage`): `state` is SUCCESS when at least one image was stored. */
export const UEditorCatchAnswer = z.object({
  state: z.string(),
  list: z.array(UEditorCatchItem),
});
export type UEditorCatchAnswer = z.infer<typeof UEditorCatchAnswer>;

/** The state of a refusal: the same message as the envelope's. */
export const UEditorRefusal = z.object({ state: z.string() });
export type UEditorRefusal = z.infer<typeof UEditorRefusal>;

export const UEditorAnswer = z.union([
  UEditorConfig,
  UEditorUploadAnswer,
  UEditorScrawlAnswer,
  UEditorCatchAnswer,
]);
export type UEditorAnswer = z.infer<typeof UEditorAnswer>;

/** Body of a screenshot upload: the image as base64 (a `data:` URL prefix is allowed). */
export const UEditorScrawlBody = z.object({ [UEDITOR_FIELDS.scrawl]: z.string().min(1) });

/** Body of a capture: one address or a list (`source[]` as HTML forms send it, or `source`). */
export const UEditorCatchBody = z
  .object({
    source: z.union([z.string(), z.array(z.string())]).optional(),
    'source[]': z.union([z.string(), z.array(z.string())]).optional(),
  })
  .transform((body) => [body.source ?? [], body['source[]'] ?? []].flat());
