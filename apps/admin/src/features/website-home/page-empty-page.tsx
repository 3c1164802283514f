import ApartmentOutlined from '@ant-design/icons/es/icons/ApartmentOutlined';
import AppstoreOutlined from '@ant-design/icons/es/icons/AppstoreOutlined';
import { ROLES, SITE_LANGUAGES } from '@sitewright/contract';
import { siteLanguageName } from '../../shared/lib/site-languages.ts';
import { useNavigate } from 'react-router';
import { useRoles } from '../../shared/api/session/get-user-info.ts';
import { PAGE_MENU_PATH, PAGE_TEMPLATE_PATH } from '../../shared/paths.ts';
import { hasRole } from '../../shared/session/roles.ts';
import { FlagIcon } from '../../shared/ui/flag-icon.tsx';
import ExportOutlined from '@ant-design/icons/es/icons/ExportOutlined';
import FileAddOutlined from '@ant-design/icons/es/icons/FileAddOutlined';
import LockOutlined from '@ant-design/icons/es/icons/LockOutlined';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Skeleton from 'antd/es/skeleton';
import { useT } from '../../shared/i18n/index.ts';
import { useWebsiteStore } from '../../shared/stores/website-store.ts';
import { useWebsite } from '../../shared/api/websites/get-website.ts';
import './page-empty-page.css';

/**
 * The selected website's home for a role that cannot list pages (the left menu's Pages entry leads
 * here): who the website is, where it lives, and that the role is not shown its pages. Someone who may
 * list pages is offered the templates instead.
 */
export function PageEmptyPage() {
  const t = useT();
  const selected = useWebsiteStore((s) => s.website);
  const { data, isPending, isError } = useWebsite(selected?.website_id);
  const website = data ?? selected;
  // The chooser needs the page role; without it the button would only lead to "no permission".
  const roles = useRoles();
  const canChooseTemplate = hasRole(roles, ROLES.pageSet);
  // The menu has no left-menu entry (spec §2); those who may edit it find it here.
  const canManageMenu = hasRole(roles, ROLES.pageMenu);
  const navigate = useNavigate();

  if (!website) return null;

  const language = data ? SITE_LANGUAGES.find((l) => l.code === data.default_language) : undefined;

  return (
    <div className="page-empty" data-testid="page-empty">
      <header className="page-empty-header">
        <span className="page-empty-flag">
          <FlagIcon code={website.flag_code} size={36} label={website.flag_code} />
        </span>
        <div>
          <h1 data-testid="page-empty-website-name">{website.name}</h1>
          <a href={website.curr_preview_link} target="_blank" rel="noopener noreferrer">
            {website.fixed_domain}
          </a>
        </div>
        <Button
          href={website.curr_preview_link}
          target="_blank"
          rel="noopener noreferrer"
          icon={<ExportOutlined />}
          data-testid="page-empty-preview"
          disabled={!website.curr_preview_link}
        >
          {t('pageEmpty.preview')}
        </Button>
      </header>

      {isPending && !selected ? (
        <Skeleton active />
      ) : (
        <Descriptions
          column={{ xs: 1, sm: 1, md: 2 }}
          items={[
            { key: 'fixed', label: t('pageEmpty.fixedDomain'), children: website.fixed_domain },
            {
              key: 'custom',
              label: t('pageEmpty.customDomain'),
              children: website.domain || t('pageEmpty.notBound'),
            },
            ...(language
              ? [
                  {
                    key: 'language',
                    label: t('pageEmpty.defaultLanguage'),
                    children: siteLanguageName(language.code),
                  },
                ]
              : []),
          ]}
        />
      )}
      {isError ? <p className="page-empty-muted">{t('pageEmpty.loadFailed')}</p> : null}

      <section className="page-empty-notice" aria-labelledby="page-empty-title">
        {canChooseTemplate ? (
          <>
            <FileAddOutlined className="page-empty-icon" aria-hidden />
            <h2 id="page-empty-title">{t('pageEmpty.noPagesYet')}</h2>
            <p className="page-empty-muted">{t('pageEmpty.explain')}</p>
          </>
        ) : (
          // Whatever the website holds, this role is not shown its pages: say so, never "no pages".
          <>
            <LockOutlined className="page-empty-icon" aria-hidden />
            <h2 id="page-empty-title" data-testid="page-empty-no-access">
              {t('pageEmpty.noAccess')}
            </h2>
            <p className="page-empty-muted">{t('pageEmpty.noAccessExplain')}</p>
            {canManageMenu ? <p className="page-empty-muted">{t('pageEmpty.noAccessMenu')}</p> : null}
          </>
        )}
        <div className="page-empty-actions">
          {canChooseTemplate ? (
            <Button
              type="primary"
              icon={<AppstoreOutlined />}
              onClick={() => navigate(PAGE_TEMPLATE_PATH)}
              data-testid="page-empty-choose-template"
            >
              {t('pageEmpty.chooseTemplate')}
            </Button>
          ) : null}
          {canManageMenu ? (
            <Button
              icon={<ApartmentOutlined />}
              onClick={() => navigate(PAGE_MENU_PATH)}
              data-testid="page-empty-manage-menu"
            >
              {t('pageEmpty.manageMenu')}
            </Button>
          ) : null}
        </div>
      </section>
    </div>
  );
}
