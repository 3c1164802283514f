import { errors, type ItemDetail, type TermEntry } from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import { body, send, setupApiTest } from '../../../test/helper.ts';

/** An exhibitor's hall zone and the area within it: an area belongs to one zone, in use they stay. */
const t = setupApiTest({ site: 'Trade Fair', rivalSite: 'Rival Fair' });

const zoneApi = '/api/website/exhibitor/zone';
const areaApi = '/api/website/exhibitor/area';

async function entry(path: string, payload: Record<string, unknown>, token = t.admin): Promise<TermEntry> {
  const response = await send(t.app, token, 'POST', path, { website_id: t.site, ...payload });
  expect(body(response), response.body).toMatchObject({ code: 0 });
  return body<TermEntry>(response).data;
}
const saveExhibitor = (fields: Record<string, unknown>, title = 'Acme Machines') =>
  send(t.app, t.admin, 'POST', '/api/website/exhibitor/save', { website_id: t.site, title, fields });

describe('hall zones and areas', () => {
  it('lists a zone with its areas, and an area names the zone it is in', async () => {
    const hallA = await entry(zoneApi, { name: 'Hall A' });
    const north = await entry(areaApi, { name: 'North', parent_id: hallA.id });
    expect(hallA).toMatchObject({ name: 'Hall A', slug: 'hall-a', parent_id: 0, item_count: 0 });
    expect(north).toMatchObject({ name: 'North', parent_id: hallA.id });
    const areas = await send(t.app, t.admin, 'GET', `${areaApi}?website_id=${t.site}&parent_id=${hallA.id}`);
    expect(body<{ list: TermEntry[] }>(areas).data.list.map((a) => a.name)).toEqual(['North']);
  });

  it('refuses an area without its zone, and a zone of another company', async () => {
    const orphan = await send(t.app, t.admin, 'POST', areaApi, { website_id: t.site, name: 'Lost' });
    expect(body(orphan)).toMatchObject({ code: errors.TERM_PARENT_REQUIRED.code });
    expect(body(orphan).message).toContain('hall zone');

    const rivalZone = await entry(zoneApi, { name: 'Rival hall', website_id: t.rivalSite }, t.rival);
    const foreign = await send(t.app, t.admin, 'POST', areaApi, {
      website_id: t.site,
      name: 'Borrowed',
      parent_id: rivalZone.id,
    });
    expect(body(foreign)).toMatchObject({ code: errors.ILLEGAL_OPERATION.code });
  });

  it('keeps an exhibitor’s area within its zone, and fills the zone from the area', async () => {
    const hallB = await entry(zoneApi, { name: 'Hall B' });
    const hallC = await entry(zoneApi, { name: 'Hall C' });
    const east = await entry(areaApi, { name: 'East', parent_id: hallB.id });

    const mismatched = await saveExhibitor({ zone: hallC.id, area: east.id });
    expect(body(mismatched)).toMatchObject({ code: errors.TERM_NOT_IN_PARENT.code });
    expect(body(mismatched).message).toContain('"East"');

    const filled = await saveExhibitor({ area: east.id }, 'Bright Tools');
    expect(body<ItemDetail>(filled).data.fields).toMatchObject({ zone: hallB.id, area: east.id });

    const zones = await send(t.app, t.admin, 'GET', `${zoneApi}?website_id=${t.site}`);
    const counted = body<{ list: TermEntry[] }>(zones).data.list.find((z) => z.id === hallB.id);
    expect(counted?.item_count).toBe(1);
  });

  it('refuses to delete a zone in use, naming its areas and exhibitors, and deletes it once free', async () => {
    const hallD = await entry(zoneApi, { name: 'Hall D' });
    const west = await entry(areaApi, { name: 'West', parent_id: hallD.id });
    const exhibitor = body<ItemDetail>(
      await saveExhibitor({ zone: hallD.id, area: west.id }, 'Cobalt Pumps'),
    ).data;

    const refused = await send(t.app, t.admin, 'DELETE', zoneApi, { website_id: t.site, id: hallD.id });
    expect(body(refused)).toMatchObject({ code: errors.TERM_IN_USE.code });
    expect(body(refused).message).toContain('"West"');
    expect(body(refused).message).toContain('"Cobalt Pumps"');

    const inChinese = await send(
      t.app,
      t.admin,
      'DELETE',
      zoneApi,
      { website_id: t.site, id: hallD.id },
      { 'accept-language': 'zh-CN' },
    );
    expect(body(inChinese).message).toContain('仍被以下内容使用');

    // Moving the area to another zone would strand its exhibitor in the old one.
    const hallE = await entry(zoneApi, { name: 'Hall E' });
    const moved = await send(t.app, t.admin, 'POST', areaApi, {
      website_id: t.site,
      id: west.id,
      name: 'West',
      parent_id: hallE.id,
    });
    expect(body(moved)).toMatchObject({ code: errors.TERM_IN_USE.code });

    await send(t.app, t.admin, 'DELETE', '/api/website/exhibitor/del', {
      website_id: t.site,
      ids: [exhibitor.id],
    });
    const areaGone = await send(t.app, t.admin, 'DELETE', areaApi, { website_id: t.site, id: west.id });
    expect(body(areaGone)).toMatchObject({ code: 0 });
    const zoneGone = await send(t.app, t.admin, 'DELETE', zoneApi, { website_id: t.site, id: hallD.id });
    expect(body(zoneGone)).toMatchObject({ code: 0, data: { id: hallD.id } });
  });

  it('refuses a second entry of the same name in a list', async () => {
    await entry(zoneApi, { name: 'Hall F' });
    const twice = await send(t.app, t.admin, 'POST', zoneApi, { website_id: t.site, name: 'hall f' });
    expect(body(twice)).toMatchObject({ code: errors.TERM_SLUG_TAKEN.code });
  });
});
