import { z } from 'zod';
import { defineCall, Id, idList, positiveInt } from './envelope.ts';
import { gatedCalls, PAGE_WORK_ROLES, ROLES } from './roles.ts';

import { MEDIA_ALT_MAX, MEDIA_NAME_MAX, MediaFile, MediaFolder, MediaKind } from './media.ts';

/**
 * The media library of a website (/media/list): browsing files by folder, name, kind and date,
 * folders, renaming, alternative texts, moving, deleting, and where each file is used.
 */

/** Longest folder name: folder names sit in a narrow tree. */
export const MEDIA_FOLDER_NAME_MAX = 64;
/** Deepest nesting of folders (a top-level folder is level 1). */
export const MEDIA_FOLDER_MAX_DEPTH = 5;
/** Most folders one website may have. */
export const MEDIA_FOLDER_MAX = 1000;
/** Most files one selection may hold (spec §9: the attachment dialog allows up to 100). */
export const MEDIA_SELECTION_MAX = 100;
/** Largest page of the file list. */
export const MEDIA_PAGE_SIZE_MAX = 100;
export const MEDIA_PAGE_SIZE_DEFAULT = 40;

export const MEDIA_SORTS = ['newest', 'oldest', 'name', 'size'] as const;
export const MediaSort = z.enum(MEDIA_SORTS);
export type MediaSort = z.infer<typeof MediaSort>;

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const UNSAFE_NAME = /[/\\\u0000-\u001f\u007f]/;

/** Whether a file or folder name may be stored: trimmed, not empty, no separators or control characters. */
export function isValidMediaName(name: string, max: number = MEDIA_NAME_MAX): boolean {
  return name.length > 0 && name.length <= max && name === name.trim() && !UNSAFE_NAME.test(name);
}

/**
 * Which folder a list shows: every file of the website (`all`), the files outside any folder
 * (`root`), or the files of one folder (its id).
 */
export const MediaFolderFilter = z.union([z.enum(['all', 'root']), Id]);
export type MediaFolderFilter = z.output<typeof MediaFolderFilter>;

const PositiveInt = positiveInt();

/** Comma-separated kinds in a query string (`image,svg`). */
const KindList = z
  .string()
  .transform((s) => s.split(',').filter((k) => k !== ''))
  .pipe(z.array(MediaKind).min(1).max(MediaKind.options.length));

export const MediaListQuery = z.object({
  website_id: Id,
  folder_id: MediaFolderFilter.default('all'),
  /** Part of the name, any case. */
  name: z.string().trim().max(MEDIA_NAME_MAX).optional(),
  kind: KindList.optional(),
  /** Uploaded at or after (ISO 8601). */
  from: z.iso.datetime({ offset: true }).optional(),
  /** Uploaded at or before (ISO 8601). */
  to: z.iso.datetime({ offset: true }).optional(),
  page: PositiveInt.default(1),
  page_size: PositiveInt.pipe(z.number().max(MEDIA_PAGE_SIZE_MAX)).default(MEDIA_PAGE_SIZE_DEFAULT),
  sort: MediaSort.default('newest'),
});
export type MediaListQuery = z.input<typeof MediaListQuery>;

/** A file as the library lists it: with the number of pages and items that use it. */
export const MediaLibraryFile = MediaFile.extend({ used_count: z.number().int() });
export type MediaLibraryFile = z.infer<typeof MediaLibraryFile>;

export const MediaFileList = z.object({
  list: z.array(MediaLibraryFile),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type MediaFileList = z.infer<typeof MediaFileList>;

/** A folder with the number of files directly in it. */
export const MediaFolderNode = MediaFolder.extend({ file_count: z.number().int() });
export type MediaFolderNode = z.infer<typeof MediaFolderNode>;

/** Every folder of a website (flat, by name; `parent_id` builds the tree) and the file counts. */
export const MediaFolderList = z.object({
  list: z.array(MediaFolderNode),
  /** Files outside any folder. */
  root_file_count: z.number().int(),
  total_file_count: z.number().int(),
});
export type MediaFolderList = z.infer<typeof MediaFolderList>;

const FolderName = z.string().trim().min(1).max(MEDIA_FOLDER_NAME_MAX);
const FileName = z.string().trim().min(1).max(MEDIA_NAME_MAX);
/** The folder something goes into; null for the top level. */
const TargetFolder = Id.nullable();
const SelectedIds = z.array(Id).min(1).max(MEDIA_SELECTION_MAX);

export const MediaFoldersQuery = z.object({ website_id: Id });

export const CreateMediaFolderBody = z.object({
  website_id: Id,
  parent_id: TargetFolder.default(null),
  name: FolderName,
});
export type CreateMediaFolderBody = z.input<typeof CreateMediaFolderBody>;

export const RenameMediaFolderBody = z.object({ website_id: Id, id: Id, name: FolderName });
export type RenameMediaFolderBody = z.input<typeof RenameMediaFolderBody>;

export const MoveMediaFolderBody = z.object({ website_id: Id, id: Id, parent_id: TargetFolder });
export type MoveMediaFolderBody = z.input<typeof MoveMediaFolderBody>;

/**
 * What becomes of a folder's files and folders when it is deleted: without `contents` a folder that
 * still holds any is refused (MEDIA_FOLDER_NOT_EMPTY); `move` hands them to the folder above it
 * (or to no folder), `delete` deletes them with it. Either happens in one transaction.
 */
export const MEDIA_FOLDER_CONTENTS = ['move', 'delete'] as const;
export type MediaFolderContents = (typeof MEDIA_FOLDER_CONTENTS)[number];
export const DeleteMediaFolderQuery = z.object({
  website_id: Id,
  id: Id,
  contents: z.enum(MEDIA_FOLDER_CONTENTS).optional(),
});

export const RenameMediaFileBody = z.object({ website_id: Id, id: Id, name: FileName });
export type RenameMediaFileBody = z.input<typeof RenameMediaFileBody>;

export const SetMediaAltBody = z.object({
  website_id: Id,
  id: Id,
  alt: z.string().trim().max(MEDIA_ALT_MAX),
});
export type SetMediaAltBody = z.input<typeof SetMediaAltBody>;

export const MoveMediaFilesBody = z.object({ website_id: Id, ids: SelectedIds, folder_id: TargetFolder });
export type MoveMediaFilesBody = z.input<typeof MoveMediaFilesBody>;

export const DeleteMediaFilesBody = z.object({ website_id: Id, ids: SelectedIds });
export type DeleteMediaFilesBody = z.input<typeof DeleteMediaFilesBody>;

export const MediaIdsResult = z.object({ ids: z.array(z.number().int()) });
export type MediaIdsResult = z.infer<typeof MediaIdsResult>;

/** Comma-separated ids in a query string (`3,8,13`). */
const IdList = idList(MEDIA_SELECTION_MAX);

export const MediaUsageQuery = z.object({ website_id: Id, ids: IdList });
export type MediaUsageQuery = z.input<typeof MediaUsageQuery>;

export const MediaUsagePage = z.object({
  id: z.number().int(),
  page_name: z.string(),
  lang: z.string(),
});
export type MediaUsagePage = z.infer<typeof MediaUsagePage>;

/** Where one file is used: the live pages, and how many other items (articles, products…). */
export const MediaUsage = z.object({
  file_id: z.number().int(),
  pages: z.array(MediaUsagePage),
  other_count: z.number().int(),
});
export type MediaUsage = z.infer<typeof MediaUsage>;

export const MediaUsageList = z.object({ list: z.array(MediaUsage) });
export type MediaUsageList = z.infer<typeof MediaUsageList>;

/** Who may browse the library to pick a file: its own operators and those who edit pages. */
const MEDIA_PICK_ROLES = [ROLES.mediaList, ...PAGE_WORK_ROLES];

export const mediaLibraryCalls = gatedCalls([ROLES.mediaList], {
  // Listing is also how the page editor's media picker chooses a file; changing the library is not.
  files: defineCall({
    method: 'GET',
    path: '/api/media/files',
    query: MediaListQuery,
    data: MediaFileList,
    roles: MEDIA_PICK_ROLES,
  }),
  folders: defineCall({
    method: 'GET',
    path: '/api/media/folders',
    query: MediaFoldersQuery,
    data: MediaFolderList,
    roles: MEDIA_PICK_ROLES,
  }),
  createFolder: defineCall({
    method: 'POST',
    path: '/api/media/folder',
    body: CreateMediaFolderBody,
    data: MediaFolder,
  }),
  renameFolder: defineCall({
    method: 'POST',
    path: '/api/media/folder/rename',
    body: RenameMediaFolderBody,
    data: MediaFolder,
  }),
  moveFolder: defineCall({
    method: 'POST',
    path: '/api/media/folder/move',
    body: MoveMediaFolderBody,
    data: MediaFolder,
  }),
  deleteFolder: defineCall({
    method: 'DELETE',
    path: '/api/media/folder',
    query: DeleteMediaFolderQuery,
    data: z.object({ id: z.number().int() }),
  }),
  renameFile: defineCall({
    method: 'POST',
    path: '/api/media/file/rename',
    body: RenameMediaFileBody,
    data: MediaFile,
  }),
  setAlt: defineCall({ method: 'POST', path: '/api/media/file/alt', body: SetMediaAltBody, data: MediaFile }),
  moveFiles: defineCall({
    method: 'POST',
    path: '/api/media/files/move',
    body: MoveMediaFilesBody,
    data: MediaIdsResult,
  }),
  deleteFiles: defineCall({
    method: 'POST',
    path: '/api/media/files/delete',
    body: DeleteMediaFilesBody,
    data: MediaIdsResult,
  }),
  usage: defineCall({
    method: 'GET',
    path: '/api/media/usage',
    query: MediaUsageQuery,
    data: MediaUsageList,
  }),
});
