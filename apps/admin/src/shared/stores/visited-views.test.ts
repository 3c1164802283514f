import { describe, expect, it } from 'vitest';
import {
  addView,
  closeAllViews,
  closeOtherViews,
  closeView,
  destinationAfterClose,
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
});
