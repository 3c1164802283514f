import type { Published } from '@sitewright/contract';
import Button from 'antd/es/button';
import notification from 'antd/es/notification';
import { useEffect, useRef } from 'react';
import type { TFunction } from '../i18n/index.ts';
import { siteLanguageName } from '../lib/site-languages.ts';

/** One finished publish, as the notice tells it; `seq` tells two publishes of the same site apart. */
export interface PublishedNews {
  text: string;
  published: Published;
  seq: number;
}

/** How long the notice stays: long enough to open the site from it. */
const NOTICE_SECONDS = 12;

/**
 * Says a publish went through and offers the live site in a new tab, as the website center's
 * "Visit site" does; names the blank pages the publish left out, each a link to its editor. A
 * chunk of its own, like the confirmations: loaded once a publish has ended.
 */
export default function PublishedNotice({
  news,
  t,
  openPage,
}: {
  news: PublishedNews | null;
  t: TFunction;
  openPage(pageId: number): void;
}) {
  const [api, holder] = notification.useNotification({ maxCount: 1 });
  // Each publish is told once, however often the screen renders again.
  const told = useRef(0);

  useEffect(() => {
    if (!news || news.seq === told.current) return;
    told.current = news.seq;
    const { published } = news;
    const leftOut = published.left_out;
    api.success({
      key: 'published',
      title: news.text,
      duration: leftOut.length > 0 ? 0 : NOTICE_SECONDS,
      description: (
        <div data-testid="published-notice">
          <a
            href={published.site_url}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="published-view-site"
          >
            {t('publish.viewSite')}
          </a>
          {leftOut.length > 0 ? (
            <p data-testid="published-left-out">
              {t('publish.leftOut')}{' '}
              {leftOut.map((page, i) => (
                <span key={page.page_id}>
                  {i > 0 ? ', ' : ''}
                  <Button
                    type="link"
                    size="small"
                    // Inline with the sentence, not indented like a stand-alone button.
                    style={{ padding: 0, height: 'auto' }}
                    onClick={() => {
                      api.destroy('published');
                      openPage(page.page_id);
                    }}
                  >
                    {t('publish.leftOutPage', { name: page.page_name, lang: siteLanguageName(page.lang) })}
                  </Button>
                </span>
              ))}
            </p>
          ) : null}
        </div>
      ),
    });
  }, [api, news, t, openPage]);

  return holder;
}
