import { type PluginSummary, pluginTexts } from '@sitewright/contract';
import Tag from 'antd/es/tag';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { formatDateTime, formatRelativeTime } from '../../shared/lib/relative-time.ts';
import { pluginSettingsPath } from '../../shared/paths.ts';
import { useWebsiteStore } from '../../shared/stores/website-store.ts';
import { usePlugins } from './api/get-plugins.ts';
import { useCatalogue } from '../../shared/api/commerce/get-catalogue.ts';
import { lockedPrices } from '../../shared/commerce/commerce-view.ts';
import { LockedItem } from '../../shared/commerce/locked-item.tsx';
import { PushStatusTag } from './push-status-tag.tsx';
import { PluginLoading } from './plugin-loading.tsx';
import './plugins-i18n.ts';
import './plugins.css';

function PluginCard({
  plugin,
  websiteId,
  price,
}: {
  plugin: PluginSummary;
  websiteId: number;
  /** The plugin's price while the company does not own it. */
  price: string | undefined;
}) {
  const t = useT();
  const lang = useLanguage();
  const texts = pluginTexts[plugin.plugin];
  const name = texts.name[lang];
  const lastActivity = plugin.last_activity_at;
  return (
    <section
      className="plugin-card"
      aria-labelledby={`plugin-${plugin.plugin}-name`}
      data-testid={`plugin-card-${plugin.plugin}`}
    >
      <header className="plugin-card-header">
        <h2 id={`plugin-${plugin.plugin}-name`}>{name}</h2>
        <span className="plugin-card-tags">
          <Tag color={plugin.enabled ? 'green' : undefined} data-testid="plugin-card-enabled">
            {plugin.enabled ? t('plugins.enabled') : t('plugins.disabled')}
          </Tag>
          <Tag color={plugin.configured ? 'blue' : 'gold'} data-testid="plugin-card-configured">
            {plugin.configured ? t('plugins.configured') : t('plugins.notConfigured')}
          </Tag>
        </span>
      </header>
      <p className="screen-muted plugin-card-summary">{texts.summary[lang]}</p>
      {price ? <LockedItem price={price} tab="plugins" /> : null}
      <div className="plugin-card-footer">
        <span className="screen-muted" data-testid="plugin-card-activity">
          {lastActivity ? (
            <span title={formatDateTime(new Date(lastActivity))}>
              {t('plugins.lastActivity', { when: formatRelativeTime(lastActivity, Date.now(), lang) })}
            </span>
          ) : (
            t('plugins.never')
          )}
        </span>
        {plugin.last_status ? (
          <span className="plugin-card-push" data-testid="plugin-card-last-push">
            <span className="screen-muted">{t('plugins.lastPush')}</span>
            <PushStatusTag status={plugin.last_status} />
          </span>
        ) : null}
        <Link
          to={pluginSettingsPath(plugin.plugin, websiteId)}
          className="plugin-card-open"
          aria-label={`${t('plugins.open')}: ${name}`}
          data-testid={`plugin-open-${plugin.plugin}`}
        >
          {t('plugins.open')}
        </Link>
      </div>
    </section>
  );
}

/** Third-party plugins (spec §2 /plugin/plugin-set): every plugin of the selected website. */
export function PluginsPage() {
  const t = useT();
  const website = useWebsiteStore((s) => s.website);
  const lang = useLanguage();
  const { data, isError, refetch } = usePlugins(website?.website_id);
  const locked = lockedPrices(useCatalogue('plugin').data, lang);
  if (!website) return null;

  return (
    <div className="screen" data-testid="plugins">
      <header className="screen-header">
        <div>
          <h1>{t('pluginsRoute.title')}</h1>
          <p className="screen-muted">{t('plugins.intro', { website: website.name })}</p>
        </div>
      </header>
      <PluginLoading data={data} isError={isError} refetch={refetch}>
        {(data) => (
          <div className="plugin-grid">
            {data.map((plugin) => (
              <PluginCard
                key={plugin.plugin}
                plugin={plugin}
                websiteId={website.website_id}
                price={locked.get(plugin.plugin)}
              />
            ))}
          </div>
        )}
      </PluginLoading>
    </div>
  );
}
