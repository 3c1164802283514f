import { createHash } from 'node:crypto';
import {
  errors,
  type MediaFile,
  type MediaFileList,
  type MediaFolder,
  type MediaFolderList,
  type MediaUsageList,
  type MediaKind,
  mediaFileUrl,
  type PageDetail,
  type PageSaved,
} from '@sitewright/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { body, newWebsite, send, setupApiTest } from '../../../test/helper.ts';
import { mediaFiles, websites } from '../../db/schema.ts';
import { noisyJpeg, upload } from '../../../test/upload-helpers.ts';

const t = setupApiTest({ dataDir: 'sw-media-library-', rival: true, site: 'Media site' });
let fileCounter = 0;

async function companyOf(websiteId: number): Promise<number> {
  const [row] = await t.app.db
    .select({ companyId: websites.companyId })
    .from(websites)
    .where(eq(websites.id, websiteId));
  if (!row) throw new Error('no website');
  return row.companyId;
}

const keyOf = (sha: string, ext: string, width?: number) =>
  `media/${sha.slice(0, 2)}/${sha}${width === undefined ? '' : `-w${width}`}.${ext}`;

/** A stored file of a website, as an upload leaves it (row, object and one variant for images). */
async function addFile(
  websiteId: number,
  options: {
    name: string;
    kind?: MediaKind;
    folderId?: number | null;
    createdAt?: Date;
    size?: number;
    content?: string;
  },
): Promise<{ id: number; sha256: string; url: string }> {
  const content = options.content ?? `file ${++fileCounter}`;
  const sha256 = createHash('sha256').update(content).digest('hex');
  const ext = options.name.split('.').pop()?.toLowerCase() ?? 'bin';
  const kind = options.kind ?? 'image';
  const variants =
    kind === 'image' ? [{ width: 320, mime: 'image/webp', key: keyOf(sha256, 'webp', 320) }] : [];
  await t.app.storage.put(keyOf(sha256, ext), Buffer.from(content), 'application/octet-stream');
  for (const v of variants) await t.app.storage.put(v.key, Buffer.from(content), v.mime);
  const [row] = await t.app.db
    .insert(mediaFiles)
    .values({
      companyId: await companyOf(websiteId),
      websiteId,
      folderId: options.folderId ?? null,
      name: options.name,
      kind,
      mime: kind === 'image' ? 'image/png' : 'application/pdf',
      ext,
      size: options.size ?? content.length,
      sha256,
      storageKey: keyOf(sha256, ext),
      width: kind === 'image' ? 10 : null,
      height: kind === 'image' ? 10 : null,
      variants,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning({ id: mediaFiles.id });
  if (!row) throw new Error('no file');
  return { id: row.id, sha256, url: mediaFileUrl(sha256, ext) };
}

const list = async (query: string, who = t.admin) =>
  body<MediaFileList>(await send(t.app, who, 'GET', `/api/media/files?website_id=${t.site}&${query}`));

const names = (answer: MediaFileList) => answer.list.map((f) => f.name);

async function createFolder(name: string, parentId: number | null = null, websiteId = t.site) {
  return send(t.app, t.admin, 'POST', '/api/media/folder', {
    website_id: websiteId,
    parent_id: parentId,
    name,
  });
}

async function folder(name: string, parentId: number | null = null): Promise<MediaFolder> {
  const answer = body<MediaFolder>(await createFolder(name, parentId));
  expect(answer.code).toBe(0);
  return answer.data;
}

describe('the file list', () => {
  let listSite: number;
  beforeAll(async () => {
    listSite = await newWebsite(t.app, t.admin, 'List site');
  });
  const inList = async (query: string) =>
    body<MediaFileList>(await send(t.app, t.admin, 'GET', `/api/media/files?website_id=${listSite}&${query}`))
      .data;

  it('finds files by folder, name (any case, wildcards literal), kind and upload date, newest first', async () => {
    const [docs] = await Promise.all([
      send(t.app, t.admin, 'POST', '/api/media/folder', { website_id: listSite, name: 'Docs' }).then(
        (r) => body<MediaFolder>(r).data,
      ),
    ]);
    if (!docs) throw new Error('no folder');
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    await addFile(listSite, { name: 'Old Logo.png', createdAt: new Date(now - 40 * day), size: 300 });
    await addFile(listSite, { name: 'team_photo.jpg', createdAt: new Date(now - 3 * day), size: 900 });
    await addFile(listSite, { name: 'teamXphoto.jpg', createdAt: new Date(now - 2 * day), size: 100 });
    await addFile(listSite, {
      name: 'Price list.pdf',
      kind: 'document',
      folderId: docs.id,
      createdAt: new Date(now - day),
      size: 500,
    });

    expect((await inList('')).list.map((f) => f.name)).toEqual([
      'Price list.pdf',
      'teamXphoto.jpg',
      'team_photo.jpg',
      'Old Logo.png',
    ]);
    expect((await inList('')).total).toBe(4);
    expect((await inList('folder_id=root')).list.map((f) => f.name)).not.toContain('Price list.pdf');
    expect((await inList(`folder_id=${docs.id}`)).list.map((f) => f.name)).toEqual(['Price list.pdf']);
    expect((await inList('name=LOGO')).list.map((f) => f.name)).toEqual(['Old Logo.png']);
    expect((await inList('name=team_')).list.map((f) => f.name)).toEqual(['team_photo.jpg']);
    expect((await inList('kind=document')).list.map((f) => f.name)).toEqual(['Price list.pdf']);
    expect((await inList('kind=image,svg')).total).toBe(3);
    const since = encodeURIComponent(new Date(now - 7 * day).toISOString());
    expect((await inList(`from=${since}`)).total).toBe(3);
    expect((await inList('sort=size')).list.map((f) => f.size)).toEqual([900, 500, 300, 100]);
    expect((await inList('sort=name')).list[0]?.name).toBe('Old Logo.png');
    const second = await inList('page=2&page_size=3');
    expect(second.list.map((f) => f.name)).toEqual(['Old Logo.png']);
    expect(second.total).toBe(4);
    const first = (await inList('name=logo')).list[0] as MediaFile;
    expect(first.url).toMatch(/^\/files\/[0-9a-f]{64}\.png$/);
    expect(first.variants[0]?.url).toMatch(/^\/files\/[0-9a-f]{64}-w320\.webp$/);
  });

  it('says what is wrong with a bad filter', async () => {
    const bad = await send(t.app, t.admin, 'GET', `/api/media/files?website_id=${listSite}&kind=exe`);
    expect(bad.statusCode).toBe(400);
    expect(body(bad).code).toBe(errors.VALIDATION.code);
  });
});

describe('folders', () => {
  it('builds a tree with counts, refusing duplicate names, bad names, cycles and too deep nesting', async () => {
    const photos = await folder('Photos');
    const events = await folder('Events', photos.id);
    await addFile(t.site, { name: 'in-events.png', folderId: events.id });

    const taken = await createFolder('photos');
    expect(body(taken).code).toBe(errors.MEDIA_FOLDER_NAME_TAKEN.code);
    expect(body(taken).message).toBe(errors.MEDIA_FOLDER_NAME_TAKEN.en);
    // The same name is fine in another folder.
    expect(body(await createFolder('Photos', events.id)).code).toBe(0);
    expect(body(await createFolder('a/b')).code).toBe(errors.MEDIA_NAME_INVALID.code);

    const tree = body<MediaFolderList>(
      await send(t.app, t.admin, 'GET', `/api/media/folders?website_id=${t.site}`),
    ).data;
    const byName = new Map(tree.list.map((f) => [`${f.parent_id}:${f.name}`, f]));
    expect(byName.get(`${photos.id}:Events`)?.file_count).toBe(1);
    expect(byName.get('null:Photos')?.file_count).toBe(0);

    const cycle = await send(t.app, t.admin, 'POST', '/api/media/folder/move', {
      website_id: t.site,
      id: photos.id,
      parent_id: events.id,
    });
    expect(body(cycle).code).toBe(errors.MEDIA_FOLDER_CYCLE.code);

    let parent = events.id;
    for (const name of ['L3', 'L4', 'L5']) parent = (await folder(name, parent)).id;
    const deep = await createFolder('L6', parent);
    expect(body(deep).code).toBe(errors.MEDIA_FOLDER_TOO_DEEP.code);
    const other = await folder('Other');
    // Other (level 1) moved under L5 would be level 6.
    const tooDeep = await send(t.app, t.admin, 'POST', '/api/media/folder/move', {
      website_id: t.site,
      id: other.id,
      parent_id: parent,
    });
    expect(body(tooDeep).code).toBe(errors.MEDIA_FOLDER_TOO_DEEP.code);
  });

  it('renames, moves and deletes an empty folder, and refuses to delete one with files in it', async () => {
    const a = await folder('Alpha');
    const b = await folder('Beta');
    const renamed = await send(t.app, t.admin, 'POST', '/api/media/folder/rename', {
      website_id: t.site,
      id: a.id,
      name: 'Alpha 2026',
    });
    expect(body<MediaFolder>(renamed).data.name).toBe('Alpha 2026');
    const moved = await send(t.app, t.admin, 'POST', '/api/media/folder/move', {
      website_id: t.site,
      id: a.id,
      parent_id: b.id,
    });
    expect(body<MediaFolder>(moved).data.parent_id).toBe(b.id);

    await addFile(t.site, { name: 'kept.png', folderId: a.id });
    const refused = await send(t.app, t.admin, 'DELETE', `/api/media/folder?website_id=${t.site}&id=${b.id}`);
    expect(refused.statusCode).toBe(409);
    expect(body(refused).code).toBe(errors.MEDIA_FOLDER_NOT_EMPTY.code);
    expect(body(refused).message).toBe(errors.MEDIA_FOLDER_NOT_EMPTY.en);

    const empty = await folder('Empty');
    const gone = await send(
      t.app,
      t.admin,
      'DELETE',
      `/api/media/folder?website_id=${t.site}&id=${empty.id}`,
    );
    expect(body(gone).code).toBe(0);
    const tree = body<MediaFolderList>(
      await send(t.app, t.admin, 'GET', `/api/media/folders?website_id=${t.site}`),
    ).data;
    expect(tree.list.some((f) => f.id === empty.id)).toBe(false);
    expect(tree.list.some((f) => f.id === b.id)).toBe(true);
  });
});

describe('deleting a folder with what it holds', () => {
  const tree = async () =>
    body<MediaFolderList>(await send(t.app, t.admin, 'GET', `/api/media/folders?website_id=${t.site}`)).data
      .list;
  const del = (id: number, contents?: string, who = t.admin) =>
    send(
      t.app,
      who,
      'DELETE',
      `/api/media/folder?website_id=${t.site}&id=${id}${contents ? `&contents=${contents}` : ''}`,
    );

  it('moves its files and folders to the folder above it, then deletes it', async () => {
    const outer = await folder('Outer move');
    const inner = await folder('Inner move', outer.id);
    const sub = await folder('Sub move', inner.id);
    const file = await addFile(t.site, { name: 'moved-up.png', folderId: inner.id });
    const answer = await del(inner.id, 'move');
    expect(body(answer).code).toBe(0);
    const after = await tree();
    expect(after.some((f) => f.id === inner.id)).toBe(false);
    expect(after.find((f) => f.id === sub.id)?.parent_id).toBe(outer.id);
    const files = (await list(`folder_id=${outer.id}`)).data;
    expect(files.list.map((f) => f.id)).toContain(file.id);
  });

  it('moves to no folder from the top level, and refuses (changing nothing) when a name is taken there', async () => {
    const top = await folder('Top move');
    await folder('Clash');
    const clash = await folder('clash', top.id);
    const file = await addFile(t.site, { name: 'stays.png', folderId: top.id });
    const refused = await del(top.id, 'move');
    expect(body(refused).code).toBe(errors.MEDIA_FOLDER_NAME_TAKEN.code);
    const after = await tree();
    expect(after.find((f) => f.id === clash.id)?.parent_id).toBe(top.id);
    expect((await list(`folder_id=${top.id}`)).data.list.map((f) => f.id)).toEqual([file.id]);
  });

  it('deletes its files and folders with it, freeing their stored files and no others', async () => {
    const doomed = await folder('Doomed');
    const inside = await folder('Doomed inside', doomed.id);
    const a = await addFile(t.site, { name: 'gone-a.pdf', kind: 'document', folderId: doomed.id });
    const b = await addFile(t.site, { name: 'gone-b.pdf', kind: 'document', folderId: inside.id });
    const kept = await addFile(t.site, { name: 'outside.pdf', kind: 'document' });
    expect(body(await del(doomed.id)).code).toBe(errors.MEDIA_FOLDER_NOT_EMPTY.code);
    expect(body(await del(doomed.id, 'delete')).code).toBe(0);
    const after = await tree();
    expect(after.some((f) => f.id === doomed.id || f.id === inside.id)).toBe(false);
    const all = (await list('folder_id=all')).data.list.map((f) => f.id);
    for (const id of [a.id, b.id]) expect(all).not.toContain(id);
    expect(all).toContain(kept.id);
    expect(await t.app.storage.head(keyOf(a.sha256, 'pdf'))).toBeNull();
    expect(await t.app.storage.head(keyOf(kept.sha256, 'pdf'))).not.toBeNull();
  });

  it('refuses another company and an unknown choice', async () => {
    const mine = await folder('Mine only');
    await addFile(t.site, { name: 'mine.png', folderId: mine.id });
    expect(body(await del(mine.id, 'delete', t.rival)).code).toBe(errors.ILLEGAL_OPERATION.code);
    expect(body(await del(mine.id, 'everything')).code).toBe(errors.VALIDATION.code);
    expect((await tree()).some((f) => f.id === mine.id)).toBe(true);
  });
});

describe('files', () => {
  it('renames keeping the extension, sets the alt text and moves several files into a folder', async () => {
    const file = await addFile(t.site, { name: 'IMG_0001.JPG' });
    const other = await addFile(t.site, { name: 'IMG_0002.jpg' });
    const changedExt = await send(t.app, t.admin, 'POST', '/api/media/file/rename', {
      website_id: t.site,
      id: file.id,
      name: 'Harbour.png',
    });
    expect(body(changedExt).code).toBe(errors.MEDIA_EXTENSION_CHANGED.code);
    const renamed = await send(t.app, t.admin, 'POST', '/api/media/file/rename', {
      website_id: t.site,
      id: file.id,
      name: 'Harbour at dawn.jpg',
    });
    expect(body<MediaFile>(renamed).data.name).toBe('Harbour at dawn.jpg');
    const alt = await send(t.app, t.admin, 'POST', '/api/media/file/alt', {
      website_id: t.site,
      id: file.id,
      alt: 'Boats in the harbour at dawn',
    });
    expect(body<MediaFile>(alt).data.alt).toBe('Boats in the harbour at dawn');

    const trips = await folder('Trips');
    const moved = await send(t.app, t.admin, 'POST', '/api/media/files/move', {
      website_id: t.site,
      ids: [file.id, other.id],
      folder_id: trips.id,
    });
    expect(body(moved).code).toBe(0);
    const inTrips = await list(`folder_id=${trips.id}`);
    expect(names(inTrips.data).sort()).toEqual(['Harbour at dawn.jpg', 'IMG_0002.jpg']);
    expect(inTrips.data.list.find((f) => f.id === file.id)?.alt).toBe('Boats in the harbour at dawn');
    expect(names((await list('name=harbour')).data)).toEqual(['Harbour at dawn.jpg']);

    const back = await send(t.app, t.admin, 'POST', '/api/media/files/move', {
      website_id: t.site,
      ids: [other.id],
      folder_id: null,
    });
    expect(body(back).code).toBe(0);
    expect(names((await list(`folder_id=${trips.id}`)).data)).toEqual(['Harbour at dawn.jpg']);
  });

  it('refuses more than 100 files at once', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => i + 1);
    const answer = await send(t.app, t.admin, 'POST', '/api/media/files/delete', { website_id: t.site, ids });
    expect(body(answer).code).toBe(errors.VALIDATION.code);
  });

  it('deletes rows, variants and stored objects unless another website holds the same file', async () => {
    const shared = 'the same bytes on two websites';
    const mine = await addFile(t.site, { name: 'shared.png', content: shared });
    const otherSite = await newWebsite(t.app, t.admin, 'Second site');
    await addFile(otherSite, { name: 'shared.png', content: shared });
    const alone = await addFile(t.site, { name: 'alone.png' });

    const answer = await send(t.app, t.admin, 'POST', '/api/media/files/delete', {
      website_id: t.site,
      ids: [mine.id, alone.id],
    });
    expect(body(answer).data).toEqual({ ids: [mine.id, alone.id] });
    expect(names((await list('name=alone')).data)).toEqual([]);
    expect(names((await list('name=shared')).data)).toEqual([]);
    expect(await t.app.storage.head(keyOf(alone.sha256, 'png'))).toBeNull();
    expect(await t.app.storage.head(keyOf(alone.sha256, 'webp', 320))).toBeNull();
    expect(await t.app.storage.head(keyOf(mine.sha256, 'png'))).not.toBeNull();
    expect(await t.app.storage.head(keyOf(mine.sha256, 'webp', 320))).not.toBeNull();
  });
});

describe('usage', () => {
  async function newPage(name: string): Promise<PageDetail> {
    const answer = await send(t.app, t.admin, 'POST', '/api/website/page-detail', {
      website_id: t.site,
      page_name: name,
    });
    return body<PageDetail>(answer).data;
  }

  async function savePage(page: { id: number; version: number }, blocks: unknown[]): Promise<PageSaved> {
    const answer = await send(t.app, t.admin, 'POST', '/api/website/save-page-element', {
      id: page.id,
      version: page.version,
      document: { version: 1, blocks },
    });
    expect(body(answer).code).toBe(0);
    return body<PageSaved>(answer).data;
  }

  const usage = async (ids: number[]) =>
    body<MediaUsageList>(
      await send(t.app, t.admin, 'GET', `/api/media/usage?website_id=${t.site}&ids=${ids.join(',')}`),
    ).data.list;

  const usedCount = async (id: number) =>
    (await list('page_size=100')).data.list.find((f) => f.id === id)?.used_count;

  it('counts the brand kit’s logo and favicon as uses until they are removed', async () => {
    const logo = await addFile(t.site, { name: 'brand-logo.png' });
    const edit = (payload: Record<string, unknown>) =>
      send(t.app, t.admin, 'PUT', '/api/website/website-edit', { website_id: t.site, ...payload });
    expect(body(await edit({ favicon: logo.url, brand: { logo: logo.url } })).code).toBe(0);
    expect((await usage([logo.id]))[0]).toMatchObject({ pages: [], other_count: 1 });
    expect(body(await edit({ brand: { logo: '' } })).code).toBe(0);
    // The favicon still shows it.
    expect((await usage([logo.id]))[0]?.other_count).toBe(1);
    expect(body(await edit({ favicon: '' })).code).toBe(0);
    expect((await usage([logo.id]))[0]?.other_count).toBe(0);
  });

  it('follows page saves: image blocks and rich text count, removed files stop counting, deleted pages drop out', async () => {
    const hero = await addFile(t.site, { name: 'hero.png' });
    const inline = await addFile(t.site, { name: 'inline.png' });
    const unused = await addFile(t.site, { name: 'unused.png' });
    const home = await newPage('Home');
    const about = await newPage('About');

    let saved = await savePage(home, [
      { id: 'b1', type: 'image', props: { src: hero.url, alt: 'Hero' } },
      {
        id: 'b2',
        type: 'rich-text',
        props: { html: `<p>Look <img src="${inline.url}" alt="inline"></p>` },
      },
    ]);
    await savePage(about, [{ id: 'b1', type: 'image', props: { src: hero.url, alt: 'Hero again' } }]);

    expect(await usedCount(hero.id)).toBe(2);
    expect(await usedCount(inline.id)).toBe(1);
    expect(await usedCount(unused.id)).toBe(0);
    const [heroUsage, unusedUsage] = await usage([hero.id, unused.id]);
    expect(heroUsage?.pages.map((p) => p.page_name)).toEqual(['About', 'Home']);
    expect(unusedUsage?.pages).toEqual([]);

    saved = await savePage(saved, [{ id: 'b1', type: 'image', props: { src: hero.url, alt: 'Hero' } }]);
    expect(await usedCount(inline.id)).toBe(0);

    const deleted = await send(t.app, t.admin, 'DELETE', `/api/website/page?id=${about.id}`);
    expect(body(deleted).code).toBe(0);
    expect((await usage([hero.id]))[0]?.pages.map((p) => p.page_name)).toEqual(['Home']);
    expect(await usedCount(hero.id)).toBe(1);
  });

  it('counts a translation of a page as another use', async () => {
    const banner = await addFile(t.site, { name: 'banner-translated.png' });
    const page = await newPage('Welcome');
    await savePage(page, [{ id: 'b1', type: 'image', props: { src: banner.url, alt: 'Banner' } }]);
    const added = await send(t.app, t.admin, 'POST', '/api/website/website-language', {
      website_id: t.site,
      lang: 'fr',
    });
    expect(body(added).code).toBe(0);
    const translated = await send(t.app, t.admin, 'POST', '/api/website/page-translate', {
      id: page.id,
      lang: 'fr',
    });
    expect(body(translated).code).toBe(0);
    expect((await usage([banner.id]))[0]?.pages.map((p) => p.lang).sort()).toEqual(['en', 'fr']);
  });

  it('counts a copy of a page as another use', async () => {
    const logo = await addFile(t.site, { name: 'logo-copy.png' });
    const page = await newPage('Original');
    await savePage(page, [{ id: 'b1', type: 'image', props: { src: logo.url, alt: 'Logo' } }]);
    const copy = await send(t.app, t.admin, 'POST', '/api/website/copy-page', { id: page.id });
    expect(body(copy).code).toBe(0);
    expect((await usage([logo.id]))[0]?.pages.map((p) => p.page_name).sort()).toEqual([
      'Original',
      'Original (copy)',
    ]);
  });
});

describe('uploaded files', () => {
  it('shows an upload in its folder and, when deleted, removes the file and its variants from storage', async () => {
    const target = await folder('Uploads');
    const photo = await noisyJpeg(900, 600, 7);
    const sent = await upload(
      t.app,
      t.admin,
      'upload_file',
      { website_id: t.site, folder_id: target.id },
      {
        name: 'Beach.jpg',
        data: photo,
        type: 'image/jpeg',
      },
    );
    expect(body(sent).code).toBe(0);
    const listed = (await list(`folder_id=${target.id}`)).data.list;
    expect(listed.map((f) => f.name)).toEqual(['Beach.jpg']);
    const file = listed[0] as MediaFile;
    const [row] = await t.app.db.select().from(mediaFiles).where(eq(mediaFiles.id, file.id));
    if (!row) throw new Error('no row');
    const keys = [row.storageKey, ...row.variants.map((v) => v.key)];
    expect(keys.length).toBeGreaterThan(1);
    for (const key of keys) expect(await t.app.storage.head(key)).not.toBeNull();

    const served = await t.app.inject({ method: 'GET', url: file.url });
    expect(served.statusCode).toBe(200);
    const gone = await send(t.app, t.admin, 'POST', '/api/media/files/delete', {
      website_id: t.site,
      ids: [file.id],
    });
    expect(body(gone).code).toBe(0);
    for (const key of keys) expect(await t.app.storage.head(key)).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(404);
  });
});

describe("another company's media", () => {
  it('answers 1105 and changes nothing', async () => {
    const file = await addFile(t.site, { name: 'private.png' });
    const folderOfMine = await folder('Private');
    const rivalSite = await newWebsite(t.app, t.rival, 'Rival site');
    const refused = [
      await send(t.app, t.rival, 'GET', `/api/media/files?website_id=${t.site}`),
      await send(t.app, t.rival, 'GET', `/api/media/folders?website_id=${t.site}`),
      await send(t.app, t.rival, 'GET', `/api/media/usage?website_id=${t.site}&ids=${file.id}`),
      await send(t.app, t.rival, 'POST', '/api/media/folder', { website_id: t.site, name: 'Mine now' }),
      await send(t.app, t.rival, 'POST', '/api/media/file/rename', {
        website_id: t.site,
        id: file.id,
        name: 'x.png',
      }),
      await send(t.app, t.rival, 'POST', '/api/media/file/alt', {
        website_id: t.site,
        id: file.id,
        alt: 'x',
      }),
      await send(t.app, t.rival, 'POST', '/api/media/files/delete', { website_id: t.site, ids: [file.id] }),
      // Through the rival's own website: my file and folder ids are still not theirs.
      await send(t.app, t.rival, 'POST', '/api/media/file/rename', {
        website_id: rivalSite,
        id: file.id,
        name: 'x.png',
      }),
      await send(t.app, t.rival, 'POST', '/api/media/files/delete', {
        website_id: rivalSite,
        ids: [file.id],
      }),
      await send(t.app, t.rival, 'POST', '/api/media/folder', {
        website_id: rivalSite,
        parent_id: folderOfMine.id,
        name: 'Inside yours',
      }),
      await send(t.app, t.rival, 'DELETE', `/api/media/folder?website_id=${rivalSite}&id=${folderOfMine.id}`),
      await send(t.app, t.rival, 'GET', `/api/media/usage?website_id=${rivalSite}&ids=${file.id}`),
    ];
    for (const response of refused) expect(body(response).code).toBe(errors.ILLEGAL_OPERATION.code);
    // One foreign id among my own spoils the whole move.
    const own = await addFile(t.site, { name: 'own.png' });
    const mixed = await send(t.app, t.admin, 'POST', '/api/media/files/move', {
      website_id: t.site,
      ids: [own.id, 2_000_000],
      folder_id: folderOfMine.id,
    });
    expect(body(mixed).code).toBe(errors.ILLEGAL_OPERATION.code);

    const still = (await list('name=private')).data.list[0];
    expect(still?.name).toBe('private.png');
    expect(still?.alt).toBe('');
    expect((await list('name=own')).data.list[0]?.folder_id).toBeNull();
    expect(await t.app.storage.head(keyOf(file.sha256, 'png'))).not.toBeNull();
  });
});
