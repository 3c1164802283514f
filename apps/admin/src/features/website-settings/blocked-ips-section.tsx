import type { BlockedIp } from '@sitewright/contract';
import type { ButtonProps } from 'antd/es/button';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Popconfirm from 'antd/es/popconfirm';
import Skeleton from 'antd/es/skeleton';
import type { ReactNode } from 'react';
import { isApiError } from '../../shared/api/api-error.ts';
import { useT } from '../../shared/i18n/index.ts';
import { toastSuccess } from '../../shared/ui/feedback.ts';
import { useBlockedIps, useBlockIp, useUnblockIp } from './api/blocked-ips.ts';
import {
  BLOCK_IP_ERROR_CODES,
  BLOCKED_IP_NOTE_MAX,
  type BlockIpValues,
  blockedRangeOf,
  displayCidr,
  ownAddressOf,
  toBlockIpBody,
} from './blocked-ips.ts';
import './web-set-i18n.ts';

function AddForm({ websiteId }: { websiteId: number }) {
  const t = useT();
  const [form] = Form.useForm<BlockIpValues>();
  const add = useBlockIp();
  const typed = Form.useWatch('ip', form) ?? '';
  const range = typed.trim() ? blockedRangeOf(typed) : null;
  const [modal, modalHolder] = Modal.useModal();

  async function submit(values: BlockIpValues) {
    let saved: BlockedIp;
    try {
      try {
        saved = await add.mutateAsync(toBlockIpBody(websiteId, values));
      } catch (error) {
        const own = ownAddressOf(error);
        if (!own) throw error;
        const confirmed = await modal.confirm({
          title: t('webSet.ownAddressTitle'),
          content: (
            <span data-testid="web-set-own-address">
              {t('webSet.ownAddressText', { ip: own.ip, cidr: displayCidr(own.cidr) })}
            </span>
          ),
          okText: t('webSet.ownAddressConfirm'),
          cancelText: t('common.cancel'),
          okButtonProps: {
            danger: true,
            ...({ 'data-testid': 'web-set-own-address-confirm' } as Record<string, string>),
          },
        });
        if (!confirmed) return;
        saved = await add.mutateAsync(toBlockIpBody(websiteId, values, true));
      }
    } catch (error) {
      if (isApiError(error) && BLOCK_IP_ERROR_CODES.includes(error.code)) {
        form.setFields([{ name: 'ip', errors: [error.message] }]);
      }
      return;
    }
    form.resetFields();
    toastSuccess(t('webSet.blocked', { ip: displayCidr(saved.cidr) }));
  }

  return (
    <>
      {modalHolder}
      <Form<BlockIpValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ ip: '', note: '' }}
        data-testid="web-set-block-form"
      >
        <Form.Item
          name="ip"
          label={t('webSet.ip')}
          extra={range && range !== typed.trim() ? t('webSet.ipWillBlock', { cidr: range }) : undefined}
          rules={[
            { required: true, whitespace: true, message: t('webSet.ipRequired') },
            {
              validator: (_rule, value: string | undefined) =>
                !value?.trim() || blockedRangeOf(value) !== null
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('webSet.ipInvalid'))),
            },
          ]}
        >
          <Input placeholder={t('webSet.ipPlaceholder')} maxLength={64} data-testid="web-set-block-ip" />
        </Form.Item>
        <Form.Item name="note" label={t('webSet.note')}>
          <Input
            placeholder={t('webSet.notePlaceholder')}
            maxLength={BLOCKED_IP_NOTE_MAX}
            data-testid="web-set-block-note"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={add.isPending} data-testid="web-set-block">
          {t('webSet.block')}
        </Button>
      </Form>
    </>
  );
}

/** Blocked addresses and ranges of the website: the list with notes, adding and removing one. */
function BlockedIpsSection({ websiteId }: { websiteId: number }) {
  const t = useT();
  const { data, isError, refetch } = useBlockedIps(websiteId);
  const remove = useUnblockIp();

  async function unblock(item: BlockedIp) {
    try {
      await remove.mutateAsync({ website_id: websiteId, id: item.id });
    } catch {
      // The client has shown why.
      return;
    }
    toastSuccess(t('webSet.unblocked', { ip: displayCidr(item.cidr) }));
  }

  let list: ReactNode;
  if (data) {
    list =
      data.list.length === 0 ? (
        <p className="screen-muted" data-testid="web-set-no-blocked">
          {t('webSet.noBlockedIps')}
        </p>
      ) : (
        <ul className="web-set-list" data-testid="web-set-blocked-list">
          {data.list.map((item) => (
            <li key={item.id} className="web-set-row" data-testid={`web-set-blocked-${item.cidr}`}>
              <div className="web-set-row-main">
                <code>{displayCidr(item.cidr)}</code>
                {item.note ? <span>{item.note}</span> : null}
                <span className="screen-muted">
                  {t('webSet.addedAt')}: {item.created_at.slice(0, 10)}
                </span>
              </div>
              <Popconfirm
                title={t('webSet.unblockConfirm', { ip: displayCidr(item.cidr) })}
                okText={t('webSet.unblock')}
                cancelText={t('common.cancel')}
                okButtonProps={{ danger: true, 'data-testid': 'web-set-unblock-confirm' } as ButtonProps}
                onConfirm={() => unblock(item)}
              >
                <Button size="small" danger data-testid={`web-set-unblock-${item.cidr}`}>
                  {t('webSet.unblock')}
                </Button>
              </Popconfirm>
            </li>
          ))}
        </ul>
      );
  } else if (isError) {
    list = (
      <>
        <p className="screen-muted">{t('webSet.loadFailed')}</p>
        <Button onClick={() => refetch()}>{t('common.retry')}</Button>
      </>
    );
  } else list = <Skeleton active paragraph={{ rows: 3 }} />;

  return (
    <div className="web-set-grid">
      <section className="web-set-card" aria-labelledby="web-set-blocked-title">
        <h2 id="web-set-blocked-title">{t('webSet.blockedIps')}</h2>
        <p className="screen-muted web-set-hint">{t('webSet.blockedIpsHint')}</p>
        {list}
      </section>
      <section className="web-set-card" aria-labelledby="web-set-block-title">
        <h2 id="web-set-block-title">{t('webSet.block')}</h2>
        <AddForm websiteId={websiteId} />
      </section>
    </div>
  );
}

export default BlockedIpsSection;
