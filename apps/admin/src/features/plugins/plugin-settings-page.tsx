import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import { type PluginInfo, type PluginKey, pluginTexts } from '@sitewright/contract';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Switch from 'antd/es/switch';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { PLUGIN_SET_PATH, pluginSettingsPath } from '../../shared/paths.ts';
import { usePublish } from '../../shared/publish/use-publish.tsx';
import type { SelectedWebsite } from '../../shared/stores/website-store.ts';
import { useWebsiteStore } from '../../shared/stores/website-store.ts';
import { toastSuccess } from '../../shared/ui/feedback.ts';
import { useCatalogue } from '../../shared/api/commerce/get-catalogue.ts';
import { lockedPrices } from '../../shared/commerce/commerce-view.ts';
import { LockedItem } from '../../shared/commerce/locked-item.tsx';
import { usePlugin } from './api/get-plugin.ts';
import { useSavePlugin } from './api/save-plugin.ts';
import {
  AnalyticsFields,
  BdzzFields,
  GoogleIndexingFields,
  IndexNowFields,
  VerificationFields,
} from './plugin-fields.tsx';
import {
  formValuesOf,
  isPushPlugin,
  newIndexNowKeyBody,
  PUBLISH_NOTE_PLUGINS,
  type PluginFormValues,
  saveBodyOf,
} from './plugin-form.ts';
import { PushLogSection } from './push-log.tsx';
import { PluginLoading } from './plugin-loading.tsx';
import './plugins-i18n.ts';
import './plugins.css';

/** The publish hint and button: what the site serves changes only when it is published again. */
function PublishNote({ website, plugin }: { website: SelectedWebsite; plugin: PluginKey }) {
  const t = useT();
  const publishing = usePublish();
  const tags = PUBLISH_NOTE_PLUGINS.includes(plugin);
  return (
    <div className="plugin-note" data-testid="plugin-publish-note">
      <div>
        {tags ? <p>{t('plugins.publishNote')}</p> : null}
        {isPushPlugin(plugin) ? <p>{t('plugins.pushNote')}</p> : null}
      </div>
      <Button
        loading={publishing.busyWebsiteId === website.website_id}
        onClick={() => void publishing.publish(website, { kind: 'site' })}
        data-testid="plugin-publish"
      >
        {t('plugins.publishNow')}
      </Button>
      {publishing.contextHolder}
    </div>
  );
}

interface SettingsFormProps {
  info: PluginInfo;
  website: SelectedWebsite;
}

/** The Enable switch and the plugin's settings, saved together. */
function SettingsForm({ info, website }: SettingsFormProps) {
  const t = useT();
  const [form] = Form.useForm<PluginFormValues>();
  const save = useSavePlugin();
  const websiteId = website.website_id;
  const lang = useLanguage();
  // A priced plugin not bought yet cannot be switched on (the server refuses it too).
  const price = lockedPrices(useCatalogue('plugin').data, lang).get(info.plugin);

  async function onFinish() {
    // The whole store: some settings (the policy confirmation, an uploaded key) have no field of their own.
    const values = form.getFieldsValue(true) as PluginFormValues;
    try {
      await save.mutateAsync(saveBodyOf(websiteId, info.plugin, values));
    } catch {
      // The client has shown the server's reason in the user's language.
      return;
    }
    toastSuccess(t('plugins.saved'));
  }

  async function newKey() {
    try {
      await save.mutateAsync(newIndexNowKeyBody(websiteId, info.enabled));
    } catch {
      return;
    }
    toastSuccess(t('plugins.newKeyDone'));
  }

  return (
    <Form<PluginFormValues>
      form={form}
      layout="vertical"
      initialValues={formValuesOf(info)}
      onFinish={onFinish}
      className="plugin-form"
      data-testid="plugin-form"
    >
      <Form.Item
        label={t('plugins.enable')}
        name="enabled"
        valuePropName="checked"
        extra={t('plugins.enableHelp')}
      >
        {price && !info.enabled ? (
          <LockedItem price={price} tab="plugins" />
        ) : (
          <Switch data-testid="plugin-enabled" />
        )}
      </Form.Item>
      {info.plugin === 'bdzz' ? <BdzzFields view={info.settings} /> : null}
      {info.plugin === 'google-indexing' ? <GoogleIndexingFields view={info.settings} /> : null}
      {info.plugin === 'indexnow' ? (
        <IndexNowFields view={info.settings} onNewKey={newKey} busy={save.isPending} />
      ) : null}
      {info.plugin === 'verification' ? <VerificationFields /> : null}
      {info.plugin === 'analytics' ? <AnalyticsFields view={info.settings} /> : null}
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="plugin-save">
        {t('common.save')}
      </Button>
    </Form>
  );
}

/**
 * One plugin's settings (spec §2 /plugin/plugin-bdzz-set/:id and its siblings; `:id` is the website):
 * enable it, fill its settings, and for the push plugins follow each push and its answer.
 */
export function PluginSettingsPage({ plugin }: { plugin: PluginKey }) {
  const t = useT();
  const lang = useLanguage();
  const navigate = useNavigate();
  const { id } = useParams();
  const website = useWebsiteStore((s) => s.website);
  const websiteId = website?.website_id;
  const { data, isError, refetch } = usePlugin(websiteId, plugin);

  // The screens work on the selected website: an address naming another one follows the selection.
  useEffect(() => {
    if (websiteId !== undefined && id !== String(websiteId)) {
      navigate(pluginSettingsPath(plugin, websiteId), { replace: true });
    }
  }, [id, websiteId, plugin, navigate]);

  if (!website) return null;
  const texts = pluginTexts[plugin];

  return (
    <div className="screen" data-testid={`plugin-settings-${plugin}`}>
      <header className="screen-header">
        <div>
          <h1>{texts.name[lang]}</h1>
          <p className="screen-muted">{texts.summary[lang]}</p>
        </div>
        <Link to={PLUGIN_SET_PATH} className="plugin-back" data-testid="plugin-back">
          <ArrowLeftOutlined aria-hidden /> {t('plugins.back')}
        </Link>
      </header>
      <PluginLoading data={data} isError={isError} refetch={refetch}>
        {(data) => (
          <div className="plugin-layout">
            {/* A fresh form for each saved state: write-only fields empty again, hints as stored. */}
            <SettingsForm key={`${websiteId}:${data.updated_at ?? ''}`} info={data} website={website} />
            <PublishNote website={website} plugin={plugin} />
          </div>
        )}
      </PluginLoading>
      {isPushPlugin(plugin) && websiteId ? <PushLogSection websiteId={websiteId} plugin={plugin} /> : null}
    </div>
  );
}
