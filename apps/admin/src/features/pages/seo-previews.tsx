import {
  PAGE_DESCRIPTION_MAX,
  PAGE_SEO_TITLE_MAX,
  SEARCH_DESCRIPTION_SHOWN,
  SEARCH_TITLE_SHOWN,
} from '@sitewright/contract';
import { useT } from '../../shared/i18n/index.ts';
import './previews-i18n.ts';
import './seo-previews.css';

/** Search engines show about this many characters of a title, and of a description. */
export const SEARCH_TITLE_GUIDE = SEARCH_TITLE_SHOWN;
export const SEARCH_DESCRIPTION_GUIDE = SEARCH_DESCRIPTION_SHOWN;

/** The text cut where a search engine would cut it, with an ellipsis. */
export function cut(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** Characters as a person counts them (a Chinese character or an emoji is one). */
export const lengthOf = (text: string) => [...text].length;

export interface SeoPreviewValues {
  /** The title the published page carries (SEO title, else page name, else the website's). */
  title: string;
  description: string;
  image: string;
  /** The host the page is published on, e.g. www.example.com. */
  host: string;
  /** The page's path, e.g. /about. */
  path: string;
}

/**
 * The field's one counter: against the length search results show, naming the field's maximum, and
 * turning into a warning beyond the shown length (the field itself shows no second count).
 */
function LengthGuide({
  text,
  max,
  limit,
  warning,
  testId,
}: {
  text: string;
  max: number;
  limit: number;
  warning: string;
  testId: string;
}) {
  const t = useT();
  const count = lengthOf(text);
  const over = count > max;
  return (
    <p className={over ? 'seo-guide seo-guide-over' : 'seo-guide'} data-testid={testId} data-over={over}>
      {t('seoPreview.count', { count, max, limit })}
      {over ? <span role="status"> · {warning}</span> : null}
    </p>
  );
}

/**
 * What the page looks like in a search result (title, address, description) and as a shared link
 * (image, title, description, domain), drawn from the settings as they are typed.
 */
export function SeoPreviews({ title, description, image, host, path }: SeoPreviewValues) {
  const t = useT();
  const address = [host, ...path.split('/').filter(Boolean)].join(' › ');
  return (
    <section className="seo-previews" aria-label={t('seoPreview.title')} data-testid="seo-previews">
      <h3 className="seo-previews-title">{t('seoPreview.title')}</h3>
      <p className="seo-previews-label">{t('seoPreview.search')}</p>
      <div className="seo-snippet" data-testid="seo-snippet">
        <div className="seo-snippet-url" data-testid="seo-snippet-url">
          {address}
        </div>
        <div className="seo-snippet-title" data-testid="seo-snippet-title">
          {cut(title, SEARCH_TITLE_GUIDE)}
        </div>
        <div className="seo-snippet-description" data-testid="seo-snippet-description">
          {description ? cut(description, SEARCH_DESCRIPTION_GUIDE) : t('seoPreview.noDescription')}
        </div>
      </div>
      <LengthGuide
        text={title}
        max={SEARCH_TITLE_GUIDE}
        limit={PAGE_SEO_TITLE_MAX}
        warning={t('seoPreview.titleLong', { max: SEARCH_TITLE_GUIDE })}
        testId="seo-title-guide"
      />
      <LengthGuide
        text={description}
        max={SEARCH_DESCRIPTION_GUIDE}
        limit={PAGE_DESCRIPTION_MAX}
        warning={t('seoPreview.descriptionLong', { max: SEARCH_DESCRIPTION_GUIDE })}
        testId="seo-description-guide"
      />
      <p className="seo-previews-label">{t('seoPreview.share')}</p>
      <div className="seo-card" data-testid="seo-card">
        {image ? (
          <img className="seo-card-image" src={image} alt="" data-testid="seo-card-image" />
        ) : (
          <div className="seo-card-image seo-card-noimage">{t('seoPreview.noImage')}</div>
        )}
        <div className="seo-card-body">
          <div className="seo-card-domain" data-testid="seo-card-domain">
            {host.toUpperCase()}
          </div>
          <div className="seo-card-title" data-testid="seo-card-title">
            {cut(title, SEARCH_TITLE_GUIDE)}
          </div>
          {description ? (
            <div className="seo-card-description">{cut(description, SEARCH_DESCRIPTION_GUIDE)}</div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
