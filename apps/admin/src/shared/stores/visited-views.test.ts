import { describe, expect, it } from 'vitest';
import {
  addView,
  closeAllViews,
  closeOtherViews,
  closeView,
  destinationAfterClose,
  pinView,
  type VisitedView,
} from './visited-views.ts';

function view(path: string, extra: Partial<VisitedView> = {}): VisitedView {
  return { path, fullPath: path, name: path, title: 'route.pages', affix: false, noCache: false, ...extra };
}

const center = view('/system/web_manage', { affix: true, title: 'route.webManage' });
const pages = view('/page/empty');
const password = view('/user/change_password', {
  fullPath: '/user/change_password?user_name=a',
  noCache: true,
});

describe('visited views', () => {
  it('adds a view once per path', () => {
    const once = addView([center], pages);
    expect(once.map((v) => v.path)).toEqual(['/system/web_manage', '/page/empty']);
    expect(addView(once, pages)).toBe(once);
  });

  it('refreshes the query of a view already open', () => {
    const views = addView([center, password], { ...password, fullPath: '/user/change_password?user_name=b' });
    expect(views).toHaveLength(2);
    expect(views[1]?.fullPath).toBe('/user/change_password?user_name=b');
  });

  it('keeps pinned views in front', () => {
    const views = addView([pages], center);
    expect(views.map((v) => v.path)).toEqual(['/system/web_manage', '/page/empty']);
  });

  it('keeps the noCache flag', () => {
    expect(addView([], password)[0]?.noCache).toBe(true);
  });

  it('closes one view but never a pinned one', () => {
    const views = [center, pages, password];
    expect(closeView(views, '/page/empty').map((v) => v.path)).toEqual([
      '/system/web_manage',
      '/user/change_password',
    ]);
    expect(closeView(views, '/system/web_manage')).toEqual(views);
  });

  it('closes others, keeping pinned views and the current one', () => {
    expect(closeOtherViews([center, pages, password], '/user/change_password').map((v) => v.path)).toEqual([
      '/system/web_manage',
      '/user/change_password',
    ]);
  });

  it('closes all but pinned views', () => {
    expect(closeAllViews([center, pages, password])).toEqual([center]);
    expect(closeAllViews([pages])).toEqual([]);
  });

  it('says where to go after closing', () => {
    expect(destinationAfterClose([center, pages], '/page/empty')).toBeNull();
    expect(destinationAfterClose([center, password], '/page/empty')).toBe(
      '/user/change_password?user_name=a',
    );
    expect(destinationAfterClose([], '/page/empty')).toBe('/');
  });

  describe('pinning a tab', () => {
    const media = view('/media/list');
    const settings = view('/page/web_set');

    it('moves the pinned tab to the left, after the tabs pinned before it', () => {
      const views = pinView([center, pages, media, settings], '/page/web_set', true);
      expect(views.map((v) => v.path)).toEqual([
        '/system/web_manage',
        '/page/web_set',
        '/page/empty',
        '/media/list',
      ]);
      const again = pinView(views, '/media/list', true);
      expect(again.map((v) => v.path)).toEqual([
        '/system/web_manage',
        '/page/web_set',
        '/media/list',
        '/page/empty',
      ]);
    });

    it('keeps pinned tabs through close, close others and close all', () => {
      const views = pinView([center, pages, media, settings], '/media/list', true);
      expect(closeView(views, '/media/list').map((v) => v.path)).toContain('/media/list');
      expect(closeOtherViews(views, '/page/web_set').map((v) => v.path)).toEqual([
        '/system/web_manage',
        '/media/list',
        '/page/web_set',
      ]);
      expect(closeAllViews(views).map((v) => v.path)).toEqual(['/system/web_manage', '/media/list']);
    });

    it('unpins back to the first place after the pinned tabs, and closes normally again', () => {
      const pinned = pinView([center, pages, media], '/media/list', true);
      const unpinned = pinView(pinned, '/media/list', false);
      expect(unpinned.map((v) => v.path)).toEqual(['/system/web_manage', '/media/list', '/page/empty']);
      expect(closeAllViews(unpinned).map((v) => v.path)).toEqual(['/system/web_manage']);
    });

    it('stays pinned when the same screen is opened again, and never unpins a route-pinned tab', () => {
      const pinned = pinView([center, pages], '/page/empty', true);
      expect(addView(pinned, { ...pages, fullPath: '/page/empty?x=1' })[1]?.pinned).toBe(true);
      expect(pinView(pinned, '/system/web_manage', false)).toBe(pinned);
    });
  });
});
