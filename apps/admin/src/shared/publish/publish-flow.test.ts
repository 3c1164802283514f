import { errors, type Published } from '@sitewright/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, CLIENT_CODES } from '../api/api-error.ts';
import { translate } from '../i18n/index.ts';
import { type PublishFlowDeps, runPublish } from './publish-flow.ts';
import { SETTINGS_REDIRECT_CODES } from './publish-rules.ts';

const PUBLISHED: Published = {
  website_id: 7,
  version_id: 3,
  published_page_count: 2,
  file_count: 9,
  published_at: '2026-11-22T10:00:00.000Z',
};

function fakeDeps(over: Partial<PublishFlowDeps> = {}) {
  const deps = {
    t: (key: Parameters<PublishFlowDeps['t']>[0]) => translate('zh', key),
    confirm: vi.fn(async (_text: string) => true),
    publish: vi.fn(async (_id: number, _pages: number[] | 0) => PUBLISHED),
    toastSuccess: vi.fn(),
    toastError: vi.fn(),
    toastInfo: vi.fn(),
    later: vi.fn(),
    openFix: vi.fn(),
    ...over,
  };
  return deps;
}

describe('runPublish', () => {
  it('refuses an empty selection with 请选择发布页面！ and asks nothing', async () => {
    const deps = fakeDeps();
    expect(await runPublish(deps, 7, { kind: 'selected', pageIds: [] })).toBe('refused');
    expect(deps.toastError).toHaveBeenCalledWith('请选择发布页面！');
    expect(deps.confirm).not.toHaveBeenCalled();
    expect(deps.publish).not.toHaveBeenCalled();
  });

  it('counts pages that cannot be ticked as no selection', async () => {
    const deps = fakeDeps();
    expect(await runPublish(deps, 7, { kind: 'selected', pageIds: [0, -1] })).toBe('refused');
    expect(deps.publish).not.toHaveBeenCalled();
  });

  it('asks 确定发布选中页面？ and publishes just the ticked pages, then 发布成功!', async () => {
    const deps = fakeDeps();
    expect(await runPublish(deps, 7, { kind: 'selected', pageIds: [5, 9, 5] })).toBe('published');
    expect(deps.confirm).toHaveBeenCalledWith('确定发布选中页面？');
    expect(deps.publish).toHaveBeenCalledWith(7, [5, 9]);
    expect(deps.toastSuccess).toHaveBeenCalledWith('发布成功!');
    expect(deps.later).not.toHaveBeenCalled();
  });

  it('asks 确定发布该网站？ and sends 0 for the whole site', async () => {
    const deps = fakeDeps();
    expect(await runPublish(deps, 7, { kind: 'site' })).toBe('published');
    expect(deps.confirm).toHaveBeenCalledWith('确定发布该网站？');
    expect(deps.publish).toHaveBeenCalledWith(7, 0);
  });

  it('speaks English when the app does', async () => {
    const deps = fakeDeps({ t: (key) => translate('en', key) });
    await runPublish(deps, 7, { kind: 'site' });
    expect(deps.confirm).toHaveBeenCalledWith('Publish the whole website?');
    expect(deps.toastSuccess).toHaveBeenCalledWith('Published!');
    const refused = fakeDeps({ t: (key) => translate('en', key) });
    await runPublish(refused, 7, { kind: 'selected', pageIds: [] });
    expect(refused.toastError).toHaveBeenCalledWith('Please choose the pages to publish!');
  });

  it('says 发布取消 and calls nothing when the confirmation is cancelled', async () => {
    const deps = fakeDeps({ confirm: vi.fn(async () => false) });
    expect(await runPublish(deps, 7, { kind: 'site' })).toBe('cancelled');
    expect(deps.toastInfo).toHaveBeenCalledWith('发布取消');
    expect(deps.publish).not.toHaveBeenCalled();
    expect(deps.toastSuccess).not.toHaveBeenCalled();
  });

  it.each(SETTINGS_REDIRECT_CODES)(
    'code %i: the server’s message, then the settings after 2 s',
    async (code) => {
      const message = `fix ${code}`;
      const deps = fakeDeps({
        publish: vi.fn(async () => {
          throw new ApiError(message, code, 'server', { domain: 'shop.example' });
        }),
      });
      expect(await runPublish(deps, 7, { kind: 'site' })).toBe('fix');
      expect(deps.toastError).toHaveBeenCalledWith(message);
      expect(deps.toastSuccess).not.toHaveBeenCalled();
      expect(deps.later).toHaveBeenCalledWith(expect.any(Function), 2000);
      expect(deps.openFix).not.toHaveBeenCalled();
      vi.mocked(deps.later).mock.calls[0]?.[0]();
      expect(deps.openFix).toHaveBeenCalledWith({ kind: 'settings' });
    },
  );

  it('code 30218: the message naming the page, then that page, not the settings', async () => {
    const message = 'The page "About" (German) is in the menu but has no content.';
    const deps = fakeDeps({
      publish: vi.fn(async () => {
        throw new ApiError(message, errors.MENU_PAGE_EMPTY.code, 'server', {
          page_id: 41,
          page_name: 'About',
          lang: 'de',
        });
      }),
    });
    expect(await runPublish(deps, 7, { kind: 'site' })).toBe('fix');
    expect(deps.toastError).toHaveBeenCalledWith(message);
    vi.mocked(deps.later).mock.calls[0]?.[0]();
    expect(deps.openFix).toHaveBeenCalledWith({ kind: 'page', pageId: 41 });
  });

  it.each([errors.VALIDATION.code, errors.ILLEGAL_OPERATION.code, 30201, 30220, CLIENT_CODES.network])(
    'code %i: no message of its own and no redirect',
    async (code) => {
      const deps = fakeDeps({
        publish: vi.fn(async () => {
          throw new ApiError('nope', code, 'server');
        }),
      });
      expect(await runPublish(deps, 7, { kind: 'site' })).toBe('failed');
      expect(deps.toastError).not.toHaveBeenCalled();
      expect(deps.toastSuccess).not.toHaveBeenCalled();
      expect(deps.later).not.toHaveBeenCalled();
    },
  );
});
