import {
  fileExtension,
  isValidMediaName,
  MEDIA_FOLDER_MAX,
  MEDIA_FOLDER_MAX_DEPTH,
  MEDIA_FOLDER_NAME_MAX,
  type MediaFile,
  type MediaFileList,
  type MediaFolder,
  type MediaFolderList,
  type MediaKind,
  type MediaSort,
  type MediaFolderContents,
  type MediaUsageList,
} from '@sitewright/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireWebsite, notOwned } from '../../lib/tenancy.ts';
import { toMediaFile, toMediaFolder } from '../upload/index.ts';
import {
  deleteFiles,
  deleteFolder,
  fileCounts,
  fileIdsInFolders,
  filesByIds,
  filesWithContent,
  folderHasContent,
  foldersOf,
  insertFolder,
  listFiles,
  listFolders,
  type MediaFileRow,
  type MediaFolderRow,
  type MediaScope,
  moveFiles,
  type Tx,
  updateFile,
  updateFolder,
  usageOf,
} from './media-library.repository.ts';

export interface FileListInput {
  website_id: number;
  folder_id: 'all' | 'root' | number;
  name?: string | undefined;
  kind?: MediaKind[] | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  page_size: number;
  sort: MediaSort;
}

export interface MediaLibraryDeps {
  db: Db;
  /**
   * Removes stored objects (files and their variants) that no row refers to any more. Called after
   * the deleting transaction committed: a failure leaves an unreferenced object, never a row whose
   * file is gone.
   */
  removeObjects(keys: readonly string[]): Promise<void>;
  /** Told when removing objects failed; the rows are gone either way. */
  onRemoveFailed?(error: unknown, keys: readonly string[]): void;
}

/** PostgreSQL's code for a row still referenced elsewhere, from pg and PGlite alike. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

/** Levels of a folder: a top-level folder is at depth 1. */
function depthOf(folders: ReadonlyMap<number, MediaFolderRow>, id: number | null): number {
  let depth = 0;
  for (let at = id; at !== null && depth <= MEDIA_FOLDER_MAX; depth++) at = folders.get(at)?.parentId ?? null;
  return depth;
}

/** How many levels the folder and the folders inside it take (1 for a folder with none). */
function heightOf(folders: readonly MediaFolderRow[], id: number): number {
  const children = folders.filter((f) => f.parentId === id);
  return 1 + Math.max(0, ...children.map((c) => heightOf(folders, c.id)));
}

function checkFolderName(name: string): void {
  if (!isValidMediaName(name, MEDIA_FOLDER_NAME_MAX)) throw new AppError('MEDIA_NAME_INVALID');
}

function nameTaken(
  folders: readonly MediaFolderRow[],
  parentId: number | null,
  name: string,
  exceptId?: number,
): boolean {
  const wanted = name.toLocaleLowerCase();
  return folders.some(
    (f) => f.parentId === parentId && f.id !== exceptId && f.name.toLocaleLowerCase() === wanted,
  );
}

/**
 * The media library of a website: listing and filtering files, folders, renaming, alternative
 * texts, moving, deleting, and where files are used. Another company's (or a deleted) website,
 * folder or file is refused with 1105 and nothing changes. Changes to several rows, and every
 * change to the folder tree, run in one transaction holding the website's row lock, so two
 * operators cannot build a folder cycle or a duplicate name between their checks.
 */
export function createMediaLibraryService(deps: MediaLibraryDeps) {
  const { db } = deps;

  async function readable(scope: MediaScope): Promise<void> {
    await requireWebsite(db, scope, scope.websiteId);
  }

  async function withWebsite<T>(scope: MediaScope, work: (tx: Tx) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      await requireWebsite(tx, scope, scope.websiteId, { lock: true });
      return work(tx);
    });
  }

  /**
   * Deletes files (locked first) and answers the stored objects nobody else holds any more: another
   * file, of any website, with the same content keeps them.
   */
  async function deleteFileRows(tx: Tx, scope: MediaScope, ids: readonly number[]): Promise<string[]> {
    const rows = await filesByIds(tx, scope, ids, true);
    if (rows.length === 0) return [];
    const wanted = rows.map((r) => r.id);
    await deleteFiles(tx, scope, wanted);
    const kept = new Set<string>();
    for (const other of await filesWithContent(
      tx,
      rows.map((r) => r.sha256),
      wanted,
    )) {
      kept.add(other.storageKey);
      for (const v of other.variants) kept.add(v.key);
    }
    const keys = new Set<string>();
    for (const row of rows) {
      keys.add(row.storageKey);
      for (const v of row.variants) keys.add(v.key);
    }
    return [...keys].filter((k) => !kept.has(k));
  }

  /** Removes freed stored objects once their rows are gone; a failure leaves orphans, never gaps. */
  async function freeObjects(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    try {
      await deps.removeObjects(keys);
    } catch (error) {
      deps.onRemoveFailed?.(error, keys);
    }
  }

  /** The folder a change puts something into: null (top level) or one of the website's folders. */
  function requireTarget(folders: ReadonlyMap<number, MediaFolderRow>, id: number | null): void {
    if (id !== null && !folders.has(id)) notOwned();
  }

  async function requireFile(scope: MediaScope, id: number): Promise<MediaFileRow> {
    const [row] = await filesByIds(db, scope, [id]);
    if (!row) notOwned();
    return row;
  }

  return {
    async files(companyId: number, input: FileListInput): Promise<MediaFileList> {
      const scope = { companyId, websiteId: input.website_id };
      await readable(scope);
      // A folder of another website (or company) is refused, not listed as empty.
      if (
        typeof input.folder_id === 'number' &&
        !(await foldersOf(db, scope)).some((f) => f.id === input.folder_id)
      ) {
        notOwned();
      }
      const { rows, total } = await listFiles(db, scope, {
        folder: input.folder_id,
        name: input.name || undefined,
        kinds: input.kind,
        from: input.from === undefined ? undefined : new Date(input.from),
        to: input.to === undefined ? undefined : new Date(input.to),
        sort: input.sort,
        offset: (input.page - 1) * input.page_size,
        limit: input.page_size,
      });
      return {
        list: rows.map((r) => ({ ...toMediaFile(r), used_count: r.usedCount })),
        total,
        page: input.page,
        page_size: input.page_size,
      };
    },

    async folders(companyId: number, websiteId: number): Promise<MediaFolderList> {
      const scope = { companyId, websiteId };
      await readable(scope);
      const [rows, counts] = await Promise.all([listFolders(db, scope), fileCounts(db, scope)]);
      return {
        list: rows.map((r) => ({ ...toMediaFolder(r), file_count: r.fileCount })),
        root_file_count: counts.root,
        total_file_count: counts.total,
      };
    },

    async createFolder(
      companyId: number,
      input: { website_id: number; parent_id: number | null; name: string },
    ): Promise<MediaFolder> {
      checkFolderName(input.name);
      const scope = { companyId, websiteId: input.website_id };
      return withWebsite(scope, async (tx) => {
        const folders = await foldersOf(tx, scope);
        const byId = new Map(folders.map((f) => [f.id, f]));
        requireTarget(byId, input.parent_id);
        if (folders.length >= MEDIA_FOLDER_MAX) throw new AppError('MEDIA_FOLDER_LIMIT');
        if (depthOf(byId, input.parent_id) + 1 > MEDIA_FOLDER_MAX_DEPTH) {
          throw new AppError('MEDIA_FOLDER_TOO_DEEP');
        }
        if (nameTaken(folders, input.parent_id, input.name)) throw new AppError('MEDIA_FOLDER_NAME_TAKEN');
        return toMediaFolder(
          await insertFolder(tx, { ...scope, parentId: input.parent_id, name: input.name }),
        );
      });
    },

    async renameFolder(
      companyId: number,
      input: { website_id: number; id: number; name: string },
    ): Promise<MediaFolder> {
      checkFolderName(input.name);
      const scope = { companyId, websiteId: input.website_id };
      return withWebsite(scope, async (tx) => {
        const folders = await foldersOf(tx, scope);
        const folder = folders.find((f) => f.id === input.id);
        if (!folder) notOwned();
        if (nameTaken(folders, folder.parentId, input.name, folder.id)) {
          throw new AppError('MEDIA_FOLDER_NAME_TAKEN');
        }
        const row = await updateFolder(tx, scope, folder.id, { name: input.name });
        if (!row) notOwned();
        return toMediaFolder(row);
      });
    },

    async moveFolder(
      companyId: number,
      input: { website_id: number; id: number; parent_id: number | null },
    ): Promise<MediaFolder> {
      const scope = { companyId, websiteId: input.website_id };
      return withWebsite(scope, async (tx) => {
        const folders = await foldersOf(tx, scope);
        const byId = new Map(folders.map((f) => [f.id, f]));
        const folder = byId.get(input.id);
        if (!folder) notOwned();
        requireTarget(byId, input.parent_id);
        for (let at = input.parent_id; at !== null; at = byId.get(at)?.parentId ?? null) {
          if (at === folder.id) throw new AppError('MEDIA_FOLDER_CYCLE');
        }
        if (depthOf(byId, input.parent_id) + heightOf(folders, folder.id) > MEDIA_FOLDER_MAX_DEPTH) {
          throw new AppError('MEDIA_FOLDER_TOO_DEEP');
        }
        if (nameTaken(folders, input.parent_id, folder.name, folder.id)) {
          throw new AppError('MEDIA_FOLDER_NAME_TAKEN');
        }
        const row = await updateFolder(tx, scope, folder.id, { parentId: input.parent_id });
        if (!row) notOwned();
        return toMediaFolder(row);
      });
    },

    /**
     * Without `contents` only an empty folder goes. `move` hands its files and folders to the folder
     * above it (refused with MEDIA_FOLDER_NAME_TAKEN when a folder there has the same name);
     * `delete` deletes them with it. All in one transaction; stored files are freed after it.
     */
    async deleteFolder(
      companyId: number,
      websiteId: number,
      id: number,
      contents?: MediaFolderContents,
    ): Promise<{ id: number }> {
      const scope = { companyId, websiteId };
      const freed = await withWebsite(scope, async (tx) => {
        const folders = await foldersOf(tx, scope);
        const folder = folders.find((f) => f.id === id);
        if (!folder) notOwned();
        let keys: string[] = [];
        if (contents === 'move') {
          const parentId = folder.parentId;
          for (const child of folders.filter((f) => f.parentId === id)) {
            if (nameTaken(folders, parentId, child.name, child.id))
              throw new AppError('MEDIA_FOLDER_NAME_TAKEN');
            await updateFolder(tx, scope, child.id, { parentId });
          }
          await moveFiles(tx, scope, await fileIdsInFolders(tx, scope, [id]), parentId);
        } else if (contents === 'delete') {
          // The folder and every folder inside it, deepest first so none outlives its parent.
          const branch: { id: number; depth: number }[] = [];
          const visit = (at: number, depth: number) => {
            branch.push({ id: at, depth });
            for (const child of folders.filter((f) => f.parentId === at)) visit(child.id, depth + 1);
          };
          visit(id, 0);
          keys = await deleteFileRows(
            tx,
            scope,
            await fileIdsInFolders(
              tx,
              scope,
              branch.map((b) => b.id),
            ),
          );
          for (const inner of branch.filter((b) => b.id !== id).sort((a, b) => b.depth - a.depth)) {
            await deleteFolder(tx, scope, inner.id);
          }
        } else if (await folderHasContent(tx, scope, id)) {
          throw new AppError('MEDIA_FOLDER_NOT_EMPTY');
        }
        if (!(await deleteFolder(tx, scope, id))) notOwned();
        return keys;
      }).catch((error: unknown) => {
        // An upload into the folder landed between the check and the delete.
        if (isForeignKeyViolation(error)) throw new AppError('MEDIA_FOLDER_NOT_EMPTY');
        throw error;
      });
      await freeObjects(freed);
      return { id };
    },

    async renameFile(
      companyId: number,
      input: { website_id: number; id: number; name: string },
    ): Promise<MediaFile> {
      if (!isValidMediaName(input.name)) throw new AppError('MEDIA_NAME_INVALID');
      const scope = { companyId, websiteId: input.website_id };
      await readable(scope);
      const file = await requireFile(scope, input.id);
      // The extension tells visitors' browsers and the operator what the file is; it stays.
      if (fileExtension(input.name) !== fileExtension(file.name)) {
        throw new AppError('MEDIA_EXTENSION_CHANGED');
      }
      const row = await updateFile(db, scope, file.id, { name: input.name });
      if (!row) notOwned();
      return toMediaFile(row);
    },

    async setAlt(
      companyId: number,
      input: { website_id: number; id: number; alt: string },
    ): Promise<MediaFile> {
      const scope = { companyId, websiteId: input.website_id };
      await readable(scope);
      const row = await updateFile(db, scope, input.id, { alt: input.alt });
      if (!row) notOwned();
      return toMediaFile(row);
    },

    async moveFiles(
      companyId: number,
      input: { website_id: number; ids: number[]; folder_id: number | null },
    ): Promise<{ ids: number[] }> {
      const scope = { companyId, websiteId: input.website_id };
      const wanted = [...new Set(input.ids)];
      return withWebsite(scope, async (tx) => {
        requireTarget(new Map((await foldersOf(tx, scope)).map((f) => [f.id, f])), input.folder_id);
        const moved = await moveFiles(tx, scope, wanted, input.folder_id);
        // One id that is not the website's file spoils the whole request (the transaction rolls back).
        if (moved.length !== wanted.length) notOwned();
        return { ids: wanted };
      });
    },

    /**
     * Deletes the files and their usage rows. A stored object (file or variant) goes too when no
     * file of any website still has that content.
     */
    async deleteFiles(
      companyId: number,
      input: { website_id: number; ids: number[] },
    ): Promise<{ ids: number[] }> {
      const scope = { companyId, websiteId: input.website_id };
      const wanted = [...new Set(input.ids)];
      const freed = await withWebsite(scope, async (tx) => {
        const count = (await filesByIds(tx, scope, wanted)).length;
        if (count !== wanted.length) notOwned();
        return deleteFileRows(tx, scope, wanted);
      });
      await freeObjects(freed);
      return { ids: wanted };
    },

    async usage(companyId: number, websiteId: number, ids: number[]): Promise<MediaUsageList> {
      const scope = { companyId, websiteId };
      await readable(scope);
      const wanted = [...new Set(ids)];
      const files = await filesByIds(db, scope, wanted);
      if (files.length !== wanted.length) notOwned();
      const rows = await usageOf(db, scope, wanted);
      return {
        list: wanted.map((fileId) => {
          const mine = rows.filter((r) => r.fileId === fileId);
          return {
            file_id: fileId,
            pages: mine.flatMap((r) =>
              r.pageId === null ? [] : [{ id: r.pageId, page_name: r.pageName ?? '', lang: r.lang ?? '' }],
            ),
            other_count: mine.filter((r) => r.contentType !== 'page').length,
          };
        }),
      };
    },
  };
}

export type MediaLibraryService = ReturnType<typeof createMediaLibraryService>;
