import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import type { SiteLanguage } from '@sitewright/contract';
import Button from 'antd/es/button';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useWebsiteLanguages } from '../../shared/api/languages/get-website-languages.ts';
import { useT } from '../../shared/i18n/index.ts';
import { addableLanguages, orderedLanguages, siteLanguageName } from '../../shared/lib/site-languages.ts';
import { PAGE_INDEX_PATH } from '../../shared/paths.ts';
import { useWebsiteStore } from '../../shared/stores/website-store.ts';
import { toastSuccess } from '../../shared/ui/feedback.ts';
import { useAddLanguage } from './api/add-language.ts';
import { languageAddedMessage } from './language-added.ts';
import './languages-page.css';

/** The language screen (spec §2, /page/add_language): the website's languages and adding one. */
export function LanguagesPage() {
  const t = useT();
  const website = useWebsiteStore((s) => s.website);
  const { data, isPending, isError, refetch } = useWebsiteLanguages(website?.website_id);
  const add = useAddLanguage();
  const navigate = useNavigate();
  const [choice, setChoice] = useState<SiteLanguage | undefined>(undefined);

  if (!website) return null;

  const options = data ? addableLanguages(data.list) : [];

  async function submit() {
    if (!website || !choice) return;
    let result: Awaited<ReturnType<typeof add.mutateAsync>>;
    try {
      result = await add.mutateAsync({ website_id: website.website_id, lang: choice });
    } catch {
      // The client has shown why.
      return;
    }
    const n = result.copy.website_page_id.length;
    toastSuccess(t(languageAddedMessage(n), { language: siteLanguageName(choice), n }), 6000);
    setChoice(undefined);
  }

  return (
    <div className="screen" data-testid="languages-page">
      <header className="screen-header">
        <div>
          <h1>{t('languages.title')}</h1>
          <p className="screen-muted">{t('languages.intro', { website: website.name })}</p>
        </div>
        <Button
          icon={<ArrowLeftOutlined />}
          onClick={() => navigate(PAGE_INDEX_PATH)}
          data-testid="languages-back"
        >
          {t('languages.backToPages')}
        </Button>
      </header>

      {isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : isError ? (
        <div className="screen-empty">
          <p className="screen-muted">{t('languages.loadFailed')}</p>
          <Button onClick={() => refetch()}>{t('common.retry')}</Button>
        </div>
      ) : (
        <>
          <ul className="languages-list" aria-label={t('languages.title')} data-testid="languages-list">
            {orderedLanguages(data.list).map((l) => (
              <li key={l.lang} className="languages-item" data-testid={`language-${l.lang}`}>
                <span className="languages-name">{siteLanguageName(l.lang)}</span>
                <span className="screen-muted languages-code">{l.lang}</span>
                {l.is_default ? <Tag color="blue">{t('languages.default')}</Tag> : null}
              </li>
            ))}
          </ul>

          {options.length === 0 ? (
            <p className="screen-muted" data-testid="languages-all-added">
              {t('languages.allAdded')}
            </p>
          ) : (
            <div className="languages-add">
              <Select<SiteLanguage>
                className="languages-select"
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={t('languages.choose')}
                aria-label={t('languages.choose')}
                options={options.map((o) => ({ value: o.code, label: o.label }))}
                value={choice}
                onChange={setChoice}
                disabled={add.isPending}
                data-testid="language-select"
              />
              <Button
                type="primary"
                onClick={submit}
                loading={add.isPending}
                disabled={!choice}
                data-testid="language-add"
              >
                {t('languages.add')}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
