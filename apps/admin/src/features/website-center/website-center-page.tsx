import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import type { Website } from '@sitewright/contract';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useRoles, useUserInfo } from '../../shared/api/session/get-user-info.ts';
import { useWebsites } from '../../shared/api/websites/get-websites.ts';
import { useT } from '../../shared/i18n/index.ts';
import { websiteHomePath } from '../../shared/session/roles.ts';
import { useWebsiteStore } from '../../shared/stores/website-store.ts';
import { toastSuccess } from '../../shared/ui/feedback.ts';
import { usePublish } from '../../shared/publish/use-publish.tsx';
import { useDeleteWebsite } from './api/delete-website.ts';
import { WebsiteTable } from './website-table.tsx';
import './website-center-page.css';

const loadFormModal = () => import('./website-form-modal.tsx');
const WebsiteFormModal = lazy(loadFormModal);
// Asked only on deleting: antd's modal and input load with the question, not with the list.
const ConfirmByName = lazy(() =>
  import('../../shared/ui/data-table/confirm-by-name.tsx').then((m) => ({ default: m.ConfirmByName })),
);

/** `session` changes with every opening so each one starts from a fresh form. */
type ModalState = { open: boolean; website: Website | null; session: number; template?: string };

/** The website center (spec §2): every website of the company, and where one is chosen to manage. */
export function WebsiteCenterPage() {
  const t = useT();
  const navigate = useNavigate();
  const { data, isPending, isError, refetch } = useWebsites();
  const { data: user } = useUserInfo();
  const roles = useRoles();
  const selectWebsite = useWebsiteStore((s) => s.select);
  const deleteMutation = useDeleteWebsite();
  const [modal, setModal] = useState<ModalState>({ open: false, website: null, session: 0 });
  const publishing = usePublish();
  const [deleting, setDeleting] = useState<Website | null>(null);
  // Mounted from the first delete on, so the question's closing animation still plays.
  const [deleteAsked, setDeleteAsked] = useState(false);

  useEffect(() => {
    // Spec §4: on the website center no website is selected.
    useWebsiteStore.getState().clear();
  }, []);

  // The app centre's "Use it" on a template: ?template=<id> opens the new-website form with it chosen.
  const [search, setSearch] = useSearchParams();
  const askedTemplate = search.get('template');
  useEffect(() => {
    if (!askedTemplate) return;
    setModal((m) => ({ open: true, website: null, session: m.session + 1, template: askedTemplate }));
    setSearch({}, { replace: true });
  }, [askedTemplate, setSearch]);

  function openModal(website: Website | null) {
    setModal((m) => ({ open: true, website, session: m.session + 1 }));
  }

  function manage(website: Website) {
    selectWebsite(website);
    navigate(websiteHomePath(roles));
  }

  async function remove(website: Website) {
    try {
      await deleteMutation.mutateAsync(website.website_id);
    } catch {
      // The client has shown why; the website stays in the list.
      return;
    }
    setDeleting(null);
    toastSuccess(t('websites.deleted'));
  }

  const websites = data?.list ?? [];
  const total = data?.total ?? websites.length;
  const preloadForm = () => void loadFormModal();

  return (
    <div className="screen">
      <header className="screen-header">
        <div>
          <h1>{t('websites.title')}</h1>
          <p className="screen-muted">
            {t('websites.intro', { company: user?.company.name || user?.company.code || '' })}
          </p>
        </div>
        {/* A sub-account works on the websites granted to it; the server refuses it new ones. */}
        {user?.sub_account ? null : (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => openModal(null)}
            onPointerEnter={preloadForm}
            onFocus={preloadForm}
            data-testid="website-create"
          >
            {t('websites.create')}
          </Button>
        )}
      </header>

      {isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : isError ? (
        <div className="website-empty">
          <Button onClick={() => refetch()}>{t('common.retry')}</Button>
        </div>
      ) : websites.length === 0 ? (
        <div className="website-empty" data-testid="website-empty">
          <p>{t(user?.sub_account ? 'websites.noneGranted' : 'websites.empty')}</p>
          {user?.sub_account ? null : (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => openModal(null)}>
              {t('websites.create')}
            </Button>
          )}
        </div>
      ) : (
        <>
          <WebsiteTable
            websites={websites}
            onManage={manage}
            onEdit={(website) => openModal(website)}
            onDelete={(website) => {
              setDeleteAsked(true);
              setDeleting(website);
            }}
            onEditIntent={preloadForm}
            // No website is selected here; a refusal that leads to the settings selects this one first.
            onPublish={(website) => void publishing.publish(website, { kind: 'site' })}
            onUnpublish={(website) => void publishing.unpublish(website)}
            busyWebsiteId={publishing.busyWebsiteId}
          />
          <p className="screen-muted website-total">
            {total === 1 ? t('websites.totalOne') : t('websites.total', { n: total })}
          </p>
        </>
      )}

      {publishing.contextHolder}
      {deleteAsked ? (
        <Suspense fallback={null}>
          <ConfirmByName
            open={deleting !== null}
            name={deleting?.name ?? ''}
            title={t('websites.deleteConfirm', { name: deleting?.name ?? '' })}
            description={t('websites.deleteHint')}
            okText={t('websites.deleteWebsite')}
            onConfirm={() => (deleting ? remove(deleting) : undefined)}
            onClose={() => setDeleting(null)}
            testId="website-delete-confirm"
          />
        </Suspense>
      ) : null}
      {modal.session > 0 ? (
        <Suspense fallback={null}>
          <WebsiteFormModal
            key={modal.session}
            open={modal.open}
            website={modal.website}
            template={modal.template}
            onClose={() => setModal((m) => ({ ...m, open: false }))}
            onCreated={manage}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
