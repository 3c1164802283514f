import CopyOutlined from '@ant-design/icons/es/icons/CopyOutlined';
import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import { GOOGLE_INDEXING_POLICY } from '@sitewright/contract';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Popconfirm from 'antd/es/popconfirm';
import Radio from 'antd/es/radio';
import { type ChangeEvent, useRef, useState } from 'react';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { thousands } from '../../shared/lib/number-format.ts';
import { toastError, toastSuccess } from '../../shared/ui/feedback.ts';
import {
  baiduVerifyFileName,
  type PluginFormValues,
  type PluginSettingsValues,
  type PluginView,
  newServiceAccountKey,
  pastedCode,
  policyConfirmed,
  policyStep,
  secretPlaceholder,
  serviceAccountPreview,
} from './plugin-form.ts';

/** Largest key file read from disk: a service-account key is about 2.3 KB. */
const KEY_FILE_MAX_BYTES = 20_000;

// Baidu webmaster ------------------------------------------------------------------------------

/** Site verification (meta tag or file) and the write-only push token. */
export function BdzzFields({ view }: { view: PluginView<'bdzz'> }) {
  const t = useT();
  const form = Form.useFormInstance<PluginFormValues<'bdzz'>>();
  const code = pastedCode(Form.useWatch(['settings', 'verify_code'], form) ?? '');
  const verifyAs = Form.useWatch(['settings', 'verify_as'], form) ?? view.verify_as;
  return (
    <>
      <Form.Item
        label={t('plugins.verifyCode')}
        name={['settings', 'verify_code']}
        extra={t('plugins.verifyCodeHelp')}
      >
        <Input autoComplete="off" data-testid="bdzz-verify-code" />
      </Form.Item>
      <Form.Item label={t('plugins.verifyAs')} name={['settings', 'verify_as']}>
        <Radio.Group
          options={[
            { value: 'meta', label: t('plugins.verifyAsMeta') },
            { value: 'file', label: t('plugins.verifyAsFile') },
          ]}
          data-testid="bdzz-verify-as"
        />
      </Form.Item>
      {code ? (
        <p className="screen-muted plugin-preview" data-testid="bdzz-verify-preview">
          {verifyAs === 'file'
            ? t('plugins.verifyFile', { file: baiduVerifyFileName(code) })
            : t('plugins.verifyMeta', { code })}
        </p>
      ) : null}
      <Form.Item label={t('plugins.token')} name={['settings', 'token']} extra={t('plugins.tokenHelp')}>
        <Input.Password
          autoComplete="new-password"
          visibilityToggle={false}
          placeholder={secretPlaceholder(view.token_hint, t('plugins.tokenNone'))}
          data-testid="bdzz-token"
        />
      </Form.Item>
      {view.token_hint ? (
        <p className="screen-muted plugin-preview" data-testid="bdzz-token-stored">
          {t('plugins.tokenStored', { hint: view.token_hint })}
        </p>
      ) : null}
      <dl className="plugin-facts">
        <dt>{t('plugins.quotaLeft')}</dt>
        <dd data-testid="bdzz-quota-left">
          {view.quota_left === null ? t('plugins.quotaUnknown') : thousands(view.quota_left)}
        </dd>
      </dl>
    </>
  );
}

// Google Indexing ------------------------------------------------------------------------------

/** The service-account key (uploaded or pasted, write-only), the daily quota and the policy gate. */
export function GoogleIndexingFields({ view }: { view: PluginView<'google-indexing'> }) {
  const t = useT();
  const lang = useLanguage();
  const form = Form.useFormInstance<PluginFormValues<'google-indexing'>>();
  const pasted: string = Form.useWatch(['settings', 'service_account_json'], form) ?? '';
  const uploaded: string = Form.useWatch(['settings', 'key_file'], { form, preserve: true }) ?? '';
  // Set through the policy flow, not by a field of its own: watched from the form's store.
  const pushAll: boolean = Form.useWatch(['settings', 'push_all_pages'], { form, preserve: true }) ?? false;
  const [asking, setAsking] = useState(false);
  const [fileName, setFileName] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const preview = serviceAccountPreview(
    newServiceAccountKey({ service_account_json: pasted, key_file: uploaded }),
  );

  function setSettings(values: Partial<PluginSettingsValues['google-indexing']>) {
    const settings = form.getFieldValue('settings') as PluginSettingsValues['google-indexing'];
    form.setFieldsValue({ settings: { ...settings, ...values } });
  }

  function onPushAll(checked: boolean) {
    const settings = form.getFieldValue('settings') as PluginSettingsValues['google-indexing'];
    const step = policyStep(settings, checked);
    if (step.kind === 'ask') setAsking(true);
    else setSettings({ push_all_pages: step.push_all_pages, policy_confirmed: step.policy_confirmed });
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file chosen again must still count as a choice.
    event.target.value = '';
    if (!file) return;
    if (file.size > KEY_FILE_MAX_BYTES) {
      toastError(t('plugins.keyNotServiceAccount'));
      return;
    }
    try {
      setSettings({ service_account_json: '', key_file: await file.text() });
      setFileName(file.name);
    } catch {
      toastError(t('plugins.keyReadFailed'));
    }
  }

  return (
    <>
      <Form.Item label={t('plugins.key')} extra={t('plugins.keyHelp')} required={!view.key_set}>
        <p className="plugin-preview" data-testid="google-key-state">
          {view.key_set ? t('plugins.keyStored', { email: view.client_email }) : t('plugins.keyNone')}
        </p>
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          style={{ display: 'none' }}
          onChange={onFile}
          data-testid="google-key-file"
        />
        <Button icon={<UploadOutlined />} onClick={() => fileInput.current?.click()}>
          {t('plugins.keyUpload')}
        </Button>
        {fileName ? (
          <span className="screen-muted plugin-file">{t('plugins.keyFile', { file: fileName })}</span>
        ) : null}
      </Form.Item>
      <Form.Item label={t('plugins.keyPaste')} name={['settings', 'service_account_json']}>
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 6 }}
          spellCheck={false}
          autoComplete="off"
          placeholder={view.key_set ? t('plugins.keyKeep') : '{ "type": "service_account", … }'}
          onChange={() => {
            // A pasted key takes the place of an uploaded one.
            setSettings({ key_file: '' });
            setFileName('');
          }}
          data-testid="google-key-text"
        />
      </Form.Item>
      {preview.kind !== 'empty' ? (
        <p
          className={preview.kind === 'key' ? 'plugin-preview' : 'plugin-preview plugin-problem'}
          data-testid="google-key-preview"
        >
          {preview.kind === 'key'
            ? t('plugins.keyPreview', { email: preview.clientEmail })
            : preview.kind === 'not-json'
              ? t('plugins.keyNotJson')
              : t('plugins.keyNotServiceAccount')}
        </p>
      ) : null}
      <Form.Item
        label={t('plugins.dailyQuota')}
        name={['settings', 'daily_quota']}
        extra={t('plugins.dailyQuotaHelp')}
      >
        <InputNumber min={1} max={1_000_000} precision={0} data-testid="google-daily-quota" />
      </Form.Item>
      <p className="screen-muted plugin-preview" data-testid="google-used-today">
        {t('plugins.usedToday', { used: thousands(view.used_today), quota: thousands(view.daily_quota) })}
      </p>
      <Form.Item extra={t('plugins.pushAllHelp')}>
        <Checkbox
          checked={pushAll}
          onChange={(event) => onPushAll(event.target.checked)}
          data-testid="google-push-all"
        >
          {t('plugins.pushAll')}
        </Checkbox>
      </Form.Item>
      <Modal
        open={asking}
        title={t('plugins.policyTitle')}
        okText={t('plugins.policyConfirm')}
        cancelText={t('common.cancel')}
        onOk={() => {
          setSettings(policyConfirmed);
          setAsking(false);
        }}
        onCancel={() => setAsking(false)}
        data-testid="google-policy-dialog"
      >
        <p>{t('plugins.policyQuote')}</p>
        <blockquote className="plugin-policy" lang={lang === 'zh' ? 'zh' : 'en'}>
          {GOOGLE_INDEXING_POLICY[lang]}
        </blockquote>
        <p>{t('plugins.policyQuestion')}</p>
      </Modal>
    </>
  );
}

// IndexNow -------------------------------------------------------------------------------------

function CopyValue({ value, testId }: { value: string; testId: string }) {
  const t = useT();
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      toastSuccess(t('plugins.copied'));
    } catch {
      // Without clipboard access the value stays selectable on screen.
    }
  }
  return (
    <span className="plugin-copy">
      <code data-testid={testId}>{value}</code>
      <Button
        size="small"
        type="text"
        icon={<CopyOutlined />}
        onClick={copy}
        aria-label={t('plugins.copy')}
      />
    </span>
  );
}

/** The key and where the site serves it; a new key on request. */
export function IndexNowFields({
  view,
  onNewKey,
  busy,
}: {
  view: PluginView<'indexnow'>;
  onNewKey(): Promise<unknown>;
  busy: boolean;
}) {
  const t = useT();
  if (!view.key) {
    return (
      <p className="screen-muted plugin-preview" data-testid="indexnow-no-key">
        {t('plugins.indexNowNoKey')}
      </p>
    );
  }
  return (
    <>
      <dl className="plugin-facts">
        <dt>{t('plugins.indexNowKey')}</dt>
        <dd>
          <CopyValue value={view.key} testId="indexnow-key" />
        </dd>
        <dt>{t('plugins.indexNowKeyUrl')}</dt>
        <dd>
          <CopyValue value={view.key_url} testId="indexnow-key-url" />
        </dd>
      </dl>
      <p className="screen-muted plugin-preview">{t('plugins.indexNowKeyHelp')}</p>
      <Popconfirm
        title={t('plugins.newKeyConfirm')}
        description={t('plugins.newKeyHint')}
        okText={t('plugins.newKey')}
        cancelText={t('common.cancel')}
        onConfirm={onNewKey}
      >
        <Button loading={busy} data-testid="indexnow-new-key">
          {t('plugins.newKey')}
        </Button>
      </Popconfirm>
    </>
  );
}

// Verification tags ----------------------------------------------------------------------------

/** Google Search Console's and Bing Webmaster Tools' meta tags (codes, or the pasted tags). */
export function VerificationFields() {
  const t = useT();
  return (
    <>
      <Form.Item label={t('plugins.google')} name={['settings', 'google']} extra={t('plugins.googleHelp')}>
        <Input autoComplete="off" data-testid="verification-google" />
      </Form.Item>
      <Form.Item label={t('plugins.bing')} name={['settings', 'bing']} extra={t('plugins.bingHelp')}>
        <Input autoComplete="off" data-testid="verification-bing" />
      </Form.Item>
    </>
  );
}

// Analytics ------------------------------------------------------------------------------------

/** Plausible or Umami: the script's address and the site's id there (labels follow the provider). */
export function AnalyticsFields({ view }: { view: PluginView<'analytics'> }) {
  const t = useT();
  const form = Form.useFormInstance<PluginFormValues<'analytics'>>();
  const provider = Form.useWatch(['settings', 'provider'], form) ?? view.provider;
  const umami = provider === 'umami';
  return (
    <>
      <Form.Item label={t('plugins.provider')} name={['settings', 'provider']}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'plausible', label: 'Plausible' },
            { value: 'umami', label: 'Umami' },
          ]}
          data-testid="analytics-provider"
        />
      </Form.Item>
      <Form.Item
        label={t('plugins.scriptUrl')}
        name={['settings', 'script_url']}
        extra={umami ? t('plugins.scriptUrlHelpUmami') : t('plugins.scriptUrlHelpPlausible')}
      >
        <Input
          type="url"
          autoComplete="off"
          placeholder={
            umami ? 'https://umami.example.com/script.js' : 'https://plausible.example.com/js/script.js'
          }
          data-testid="analytics-script-url"
        />
      </Form.Item>
      <Form.Item
        label={umami ? t('plugins.siteIdUmami') : t('plugins.siteIdPlausible')}
        name={['settings', 'site_id']}
        extra={umami ? t('plugins.siteIdHelpUmami') : t('plugins.siteIdHelpPlausible')}
      >
        <Input autoComplete="off" data-testid="analytics-site-id" />
      </Form.Item>
      <p className="screen-muted plugin-preview">{t('plugins.analyticsNote')}</p>
    </>
  );
}
