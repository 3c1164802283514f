import ArrowDownOutlined from '@ant-design/icons/es/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/es/icons/ArrowUpOutlined';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import type { GeoRule } from '@sitewright/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { useMemo, useState } from 'react';
import { useWebsiteLanguages } from '../../shared/api/languages/get-website-languages.ts';
import { type TFunction, useLanguage, useT } from '../../shared/i18n/index.ts';
import { orderedLanguages, siteLanguageName } from '../../shared/lib/site-languages.ts';
import { toastSuccess } from '../../shared/ui/feedback.ts';
import { useGeoRules, useSaveGeoRules } from './api/geo-rules.ts';
import { useReportUnsaved } from './unsaved-sections.ts';
import {
  countryOptions,
  type DraftProblem,
  draftProblems,
  draftsFromRules,
  GEO_RULES_MAX,
  type GeoRefusal,
  type GeoRuleDraft,
  geoRefusal,
  moveDraft,
  newDraft,
  toGeoRulesBody,
} from './geo-rules.ts';
import './web-set-i18n.ts';

function problemText(t: TFunction, problem: DraftProblem): string {
  switch (problem.kind) {
    case 'countriesEmpty':
      return t('webSet.countriesEmpty');
    case 'urlInvalid':
      return t('webSet.urlInvalid');
    case 'langMissing':
      return t('webSet.langMissing');
    case 'targetEmpty':
      return t('webSet.targetEmpty');
  }
}

interface RowProps {
  index: number;
  count: number;
  draft: GeoRuleDraft;
  problems: DraftProblem[];
  refused: boolean;
  languages: { value: string; label: string }[];
  countries: { value: string; label: string }[];
  onChange(draft: GeoRuleDraft): void;
  onMove(delta: -1 | 1): void;
  onRemove(): void;
}

function RuleRow({
  index,
  count,
  draft,
  problems,
  refused,
  languages,
  countries,
  onChange,
  onMove,
  onRemove,
}: RowProps) {
  const t = useT();
  const countryProblems = problems.filter((p) => p.field === 'countries');
  const targetProblems = problems.filter((p) => p.field === 'target');
  return (
    <li
      className={`web-set-rule${refused ? ' web-set-rule-refused' : ''}`}
      data-testid={`web-set-geo-rule-${index}`}
      aria-label={t('webSet.ruleN', { n: index + 1 })}
    >
      <div className="web-set-rule-head">
        <strong>{t('webSet.ruleN', { n: index + 1 })}</strong>
        <span className="web-set-row-actions">
          <Button
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={t('webSet.moveUp')}
            disabled={index === 0}
            onClick={() => onMove(-1)}
          />
          <Button
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={t('webSet.moveDown')}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          />
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('webSet.removeRule')}
            onClick={onRemove}
            data-testid={`web-set-geo-remove-${index}`}
          />
        </span>
      </div>
      <div className="web-set-rule-fields">
        <div className="web-set-field web-set-field-wide">
          <span>{t('webSet.countries')}</span>
          <Select
            mode="multiple"
            value={draft.countries}
            options={countries}
            placeholder={t('webSet.countriesPlaceholder')}
            optionFilterProp="label"
            status={countryProblems.length > 0 ? 'error' : undefined}
            onChange={(value: string[]) => onChange({ ...draft, countries: value })}
            data-testid={`web-set-geo-countries-${index}`}
            aria-label={t('webSet.countries')}
          />
          {countryProblems.map((p) => (
            <span key={p.kind} className="web-set-error">
              {problemText(t, p)}
            </span>
          ))}
        </div>
        <div className="web-set-field">
          <span>{t('webSet.targetKind')}</span>
          <Select
            value={draft.target_kind}
            options={[
              { value: 'url', label: t('webSet.targetUrl') },
              { value: 'lang', label: t('webSet.targetLang') },
            ]}
            onChange={(value: GeoRule['target_kind']) =>
              onChange({ ...draft, target_kind: value, target: '' })
            }
            data-testid={`web-set-geo-kind-${index}`}
            aria-label={t('webSet.targetKind')}
          />
        </div>
        <div className="web-set-field web-set-field-wide">
          <span>{t('webSet.target')}</span>
          {draft.target_kind === 'url' ? (
            <Input
              value={draft.target}
              placeholder={t('webSet.targetUrlPlaceholder')}
              maxLength={2000}
              status={targetProblems.length > 0 ? 'error' : undefined}
              onChange={(e) => onChange({ ...draft, target: e.target.value })}
              aria-label={t('webSet.target')}
              data-testid={`web-set-geo-target-${index}`}
            />
          ) : (
            <Select
              value={draft.target || undefined}
              options={languages}
              placeholder={t('webSet.targetLangPlaceholder')}
              status={targetProblems.length > 0 ? 'error' : undefined}
              onChange={(value: string) => onChange({ ...draft, target: value })}
              data-testid={`web-set-geo-target-${index}`}
              aria-label={t('webSet.target')}
            />
          )}
          {targetProblems.map((p) => (
            <span key={p.kind} className="web-set-error">
              {problemText(t, p)}
            </span>
          ))}
        </div>
        <div className="web-set-field">
          <span>{t('webSet.mode')}</span>
          <Select
            value={draft.mode}
            options={[
              { value: 'redirect', label: t('webSet.modeRedirect') },
              { value: 'suggest', label: t('webSet.modeSuggest') },
            ]}
            onChange={(value: GeoRule['mode']) => onChange({ ...draft, mode: value })}
            data-testid={`web-set-geo-mode-${index}`}
            aria-label={t('webSet.mode')}
          />
        </div>
      </div>
      <div className="web-set-tags" aria-hidden="true">
        {draft.countries.map((c) => (
          <Tag key={c}>{c}</Tag>
        ))}
      </div>
    </li>
  );
}

function GeoEditor({ websiteId, initial }: { websiteId: number; initial: GeoRule[] }) {
  const t = useT();
  const lang = useLanguage();
  const [drafts, setDrafts] = useState<GeoRuleDraft[]>(() => draftsFromRules(initial));
  const [dirty, setDirty] = useState(false);
  useReportUnsaved('geo', dirty);
  const [showProblems, setShowProblems] = useState(false);
  const [refusal, setRefusal] = useState<GeoRefusal | null>(null);
  const save = useSaveGeoRules();
  const { data: languageList } = useWebsiteLanguages(websiteId);
  const countries = useMemo(() => countryOptions(lang), [lang]);
  const languages = useMemo(
    () =>
      orderedLanguages(languageList?.list ?? []).map((l) => ({
        value: l.lang,
        label: `${siteLanguageName(l.lang)} (${l.lang})`,
      })),
    [languageList],
  );
  const problems = draftProblems(
    drafts,
    languages.map((l) => l.value),
  );

  function update(next: GeoRuleDraft[]) {
    setDrafts(next);
    setDirty(true);
    setRefusal(null);
  }

  async function submit() {
    // Language targets can only be checked once the website's languages are known.
    const blocking = languageList ? problems : problems.filter((p) => p.kind !== 'langMissing');
    if (blocking.length > 0) {
      setShowProblems(true);
      return;
    }
    try {
      const saved = await save.mutateAsync(toGeoRulesBody(websiteId, drafts));
      setDrafts(draftsFromRules(saved.list));
    } catch (error) {
      setRefusal(geoRefusal(error));
      return;
    }
    setDirty(false);
    setShowProblems(false);
    setRefusal(null);
    toastSuccess(t('webSet.rulesSaved'));
  }

  const full = drafts.length >= GEO_RULES_MAX;
  return (
    <section className="web-set-card" aria-labelledby="web-set-geo-title">
      <h2 id="web-set-geo-title">{t('webSet.geoRules')}</h2>
      <p className="screen-muted web-set-hint">{t('webSet.geoHint')}</p>
      {refusal ? (
        <Alert
          type="error"
          showIcon
          className="web-set-alert"
          title={refusal.message}
          data-testid="web-set-geo-refusal"
        />
      ) : null}
      {showProblems && problems.length > 0 ? (
        <Alert type="warning" showIcon className="web-set-alert" title={t('webSet.fixRules')} />
      ) : null}
      {drafts.length === 0 ? (
        <p className="screen-muted" data-testid="web-set-no-geo">
          {t('webSet.noRules')}
        </p>
      ) : (
        <ol className="web-set-rules" data-testid="web-set-geo-rules">
          {drafts.map((draft, index) => (
            <RuleRow
              key={draft.key}
              index={index}
              count={drafts.length}
              draft={draft}
              problems={showProblems ? problems.filter((p) => p.index === index) : []}
              refused={refusal?.rules.includes(index) ?? false}
              languages={languages}
              countries={countries}
              onChange={(d) => update(drafts.map((x, i) => (i === index ? d : x)))}
              onMove={(delta) => update(moveDraft(drafts, index, delta))}
              onRemove={() => update(drafts.filter((_, i) => i !== index))}
            />
          ))}
        </ol>
      )}
      <div className="web-set-actions">
        <Button onClick={() => update([...drafts, newDraft()])} disabled={full} data-testid="web-set-geo-add">
          {t('webSet.addRule')}
        </Button>
        <Button
          type="primary"
          onClick={submit}
          loading={save.isPending}
          disabled={!dirty}
          data-testid="web-set-geo-save"
        >
          {t('webSet.saveRules')}
        </Button>
        {dirty ? <span className="screen-muted">{t('webSet.rulesUnsaved')}</span> : null}
        {full ? (
          <span className="screen-muted">{t('webSet.rulesTooMany', { max: GEO_RULES_MAX })}</span>
        ) : null}
      </div>
    </section>
  );
}

/** Geo-redirect rules: an ordered list edited in place and saved as a whole. */
function GeoRulesSection({ websiteId }: { websiteId: number }) {
  const t = useT();
  const { data, isError, refetch } = useGeoRules(websiteId);
  if (data) return <GeoEditor websiteId={websiteId} initial={data.list} />;
  return (
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
  );
}

export default GeoRulesSection;
