import CopyOutlined from '@ant-design/icons/es/icons/CopyOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { type PayAccount, PROVIDER_FIELDS, payProviderNames } from '@sitewright/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { type MessageKey, useLanguage, useT } from '../../shared/i18n/index.ts';
import { ConfirmDelete } from '../../shared/ui/data-table/confirm-delete.tsx';
import { type DataColumn, DataTable } from '../../shared/ui/data-table/data-table.tsx';
import { toastSuccess } from '../../shared/ui/feedback.ts';
import { useDeletePayAccount } from './api/delete-pay-account.ts';
import { usePayAccounts } from './api/get-pay-accounts.ts';
import { useTestPayAccount } from './api/test-pay-account.ts';
import { copyText } from './copy-text.ts';
import { PayAccountDrawer } from './pay-account-drawer.tsx';
import './payments.css';
import './payments-i18n.ts';

interface TestAnswer {
  id: number;
  name: string;
  ok: boolean;
  message: string;
}

function CredentialHints({ account }: { account: PayAccount }) {
  const t = useT();
  const fields = PROVIDER_FIELDS[account.provider];
  if (fields.length === 0) return <span className="screen-muted">{t('payments.noCredentials')}</span>;
  return (
    <ul className="pay-hints" data-testid="pay-account-hints">
      {fields.map((field) => (
        <li key={field.key}>
          <span className="screen-muted">{t(`payments.${field.key}` as MessageKey)}: </span>
          <code>{account.credential_hints[field.key] ?? '—'}</code>
        </li>
      ))}
    </ul>
  );
}

/** Payment settings (spec §2 /pay/pay-set): the company's payment accounts. */
export function PaySetPage() {
  const t = useT();
  const lang = useLanguage();
  const { data, isPending, isError, refetch } = usePayAccounts();
  const deleteMutation = useDeletePayAccount();
  const testMutation = useTestPayAccount();
  const [testAnswer, setTestAnswer] = useState<TestAnswer | null>(null);
  // `session` changes with every opening so each one starts from a fresh form.
  const [editing, setEditing] = useState<{ open: boolean; session: number; account: PayAccount | null }>({
    open: false,
    session: 0,
    account: null,
  });
  const open = (account: PayAccount | null) =>
    setEditing((e) => ({ open: true, session: e.session + 1, account }));

  async function remove(account: PayAccount) {
    try {
      await deleteMutation.mutateAsync(account.id);
    } catch {
      // The client has shown why (an account in use names how many websites use it).
      return;
    }
    toastSuccess(t('payments.deleted'));
  }

  async function test(account: PayAccount) {
    setTestAnswer(null);
    try {
      const answer = await testMutation.mutateAsync(account.id);
      setTestAnswer({ id: account.id, name: account.name, ...answer });
    } catch {
      // The client has shown why.
    }
  }

  const columns: DataColumn<PayAccount>[] = [
    { key: 'name', title: t('payments.name'), cellTestId: 'pay-account-name', render: (a) => a.name },
    {
      key: 'provider',
      title: t('payments.provider'),
      cellTestId: 'pay-account-provider',
      render: (a) => payProviderNames[a.provider][lang],
    },
    {
      key: 'currency',
      title: t('payments.currency'),
      cellTestId: 'pay-account-currency',
      render: (a) => a.currency,
    },
    { key: 'credentials', title: t('payments.credentials'), render: (a) => <CredentialHints account={a} /> },
    {
      key: 'websites',
      title: t('payments.websites'),
      cellTestId: 'pay-account-websites',
      render: (a) =>
        a.website_count > 0 ? (
          <Tag color="blue">{t('payments.websiteCount', { n: a.website_count })}</Tag>
        ) : (
          <span className="screen-muted">{t('payments.notUsed')}</span>
        ),
    },
    {
      key: 'notify',
      title: t('payments.notifyUrl'),
      render: (a) => (
        <span className="pay-notify" title={t('payments.notifyUrlHelp')}>
          <code data-testid="pay-account-notify-url">{a.notify_url}</code>
          <Button
            size="small"
            icon={<CopyOutlined />}
            aria-label={`${t('payments.copy')}: ${t('payments.notifyUrl')}`}
            onClick={() => void copyText(a.notify_url)}
            data-testid={`pay-account-copy-${a.id}`}
          />
        </span>
      ),
    },
    {
      key: 'actions',
      title: t('payments.actions'),
      className: 'data-table-actions',
      render: (a) => (
        <span className="data-table-actions-row">
          <Button size="small" onClick={() => open(a)} data-testid={`pay-account-edit-${a.id}`}>
            {t('payments.edit')}
          </Button>
          <Button
            size="small"
            loading={testMutation.isPending && testMutation.variables === a.id}
            onClick={() => void test(a)}
            data-testid={`pay-account-test-${a.id}`}
          >
            {t('payments.test')}
          </Button>
          <ConfirmDelete
            label={t('payments.delete')}
            title={t('payments.deleteConfirm', { name: a.name })}
            description={t('payments.deleteHint')}
            okText={t('common.delete')}
            onConfirm={() => remove(a)}
            testId={`pay-account-delete-${a.id}`}
            confirmTestId="pay-account-delete-confirm"
          />
        </span>
      ),
    },
  ];

  return (
    <div className="screen" data-testid="pay-set">
      <header className="screen-header">
        <div>
          <h1>{t('shell.payAccounts')}</h1>
          <p className="screen-muted">{t('payments.accountsIntro')}</p>
        </div>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => open(null)}
          data-testid="pay-account-add"
        >
          {t('payments.add')}
        </Button>
      </header>
      {testAnswer ? (
        <Alert
          type={testAnswer.ok ? 'success' : 'error'}
          showIcon
          closable
          onClose={() => setTestAnswer(null)}
          title={t(testAnswer.ok ? 'payments.testOk' : 'payments.testFailed', {
            name: testAnswer.name,
            message: testAnswer.message,
          })}
          data-testid="pay-account-test-answer"
        />
      ) : null}
      {data ? (
        data.length > 0 ? (
          <DataTable
            rows={data}
            rowKey={(a) => a.id}
            rowTestId={(a) => `pay-account-row-${a.id}`}
            columns={columns}
            testId="pay-account-table"
          />
        ) : (
          <p className="screen-muted" data-testid="pay-accounts-empty">
            {t('payments.noAccounts')}
          </p>
        )
      ) : isError ? (
        <>
          <p className="screen-muted">{t('payments.loadFailed')}</p>
          <Button onClick={() => refetch()}>{t('payments.retry')}</Button>
        </>
      ) : isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : null}
      <PayAccountDrawer
        key={editing.session}
        open={editing.open}
        account={editing.account}
        onClose={() => setEditing((e) => ({ ...e, open: false }))}
      />
    </div>
  );
}
