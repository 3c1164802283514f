import type { HostEntry, HostList, Website } from '@sitewright/contract';
import type { ButtonProps } from 'antd/es/button';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import Skeleton from 'antd/es/skeleton';
import Switch from 'antd/es/switch';
import Tag from 'antd/es/tag';
import { lazy, Suspense, useState } from 'react';
import { isApiError } from '../../shared/api/api-error.ts';
import { type MessageKey, useT } from '../../shared/i18n/index.ts';
import { toastSuccess } from '../../shared/ui/feedback.ts';
import { useChangeHost, useHosts } from './api/hosts.ts';
import { CertificateDialog } from './certificate-dialog.tsx';
import {
  BIND_ERROR_CODES,
  boundHosts,
  domainFromInput,
  expiryDate,
  fixedHost,
  STATUS_COLOR,
} from './domains.ts';
import './web-set-i18n.ts';

const PreviewQrCode = lazy(() => import('../../shared/ui/preview-qr-code.tsx'));

const STATUS_LABEL: Record<HostEntry['ssl_status'], MessageKey> = {
  none: 'webSet.statusNone',
  valid: 'webSet.statusValid',
  expired: 'webSet.statusExpired',
  mismatch: 'webSet.statusMismatch',
};

function CertificateFacts({ host }: { host: HostEntry }) {
  const t = useT();
  return (
    <span className="web-set-cert" data-testid={`web-set-cert-${host.domain}`}>
      <Tag color={STATUS_COLOR[host.ssl_status]}>{t(STATUS_LABEL[host.ssl_status])}</Tag>
      {host.issuer ? (
        <span className="screen-muted">
          {t('webSet.issuer')}: {host.issuer}
        </span>
      ) : null}
      {host.valid_to ? (
        <span className="screen-muted">
          {t('webSet.expires')}: {expiryDate(host.valid_to)}
        </span>
      ) : null}
    </span>
  );
}

/** The fixed address, the preview link and its QR code; read-only. */
function FixedAddress({ website, fixed }: { website: Website; fixed: HostEntry | undefined }) {
  const t = useT();
  const link = website.curr_preview_link;
  return (
    <section className="web-set-card" aria-labelledby="web-set-addresses">
      <h2 id="web-set-addresses">{t('webSet.addresses')}</h2>
      <dl className="web-set-facts">
        <dt>{t('webSet.fixedDomain')}</dt>
        <dd>
          <span data-testid="web-set-fixed-domain">{website.fixed_domain}</span>
          {fixed ? <CertificateFacts host={fixed} /> : null}
        </dd>
        <dt>{t('webSet.previewLink')}</dt>
        <dd>
          {link ? (
            <a
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              className="web-set-link"
              data-testid="web-set-preview-link"
            >
              {link}
            </a>
          ) : (
            t('webSet.noPreview')
          )}
        </dd>
      </dl>
      {link ? (
        <div className="web-set-qr">
          <Suspense fallback={<div className="web-set-qr-placeholder" aria-busy="true" />}>
            <PreviewQrCode link={link} label={t('webSet.qrCode')} />
          </Suspense>
          <p className="screen-muted">{t('webSet.qrHint')}</p>
        </div>
      ) : null}
    </section>
  );
}

function BindForm({ websiteId, list }: { websiteId: number; list: HostList }) {
  const t = useT();
  const [form] = Form.useForm<{ domain: string }>();
  const change = useChangeHost();
  const full = boundHosts(list.hosts).length >= list.max_domains;

  async function bind({ domain }: { domain: string }) {
    const host = domainFromInput(domain);
    try {
      await change.mutateAsync({ website_id: websiteId, action: 'bind', domain: host });
    } catch (error) {
      if (isApiError(error) && BIND_ERROR_CODES.includes(error.code)) {
        form.setFields([{ name: 'domain', errors: [error.message] }]);
      }
      return;
    }
    form.resetFields();
    toastSuccess(t('webSet.bound', { domain: host }), 6000);
  }

  return (
    <Form
      form={form}
      layout="inline"
      onFinish={bind}
      className="web-set-inline-form"
      data-testid="web-set-bind-form"
    >
      <Form.Item
        name="domain"
        label={t('webSet.domain')}
        rules={[{ required: true, whitespace: true, message: t('webSet.domainRequired') }]}
      >
        <Input
          placeholder={t('webSet.domainPlaceholder')}
          maxLength={300}
          disabled={full}
          data-testid="web-set-bind-domain"
        />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        loading={change.isPending}
        disabled={full}
        data-testid="web-set-bind"
      >
        {t('webSet.bind')}
      </Button>
    </Form>
  );
}

function BoundDomains({ websiteId, list }: { websiteId: number; list: HostList }) {
  const t = useT();
  const change = useChangeHost();
  const [certificateFor, setCertificateFor] = useState<string | null>(null);
  const bound = boundHosts(list.hosts);

  async function unbind(domain: string) {
    try {
      await change.mutateAsync({ website_id: websiteId, action: 'unbind', domain });
    } catch {
      // The client has shown why.
      return;
    }
    toastSuccess(t('webSet.unbound', { domain }));
  }

  async function switchHttps(on: boolean) {
    try {
      await change.mutateAsync({ website_id: websiteId, action: 'https', https_required: on });
    } catch {
      return;
    }
    toastSuccess(t(on ? 'webSet.httpsOn' : 'webSet.httpsOff'));
  }

  return (
    <section className="web-set-card" aria-labelledby="web-set-bound">
      <h2 id="web-set-bound">{t('webSet.boundDomains')}</h2>
      <div className="web-set-https">
        <Switch
          checked={list.https_required}
          onChange={switchHttps}
          loading={change.isPending && change.variables?.action === 'https'}
          aria-label={t('webSet.httpsOnly')}
          data-testid="web-set-https"
        />
        <div>
          <strong>{t('webSet.httpsOnly')}</strong>
          <p className="screen-muted">{t('webSet.httpsOnlyHint')}</p>
        </div>
      </div>
      <p className="screen-muted" data-testid="web-set-domain-count">
        {t('webSet.domainCount', { n: bound.length, max: list.max_domains })}
      </p>
      {bound.length === 0 ? (
        <p className="screen-muted" data-testid="web-set-bound-domain">
          {t('webSet.noBoundDomains')}
        </p>
      ) : (
        <ul className="web-set-list" data-testid="web-set-domains">
          {bound.map((host) => (
            <li key={host.domain} className="web-set-row" data-testid={`web-set-domain-${host.domain}`}>
              <div className="web-set-row-main">
                <strong className="web-set-link">{host.domain}</strong>
                <CertificateFacts host={host} />
              </div>
              <div className="web-set-row-actions">
                <Button
                  size="small"
                  onClick={() => setCertificateFor(host.domain)}
                  data-testid={`web-set-upload-${host.domain}`}
                >
                  {t('webSet.uploadCertificate')}
                </Button>
                <Popconfirm
                  title={t('webSet.unbindConfirm', { domain: host.domain })}
                  okText={t('webSet.unbind')}
                  cancelText={t('common.cancel')}
                  okButtonProps={{ danger: true, 'data-testid': 'web-set-unbind-confirm' } as ButtonProps}
                  onConfirm={() => unbind(host.domain)}
                >
                  <Button size="small" danger data-testid={`web-set-unbind-${host.domain}`}>
                    {t('webSet.unbind')}
                  </Button>
                </Popconfirm>
              </div>
            </li>
          ))}
        </ul>
      )}
      <BindForm websiteId={websiteId} list={list} />
      <CertificateDialog
        websiteId={websiteId}
        domain={certificateFor}
        onClose={() => setCertificateFor(null)}
      />
    </section>
  );
}

/** Domains and HTTPS: the fixed address, bound domains with their certificates, HTTPS only. */
function DomainsSection({ website }: { website: Website }) {
  const t = useT();
  const { data, isError, refetch } = useHosts(website.website_id);
  return (
    <div className="web-set-grid">
      <FixedAddress website={website} fixed={data ? fixedHost(data.hosts) : undefined} />
      {data ? (
        <BoundDomains websiteId={website.website_id} list={data} />
      ) : (
        <section className="web-set-card">
          {isError ? (
            <>
              <p className="screen-muted">{t('webSet.loadFailed')}</p>
              <Button onClick={() => refetch()}>{t('common.retry')}</Button>
            </>
          ) : (
            <Skeleton active paragraph={{ rows: 4 }} />
          )}
        </section>
      )}
    </div>
  );
}

export default DomainsSection;
