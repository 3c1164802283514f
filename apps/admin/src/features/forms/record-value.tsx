import type { RecordDetail, RecordValue } from '@sitewright/contract';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { countryName } from './country-name.ts';
import './forms-i18n.ts';

function isFile(value: RecordValue): value is { name: string; url: string; size: number } {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'url' in value;
}

/** Only addresses on our own hosts or http(s) are links; anything else a visitor sent stays text. */
function safeHref(url: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https?:\/\//i.test(url) ? url : null;
}

/**
 * One value a visitor sent, always as text (React escapes it): choices joined, consent as yes or
 * no, a file as a download link.
 */
export function RecordValueView({
  field,
  value,
}: {
  field: RecordDetail['fields'][number];
  value: RecordValue | undefined;
}) {
  const t = useT();
  const lang = useLanguage();
  if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0))
    return <span className="screen-muted">—</span>;
  if (isFile(value)) {
    const href = safeHref(value.url);
    const size = `${Math.max(1, Math.round(value.size / 1024))} KB`;
    return href ? (
      <a href={href} download={value.name} rel="noopener noreferrer" data-testid="record-file">
        {value.name} ({size})
      </a>
    ) : (
      <span>
        {value.name} ({size})
      </span>
    );
  }
  if (typeof value === 'boolean') return <span>{value ? t('forms.yes') : t('forms.no')}</span>;
  if (Array.isArray(value)) return <span>{value.join(', ')}</span>;
  if (field.kind === 'country' && typeof value === 'string')
    return (
      <span>
        {countryName(value, lang)} ({value})
      </span>
    );
  return <span className="record-text">{String(value)}</span>;
}

export { safeHref };
