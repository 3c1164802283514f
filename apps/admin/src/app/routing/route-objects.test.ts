import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RouteHandle } from './route-types.ts';
import { toRouteObjects } from './route-objects.ts';
import { routeTable } from './route-table.ts';

const leafName = (pathname: string) =>
  (matchRoutes(toRouteObjects(routeTable), pathname)?.at(-1)?.route.handle as RouteHandle | undefined)?.name;

describe('the route table as router routes', () => {
  it('opens a screen that sits in a menu group outside the group’s path', () => {
    // Spec §2: the attributes belong to the Products menu group but live at /attribute/index.
    expect(leafName('/attribute/index')).toBe('AttributeIndex');
    expect(leafName('/product/type/index')).toBe('ProductTypeIndex');
    expect(leafName('/news/tag/index')).toBe('NewsTagIndex');
  });

  it('still opens the screens inside their groups’ paths', () => {
    expect(leafName('/page/web_set')).toBe('WebSet');
    expect(leafName('/user/audit')).toBe('UserAudit');
    expect(leafName('/page/nowhere')).toBe('NotFound');
  });
});
