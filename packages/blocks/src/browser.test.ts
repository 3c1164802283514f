import { existsSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPageHtml } from './render.tsx';
import { everyBlockDocument, sampleContext } from './samples.ts';
import { DEFAULT_THEME } from './theme.ts';

/**
 * Judges output by what a real browser does with it: a rendered page must fit every width from 360
 * to 1440 px with its mobile menu working without script, and run nothing (the rich-text filter
 * has its own Chromium test in xss-chromium.test.ts).
 */
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Counts every way a payload could show it ran. */
const HOOKS = `
  window.__ran = [];
  for (const name of ['alert', 'confirm', 'prompt', 'print']) {
    window[name] = (...args) => { window.__ran.push(name + ':' + String(args[0])); };
  }
`;

/**
 * Fires the events payloads hang on and lists what ran. Browser-side code is a string, so this
 * package's type checking stays free of DOM types.
 */
const POKE = `(async () => {
  for (const el of document.querySelectorAll('*')) {
    for (const type of ['mouseover', 'mouseenter', 'click', 'focus', 'animationstart']) {
      el.dispatchEvent(new Event(type, { bubbles: true }));
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
  const scriptLinks = [...document.querySelectorAll('a[href], [src]')].filter((el) =>
    /^(javascript|vbscript|data:text)/i.test(el.href || el.src || ''),
  );
  return [...window.__ran, ...scriptLinks.map((el) => 'script link on ' + el.tagName)];
})()`;

function poke(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(POKE);
}

// Needs Debian's Chromium; npm test installs it (or says how) before the unit tests run.
describe.skipIf(!existsSync(CHROMIUM))('in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  /** A busy machine can take more than a second to lay a page out. */
  const POLL = { timeout: 10_000 };

  async function open(html: string, width = 1280): Promise<Page> {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    // Nothing leaves the machine: embeds and images simply fail to load.
    await page.route('**/*', (route) => route.abort());
    // The hooks go in as the test harness's own first script, ahead of the content under test.
    const hooked = html.includes('<head>')
      ? html.replace('<head>', `<head><script>${HOOKS}</script>`)
      : `<script>${HOOKS}</script>${html}`;
    await page.setContent(hooked, { waitUntil: 'load' });
    return page;
  }

  it('notices a payload that does run, so a zero below means something', async () => {
    const page = await open('<img src="x:" onerror="alert(1)"><a href="javascript:alert(2)">x</a>');
    expect((await poke(page)).length).toBeGreaterThan(0);
    await page.close();
  }, 30_000);

  const html = renderPageHtml({
    document: everyBlockDocument(),
    theme: DEFAULT_THEME,
    context: sampleContext(),
  });

  it.each([360, 414, 768, 1024, 1280, 1440])(
    'lays the page holding every block out at %i px without sideways scrolling',
    async (width) => {
      const page = await open(html, width);
      const overflow = await page.evaluate<number>(
        'document.documentElement.scrollWidth - window.innerWidth',
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await poke(page)).toEqual([]);
      await page.close();
    },
    30_000,
  );

  it('opens the mobile menu with its toggle and shows the full menu on wide screens, without script', async () => {
    const mobile = await open(html, 360);
    const menu = mobile.locator('.sw-nav__menu');
    await expect.poll(() => menu.isVisible(), POLL).toBe(false);
    await mobile.locator('.sw-nav__burger').click();
    await expect.poll(() => menu.isVisible(), POLL).toBe(true);
    await mobile.close();

    const wide = await open(html, 1440);
    await expect.poll(() => wide.locator('.sw-nav__menu').isVisible(), POLL).toBe(true);
    await expect.poll(() => wide.locator('.sw-nav__burger').isVisible(), POLL).toBe(false);
    await wide.close();
  }, 30_000);

  it('keeps a full-width hero inside the content width, its subtitle centred under a centred title', async () => {
    const hero = renderPageHtml({
      document: {
        version: 1,
        blocks: [
          {
            id: 'hero',
            type: 'section',
            props: { background: 'primary', padding: 'large', width: 'full', backgroundImage: '/hero.svg' },
            slots: {
              content: [
                {
                  id: 'title',
                  type: 'heading',
                  props: { text: 'Bread baked before sunrise', level: 1, align: 'center' },
                },
                {
                  id: 'subtitle',
                  type: 'rich-text',
                  props: { html: '<p>Sourdough, rye and pastries from our ovens.</p>' },
                },
                { id: 'cta', type: 'button', props: { text: 'Order', href: '/order', align: 'center' } },
              ],
            },
          },
          {
            id: 'boxed',
            type: 'section',
            props: {},
            slots: {
              content: [{ id: 'body', type: 'rich-text', props: { html: '<p>Left as written.</p>' } }],
            },
          },
        ],
      },
      theme: DEFAULT_THEME,
      context: sampleContext(),
    });
    const page = await open(hero, 1440);
    const box = (selector: string) =>
      page.evaluate<{
        left: number;
        right: number;
        align: string;
        textLeft: number;
        textRight: number;
      }>(`(() => {
        const el = document.querySelector(${JSON.stringify(selector)});
        const r = el.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(el.querySelector('p') ?? el);
        const t = range.getBoundingClientRect();
        return { left: r.left, right: r.right, align: getComputedStyle(el.querySelector('p') ?? el).textAlign, textLeft: t.left, textRight: t.right };
      })()`);
    const content = await box('.sw-section:not(.sw-section--image) .sw-rich-text');
    const subtitle = await box('.sw-section--image .sw-rich-text');
    // Starts no further out than the content width every boxed section keeps.
    expect(subtitle.left).toBeGreaterThanOrEqual(content.left - 1);
    expect(subtitle.right).toBeLessThanOrEqual(content.right + 1);
    expect(subtitle.align).toBe('center');
    // The line itself sits in the middle of the window, as the title does.
    expect(Math.abs((subtitle.textLeft + subtitle.textRight) / 2 - 720)).toBeLessThan(2);
    const title = await box('.sw-section--image .sw-heading');
    expect(title.left).toBeGreaterThanOrEqual(content.left - 1);
    // Text under no centred title keeps its own alignment.
    expect(content.align).toBe('start');
    await page.close();
  }, 30_000);

  it('draws each chart 300 px high', async () => {
    const page = await open(html, 1024);
    const heights = await page.evaluate<number[]>(
      "[...document.querySelectorAll('.sw-chart__svg')].map((el) => el.getBoundingClientRect().height)",
    );
    expect(heights.length).toBe(3);
    for (const h of heights) expect(h).toBe(300);
    await page.close();
  }, 30_000);
});
