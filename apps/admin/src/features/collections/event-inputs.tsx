import ArrowDownOutlined from '@ant-design/icons/es/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/es/icons/ArrowUpOutlined';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import {
  AGENDA_SESSIONS_MAX,
  type CollectionName,
  countryTimeZone,
  type FieldDef,
  ITEM_LINKS_MAX,
  type ItemLink,
  URL_MAX,
  VENUE_MODES,
} from '@sitewright/contract';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import { useMemo } from 'react';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { useWebsiteStore } from '../../shared/stores/website-store.ts';
import './collections-i18n.ts';
import { RelationInput } from './field-inputs.tsx';

interface ValueProps<V> {
  /** Given by the form item, whose label names the control with this id. */
  id?: string;
  value?: V;
  onChange?(value: V): void;
}

/**
 * Where a new meeting's dates start: the zone of the website's country (its flag), else the
 * zone the operator's browser is in.
 */
export function defaultTimeZone(countryCode: string | undefined): string {
  return (countryCode && countryTimeZone(countryCode)) || browserTimeZone();
}

/** The zone the operator's browser is in. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Every IANA zone the browser knows, for the zone select. */
function timeZones(): string[] {
  try {
    const zones = Intl.supportedValuesOf('timeZone');
    return zones.includes('UTC') ? zones : ['UTC', ...zones];
  } catch {
    return ['UTC'];
  }
}

export interface RangeValue {
  start: string;
  end: string;
  zone: string;
}

/** A start and an end (local times as typed) in a named time zone. */
export function DateTimeRangeInput({
  value,
  onChange,
  testId,
}: ValueProps<RangeValue | null> & { testId?: string }) {
  const t = useT();
  const zones = useMemo(timeZones, []);
  const country = useWebsiteStore((s) => s.website?.flag_code);
  const current: RangeValue = value ?? { start: '', end: '', zone: defaultTimeZone(country) };
  const set = (patch: Partial<RangeValue>) => onChange?.({ ...current, ...patch });
  return (
    <Space wrap data-testid={testId}>
      <Input
        type="datetime-local"
        aria-label={t('collections.rangeStart')}
        value={current.start}
        onChange={(e) => set({ start: e.target.value })}
        data-testid={testId ? `${testId}-start` : undefined}
      />
      <span aria-hidden>–</span>
      <Input
        type="datetime-local"
        aria-label={t('collections.rangeEnd')}
        value={current.end}
        onChange={(e) => set({ end: e.target.value })}
        data-testid={testId ? `${testId}-end` : undefined}
      />
      <Select
        aria-label={t('collections.rangeZone')}
        value={current.zone}
        style={{ minWidth: 220 }}
        showSearch
        options={zones.map((z) => ({ value: z, label: z }))}
        onChange={(zone: string) => set({ zone })}
        data-testid={testId ? `${testId}-zone` : undefined}
      />
    </Space>
  );
}

/** One of the field's options. */
export function ChoiceInput({
  id,
  value,
  onChange,
  field,
  testId,
}: ValueProps<string> & { field: FieldDef; testId?: string }) {
  const lang = useLanguage() === 'zh' ? 'zh' : 'en';
  return (
    <Select
      id={id}
      value={value || undefined}
      allowClear
      style={{ width: 240 }}
      options={(field.options ?? []).map((o) => ({ value: o.value, label: o.label[lang] }))}
      onChange={(v: string | undefined) => onChange?.(v ?? '')}
      data-testid={testId}
    />
  );
}

/** An address on the web. */
export function UrlInput({ id, value, onChange, testId }: ValueProps<string> & { testId?: string }) {
  return (
    <Input
      id={id}
      value={value ?? ''}
      maxLength={URL_MAX}
      placeholder="https://"
      onChange={(e) => onChange?.(e.target.value)}
      data-testid={testId}
    />
  );
}

/** Links with the label visitors see. */
export function LinksInput({ value, onChange, testId }: ValueProps<ItemLink[]> & { testId?: string }) {
  const t = useT();
  const list = value ?? [];
  const set = (i: number, patch: Partial<ItemLink>) =>
    onChange?.(list.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  return (
    <div data-testid={testId}>
      {list.map((link, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own
        <div className="collection-file-row" key={i}>
          <Input
            value={link.label}
            placeholder={t('collections.linkLabel')}
            aria-label={t('collections.linkLabel')}
            onChange={(e) => set(i, { label: e.target.value })}
          />
          <Input
            value={link.url}
            placeholder="https://"
            aria-label={t('collections.linkUrl')}
            onChange={(e) => set(i, { url: e.target.value })}
          />
          <Button size="small" danger onClick={() => onChange?.(list.filter((_, j) => j !== i))}>
            {t('collections.fileRemove')}
          </Button>
        </div>
      ))}
      <Button
        icon={<PlusOutlined />}
        disabled={list.length >= ITEM_LINKS_MAX}
        onClick={() => onChange?.([...list, { label: '', url: '' }])}
        data-testid={testId ? `${testId}-add` : undefined}
      >
        {t('collections.linkAdd')}
      </Button>
    </div>
  );
}

export interface VenueValue {
  mode: (typeof VENUE_MODES)[number];
  name: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  /** A link to the place on a map service (Google Maps, Amap…), '' for none. */
  map_url: string;
  online_url: string;
}

/** Where an event takes place: an address (with the map's coordinates) and/or an online link. */
export function VenueInput({ value, onChange, testId }: ValueProps<VenueValue> & { testId?: string }) {
  const t = useT();
  const current: VenueValue = value ?? {
    mode: 'in_person',
    name: '',
    address: '',
    latitude: null,
    longitude: null,
    map_url: '',
    online_url: '',
  };
  const set = (patch: Partial<VenueValue>) => onChange?.({ ...current, ...patch });
  return (
    <div className="collection-venue" data-testid={testId}>
      <Radio.Group
        value={current.mode}
        onChange={(e) => set({ mode: e.target.value })}
        options={VENUE_MODES.map((m) => ({ value: m, label: t(`collections.venue_${m}`) }))}
      />
      {current.mode !== 'online' ? (
        <>
          <Input
            value={current.name}
            placeholder={t('collections.venueName')}
            aria-label={t('collections.venueName')}
            onChange={(e) => set({ name: e.target.value })}
            data-testid={testId ? `${testId}-name` : undefined}
          />
          <Input
            value={current.address}
            placeholder={t('collections.venueAddress')}
            aria-label={t('collections.venueAddress')}
            onChange={(e) => set({ address: e.target.value })}
            data-testid={testId ? `${testId}-address` : undefined}
          />
          <Input
            value={current.map_url ?? ''}
            maxLength={URL_MAX}
            placeholder={t('collections.venueMapUrl')}
            aria-label={t('collections.venueMapUrl')}
            onChange={(e) => set({ map_url: e.target.value })}
            data-testid={testId ? `${testId}-map` : undefined}
          />
          <Space wrap>
            <InputNumber<number>
              value={current.latitude}
              min={-90}
              max={90}
              placeholder={t('collections.venueLatitude')}
              aria-label={t('collections.venueLatitude')}
              onChange={(v) => set({ latitude: v ?? null })}
            />
            <InputNumber<number>
              value={current.longitude}
              min={-180}
              max={180}
              placeholder={t('collections.venueLongitude')}
              aria-label={t('collections.venueLongitude')}
              onChange={(v) => set({ longitude: v ?? null })}
            />
            <span className="screen-muted">{t('collections.venueMapHelp')}</span>
          </Space>
        </>
      ) : null}
      {current.mode !== 'in_person' ? (
        <Input
          value={current.online_url}
          placeholder={t('collections.venueOnline')}
          aria-label={t('collections.venueOnline')}
          onChange={(e) => set({ online_url: e.target.value })}
          data-testid={testId ? `${testId}-online` : undefined}
        />
      ) : null}
    </div>
  );
}

export interface RegistrationValue {
  form_id: number | null;
  url: string;
}

/** How visitors register: one of the website's forms (by its number) or an address elsewhere. */
export function RegistrationInput({
  value,
  onChange,
  testId,
}: ValueProps<RegistrationValue> & { testId?: string }) {
  const t = useT();
  const current = value ?? { form_id: null, url: '' };
  return (
    <Space wrap data-testid={testId}>
      <InputNumber<number>
        value={current.form_id}
        min={1}
        precision={0}
        placeholder={t('collections.registrationForm')}
        aria-label={t('collections.registrationForm')}
        style={{ width: 160 }}
        onChange={(v) => onChange?.({ ...current, form_id: v ?? null })}
      />
      <Input
        value={current.url}
        placeholder={t('collections.registrationUrl')}
        aria-label={t('collections.registrationUrl')}
        style={{ minWidth: 320 }}
        onChange={(e) => onChange?.({ ...current, url: e.target.value })}
        data-testid={testId ? `${testId}-url` : undefined}
      />
    </Space>
  );
}

export interface SessionValue {
  start: string;
  end: string;
  title: string;
  room: string;
  speakers: number[];
}

/** The sessions of an event: times in its zone, title, room and speakers (items of the target). */
export function AgendaInput({
  value,
  onChange,
  websiteId,
  target,
  lang,
  testId,
}: ValueProps<SessionValue[]> & {
  websiteId: number;
  target: CollectionName;
  lang?: string | undefined;
  testId?: string;
}) {
  const t = useT();
  const list = value ?? [];
  const set = (i: number, patch: Partial<SessionValue>) =>
    onChange?.(list.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  const move = (from: number, to: number) => {
    if (to < 0 || to >= list.length) return;
    const next = [...list];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved as SessionValue);
    onChange?.(next);
  };
  return (
    <div data-testid={testId}>
      {list.map((session, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sessions have no id of their own
        <div className="collection-session" key={i} data-testid="agenda-session">
          <Space wrap>
            <Input
              type="datetime-local"
              aria-label={t('collections.rangeStart')}
              value={session.start}
              onChange={(e) => set(i, { start: e.target.value })}
              data-testid="agenda-session-start"
            />
            <Input
              type="datetime-local"
              aria-label={t('collections.rangeEnd')}
              value={session.end}
              onChange={(e) => set(i, { end: e.target.value })}
              data-testid="agenda-session-end"
            />
            <Button
              size="small"
              icon={<ArrowUpOutlined />}
              aria-label={t('collections.galleryMoveUp')}
              disabled={i === 0}
              onClick={() => move(i, i - 1)}
            />
            <Button
              size="small"
              icon={<ArrowDownOutlined />}
              aria-label={t('collections.galleryMoveDown')}
              disabled={i === list.length - 1}
              onClick={() => move(i, i + 1)}
            />
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('collections.sessionRemove')}
              onClick={() => onChange?.(list.filter((_, j) => j !== i))}
            />
          </Space>
          <Input
            value={session.title}
            placeholder={t('collections.sessionTitle')}
            aria-label={t('collections.sessionTitle')}
            onChange={(e) => set(i, { title: e.target.value })}
            data-testid="agenda-session-title"
          />
          <Input
            value={session.room}
            placeholder={t('collections.sessionRoom')}
            aria-label={t('collections.sessionRoom')}
            onChange={(e) => set(i, { room: e.target.value })}
            data-testid="agenda-session-room"
          />
          <RelationInput
            value={session.speakers}
            onChange={(speakers) => set(i, { speakers })}
            websiteId={websiteId}
            target={target}
            lang={lang}
            testId="agenda-session-speakers"
          />
        </div>
      ))}
      <Button
        icon={<PlusOutlined />}
        disabled={list.length >= AGENDA_SESSIONS_MAX}
        onClick={() => {
          // A new session starts where the last one ended.
          const last = list[list.length - 1];
          onChange?.([
            ...list,
            { start: last?.end ?? '', end: '', title: '', room: last?.room ?? '', speakers: [] },
          ]);
        }}
        data-testid={testId ? `${testId}-add` : undefined}
      >
        {t('collections.sessionAdd')}
      </Button>
    </div>
  );
}
