import { errors, type Published, type PublishLinkCheck, type UnpublishedLink } from '@sitewright/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, CLIENT_CODES } from '../api/api-error.ts';
import { translate } from '../i18n/index.ts';
import { type PublishFlowDeps, runPublish } from './publish-flow.ts';
import { PUBLISH_FIX_CODES } from './publish-rules.ts';

const PUBLISHED: Published = {
  website_id: 7,
  version_id: 3,
  published_page_count: 2,
  file_count: 9,
  published_at: '2026-11-22T10:00:00.000Z',
  left_out: [],
  site_url: 'http://shop.localhost/',
};

function fakeDeps(over: Partial<PublishFlowDeps> = {}) {
  const deps = {
    t: ((key, vars) => translate('zh', key, vars)) as PublishFlowDeps['t'],
    confirm: vi.fn(async (_text: string, _warning: unknown) => true),
    checkLinks: vi.fn(
      async (_id: number, _pages: number[]): Promise<PublishLinkCheck> => ({ links: [], total: 0 }),
    ),
    publish: vi.fn(async (_id: number, _pages: number[] | 0) => PUBLISHED),
    showPublished: vi.fn(),
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
    expect(deps.confirm).toHaveBeenCalledWith('确定发布选中页面？', null);
    expect(deps.publish).toHaveBeenCalledWith(7, [5, 9]);
    expect(deps.showPublished).toHaveBeenCalledWith('发布成功!', PUBLISHED);
    expect(deps.later).not.toHaveBeenCalled();
  });

  it('asks 确定发布该网站？ and sends 0 for the whole site', async () => {
    const deps = fakeDeps();
    expect(await runPublish(deps, 7, { kind: 'site' })).toBe('published');
    expect(deps.confirm).toHaveBeenCalledWith('确定发布该网站？', null);
    expect(deps.publish).toHaveBeenCalledWith(7, 0);
  });

  it('speaks English when the app does', async () => {
    const deps = fakeDeps({ t: (key, vars) => translate('en', key, vars) });
    await runPublish(deps, 7, { kind: 'site' });
    expect(deps.confirm).toHaveBeenCalledWith('Publish the whole website?', null);
    expect(deps.showPublished).toHaveBeenCalledWith('Published!', PUBLISHED);
    const refused = fakeDeps({ t: (key, vars) => translate('en', key, vars) });
    await runPublish(refused, 7, { kind: 'selected', pageIds: [] });
    expect(refused.toastError).toHaveBeenCalledWith('Please choose the pages to publish!');
  });

  it('says 发布取消 and calls nothing when the confirmation is cancelled', async () => {
    const deps = fakeDeps({ confirm: vi.fn(async () => false) });
    expect(await runPublish(deps, 7, { kind: 'site' })).toBe('cancelled');
    expect(deps.toastInfo).toHaveBeenCalledWith('发布取消');
    expect(deps.publish).not.toHaveBeenCalled();
    expect(deps.showPublished).not.toHaveBeenCalled();
  });

  it.each(PUBLISH_FIX_CODES)(
    'code %i: the server’s message, then the website settings (/page/web_set) after 2 s',
    async (code) => {
      const message = `fix ${code}`;
      const deps = fakeDeps({
        publish: vi.fn(async () => {
          throw new ApiError(message, code, 'server', { domain: 'shop.example' });
        }),
      });
      expect(await runPublish(deps, 7, { kind: 'site' })).toBe('fix');
      expect(deps.toastError).toHaveBeenCalledWith(message);
      expect(deps.showPublished).not.toHaveBeenCalled();
      expect(deps.later).toHaveBeenCalledWith(expect.any(Function), 2000);
      expect(deps.openFix).not.toHaveBeenCalled();
      vi.mocked(deps.later).mock.calls[0]?.[0]();
      expect(deps.openFix).toHaveBeenCalledWith({ kind: 'settings' });
    },
  );

  it.each([errors.VALIDATION.code, errors.ILLEGAL_OPERATION.code, 30201, 30220])(
    'code %i: no message of its own and no redirect',
    async (code) => {
      const deps = fakeDeps({
        publish: vi.fn(async () => {
          throw new ApiError('nope', code, 'server');
        }),
      });
      expect(await runPublish(deps, 7, { kind: 'site' })).toBe('failed');
      expect(deps.toastError).not.toHaveBeenCalled();
      expect(deps.showPublished).not.toHaveBeenCalled();
      expect(deps.later).not.toHaveBeenCalled();
    },
  );

  it('a publish that got no answer says why (the network), and goes nowhere', async () => {
    const deps = fakeDeps({
      publish: vi.fn(async () => {
        throw new ApiError('当前网络环境不佳！', CLIENT_CODES.network, 'network');
      }),
    });
    expect(await runPublish(deps, 7, { kind: 'site' })).toBe('failed');
    expect(deps.toastError).toHaveBeenCalledWith('当前网络环境不佳！');
    expect(deps.later).not.toHaveBeenCalled();
  });

  describe('links to pages the publish leaves out', () => {
    const link = (over: Partial<UnpublishedLink>): UnpublishedLink => ({
      place: 'page',
      page_id: 5,
      page_name: 'Home',
      lang: 'en',
      lang_name: 'English',
      target_page_id: 9,
      target_page_name: 'Services',
      href: '/services',
      ...over,
    });

    it('names them in the confirmation (page, footer) and still publishes on OK', async () => {
      const deps = fakeDeps({ t: (key, vars) => translate('en', key, vars) });
      vi.mocked(deps.checkLinks).mockResolvedValue({
        links: [
          link({}),
          link({ place: 'footer', page_id: null, page_name: '', target_page_name: 'Contact' }),
        ],
        total: 2,
      });
      expect(await runPublish(deps, 7, { kind: 'selected', pageIds: [5, 5] })).toBe('published');
      expect(deps.checkLinks).toHaveBeenCalledWith(7, [5]);
      expect(deps.confirm).toHaveBeenCalledWith('Publish the selected pages?', {
        lines: ['Home → Services (English)', 'Footer → Contact (English)'],
        more: 0,
      });
      expect(deps.publish).toHaveBeenCalledWith(7, [5]);
    });

    it('shows ten in Chinese and counts the rest as 以及另外 N 个', async () => {
      const deps = fakeDeps();
      const links = Array.from({ length: 14 }, (_, i) =>
        link({ target_page_id: 100 + i, target_page_name: `P${i}` }),
      );
      vi.mocked(deps.checkLinks).mockResolvedValue({ links, total: 15 });
      await runPublish(deps, 7, { kind: 'selected', pageIds: [5] });
      const warning = vi.mocked(deps.confirm).mock.calls[0]?.[1] as { lines: string[]; more: number };
      expect(warning.lines).toHaveLength(10);
      expect(warning.lines[0]).toBe('Home → P0（English）');
      expect(warning.more).toBe(5);
      expect(translate('zh', 'publish.linkWarningMore', { count: warning.more })).toBe('以及另外 5 个');
    });

    it('does not check a whole-site publish, and asks without a warning when the check fails', async () => {
      const site = fakeDeps();
      await runPublish(site, 7, { kind: 'site' });
      expect(site.checkLinks).not.toHaveBeenCalled();

      const failing = fakeDeps();
      vi.mocked(failing.checkLinks).mockRejectedValue(new ApiError('down', CLIENT_CODES.network, 'network'));
      expect(await runPublish(failing, 7, { kind: 'selected', pageIds: [5] })).toBe('published');
      expect(failing.confirm).toHaveBeenCalledWith('确定发布选中页面？', null);
    });
  });
});
