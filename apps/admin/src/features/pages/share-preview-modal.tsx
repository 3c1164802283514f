import CopyOutlined from '@ant-design/icons/es/icons/CopyOutlined';
import type { PageListItem } from '@sitewright/contract';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import { lazy, Suspense } from 'react';
import { useT } from '../../shared/i18n/index.ts';
import { formatDateTime } from '../../shared/lib/relative-time.ts';
import { toastError, toastSuccess } from '../../shared/ui/feedback.ts';
import { createPreviewLink } from '../../shared/publish/api/publish.ts';

// The QR encoder is only needed once a link is shown; the website settings draw theirs the same way.
const PreviewQrCode = lazy(() => import('../../shared/ui/preview-qr-code.tsx'));

export interface SharePreviewModalProps {
  page: PageListItem;
  open: boolean;
  onClose(): void;
}

/** A signed link to the page's draft (valid 7 days), with a QR code for phones and a copy button. */
function SharePreviewModal({ page, open, onClose }: SharePreviewModalProps) {
  const t = useT();
  const name = page.page_name.trim() || t('pages.unnamed');
  // Every opening signs a fresh link, so its 7 days start now; nothing is kept after closing.
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: ['pages', 'preview-link', page.id],
    queryFn: () => createPreviewLink(page.id),
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      toastError(t('publish.copyFailed'));
      return;
    }
    toastSuccess(t('publish.copied'));
  }

  const expires = data ? new Date(data.expires_at) : null;

  return (
    <Modal
      open={open}
      title={t('publish.shareTitle', { name })}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      data-testid="share-preview"
    >
      {isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : isError || !data ? (
        <div>
          <p className="screen-muted">{t('publish.shareFailed')}</p>
          <Button onClick={() => refetch()}>{t('common.retry')}</Button>
        </div>
      ) : (
        <div className="share-preview">
          <label className="share-preview-label" htmlFor="share-preview-url">
            {t('publish.shareLink')}
          </label>
          <div className="share-preview-row">
            <Input
              id="share-preview-url"
              readOnly
              value={data.url}
              onFocus={(e) => e.target.select()}
              data-testid="share-preview-url"
            />
            <Button icon={<CopyOutlined />} onClick={() => copy(data.url)} data-testid="share-preview-copy">
              {t('publish.copy')}
            </Button>
          </div>
          {expires && !Number.isNaN(expires.getTime()) ? (
            <p className="screen-muted" data-testid="share-preview-expires">
              {t('publish.shareHint', { time: formatDateTime(expires) })}
            </p>
          ) : null}
          <div className="share-preview-qr">
            <Suspense fallback={<div className="share-preview-qr-placeholder" aria-busy="true" />}>
              <PreviewQrCode link={data.url} label={t('publish.qrCode')} />
            </Suspense>
          </div>
        </div>
      )}
    </Modal>
  );
}

export default SharePreviewModal;
