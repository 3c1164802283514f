import { TAXONOMY_NAME_MAX } from '@sitewright/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useWebsiteLanguages } from '../api/languages/get-website-languages.ts';
import { useT } from '../i18n/index.ts';
import { orderedLanguages, siteLanguageName } from '../lib/site-languages.ts';

export interface TranslatedNamesProps {
  websiteId: number;
  /** The form field holding the language → name record (`names`, or a list row's path). */
  name: (string | number)[];
  /** Accessible label and help of each input; `{language}` is the language's own name. */
  label(language: string): string;
  help?(language: string): string;
  testIdPrefix: string;
  /** Compact rows without labels (inside a list of options). */
  compact?: boolean;
}

/**
 * One input per language of the website other than its default one: what a category, tag or
 * attribute is called on those language versions of the site. Nothing shows for a one-language site.
 */
export function TranslatedNames({
  websiteId,
  name,
  label,
  help,
  testIdPrefix,
  compact,
}: TranslatedNamesProps) {
  const t = useT();
  const { data } = useWebsiteLanguages(websiteId);
  const others = data ? orderedLanguages(data.list).filter((l) => !l.is_default) : [];
  return (
    <>
      {others.map((l) => {
        const language = siteLanguageName(l.lang);
        return (
          <Form.Item
            key={l.lang}
            name={[...name, l.lang]}
            label={compact ? undefined : label(language)}
            extra={compact ? undefined : help?.(language)}
            rules={[{ max: TAXONOMY_NAME_MAX, message: t('kit.tooLong', { n: TAXONOMY_NAME_MAX }) }]}
            className={compact ? 'translated-names-compact' : undefined}
          >
            <Input
              maxLength={TAXONOMY_NAME_MAX}
              aria-label={label(language)}
              placeholder={compact ? label(language) : undefined}
              data-testid={`${testIdPrefix}-${l.lang}`}
            />
          </Form.Item>
        );
      })}
    </>
  );
}
