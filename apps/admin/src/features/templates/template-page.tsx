import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import type { TemplateSummary } from '@sitewright/contract';
import type { ButtonProps } from 'antd/es/button';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Skeleton from 'antd/es/skeleton';
import { useNavigate } from 'react-router';
import { useWebsite } from '../../shared/api/websites/get-website.ts';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { PAGE_INDEX_PATH } from '../../shared/paths.ts';
import { useWebsiteStore } from '../../shared/stores/website-store.ts';
import { toastSuccess } from '../../shared/ui/feedback.ts';
import { useApplyTemplate } from './api/apply-template.ts';
import { useTemplates } from '../../shared/api/templates/get-templates.ts';
import { TemplateThumbnail } from '../../shared/templates/template-thumbnail.tsx';
import { templateLockPrice } from '../../shared/commerce/commerce-view.ts';
import { LockedItem } from '../../shared/commerce/locked-item.tsx';
import { siteLanguageLabel } from './template-view.ts';
import './template-page.css';

/** The template chooser (spec §2, /page/template): applying one fills the default language. */
export function TemplatePage() {
  const t = useT();
  const website = useWebsiteStore((s) => s.website);
  const { data, isPending, isError, refetch } = useTemplates();
  // Only for the language the confirmation names; the chooser works without it.
  const { data: details } = useWebsite(website?.website_id);
  const apply = useApplyTemplate();
  const navigate = useNavigate();
  const lang = useLanguage();

  if (!website) return null;

  const language = siteLanguageLabel(details?.default_language) ?? t('templates.defaultLanguage');

  async function use(template: TemplateSummary) {
    if (!website) return;
    let result: Awaited<ReturnType<typeof apply.mutateAsync>>;
    try {
      result = await apply.mutateAsync({ website_id: website.website_id, template_id: template.id });
    } catch {
      // The client has shown why.
      return;
    }
    toastSuccess(t('templates.applied', { name: template.name, n: result.page_count }));
    navigate(PAGE_INDEX_PATH);
  }

  return (
    <div className="screen" data-testid="template-page">
      <header className="screen-header">
        <div>
          <h1>{t('templates.title')}</h1>
          <p className="screen-muted">{t('templates.intro', { website: website.name })}</p>
        </div>
        <Button
          icon={<ArrowLeftOutlined />}
          onClick={() => navigate(PAGE_INDEX_PATH)}
          data-testid="template-back"
        >
          {t('templates.backToPages')}
        </Button>
      </header>

      {isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : isError ? (
        <div className="screen-empty">
          <p className="screen-muted">{t('templates.loadFailed')}</p>
          <Button onClick={() => refetch()}>{t('common.retry')}</Button>
        </div>
      ) : data.list.length === 0 ? (
        <p className="screen-muted">{t('templates.none')}</p>
      ) : (
        <ul className="templates-grid" aria-label={t('templates.title')}>
          {data.list.map((template) => {
            const applying = apply.isPending && apply.variables?.template_id === template.id;
            const price = templateLockPrice(template, lang);
            return (
              <li key={template.id} className="templates-card" data-testid={`template-card-${template.id}`}>
                <TemplateThumbnail template={template} />
                <div className="templates-body">
                  <h2>{template.name}</h2>
                  <p className="screen-muted">{template.description}</p>
                  <p className="templates-count" data-testid={`template-page-count-${template.id}`}>
                    {t('templates.pageCount', { n: template.page_count })}
                  </p>
                  {price ? <LockedItem price={price} tab="templates" /> : null}
                  {price ? null : (
                    <Popconfirm
                      title={t('templates.confirmTitle', { name: template.name })}
                      description={
                        <span className="templates-confirm" data-testid="template-confirm-text">
                          {t('templates.confirm', { website: website.name, language })}
                        </span>
                      }
                      okText={t('common.ok')}
                      cancelText={t('common.cancel')}
                      okButtonProps={{ 'data-testid': 'template-confirm' } as ButtonProps}
                      cancelButtonProps={{ 'data-testid': 'template-cancel' } as ButtonProps}
                      onConfirm={() => use(template)}
                      disabled={apply.isPending}
                    >
                      <Button
                        type="primary"
                        loading={applying}
                        disabled={apply.isPending && !applying}
                        data-testid={`template-use-${template.id}`}
                      >
                        {t('templates.use')}
                      </Button>
                    </Popconfirm>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
