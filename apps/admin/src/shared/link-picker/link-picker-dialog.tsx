import Grid from 'antd/es/grid';
import Modal from 'antd/es/modal';
import Tabs from 'antd/es/tabs';
import { useState } from 'react';
import { type MessageKey, useT } from '../i18n/index.ts';
import {
  emailLink,
  kindOfLink,
  LINK_KINDS,
  LINKABLE_COLLECTIONS,
  type LinkKind,
  parseLink,
  phoneLink,
  webLink,
} from './link-value.ts';
import { AnchorPanel, ItemPanel, PagePanel } from './site-link-panels.tsx';
import { FileLinkPanel, TypedLinkPanel } from './typed-link-panels.tsx';
import './link-picker.css';
import './link-picker-i18n.ts';

export const KIND_LABELS: Record<LinkKind, MessageKey> = {
  page: 'linkPicker.kindPage',
  item: 'linkPicker.kindItem',
  anchor: 'linkPicker.kindAnchor',
  file: 'linkPicker.kindFile',
  email: 'linkPicker.kindEmail',
  phone: 'linkPicker.kindPhone',
  web: 'linkPicker.kindWeb',
};

export interface LinkPickerDialogProps {
  open: boolean;
  websiteId: number;
  /** The link as it stands ('' for none): the dialog opens on its kind. */
  value: string;
  /** The language whose pages show first (the page being edited); the website's default otherwise. */
  lang?: string | undefined;
  /** Anchors of the page being edited, offered as "This page"; absent outside the page editor. */
  pageAnchors?: readonly string[] | undefined;
  /** The link, and the name of what it leads to where there is one (a page, an item, a file). */
  onPick(href: string, title?: string): void;
  onClose(): void;
}

/**
 * Chooses where a link leads: a page of the website (searchable, per language), an item (article,
 * product, …), a section anchor, a file of the media library, an e-mail, a phone or an outside
 * address. Every link field of the back office opens this one dialog.
 */
export function LinkPickerDialog({
  open,
  websiteId,
  value,
  lang: startLang,
  pageAnchors,
  onPick,
  onClose,
}: LinkPickerDialogProps) {
  const t = useT();
  // On a phone the kinds go across the top, leaving the width to the list.
  const wide = Grid.useBreakpoint().sm !== false;
  const parsed = parseLink(value);
  const [kind, setKind] = useState<LinkKind>(() => kindOfLink(parsed));
  const valueLang = parsed.kind === 'page' || parsed.kind === 'item' ? parsed.lang : null;
  const [lang, setLang] = useState<string | null>(valueLang ?? startLang ?? null);
  const site = { websiteId, lang, onLang: setLang, current: value, onPick };

  const panel = (which: LinkKind) => {
    switch (which) {
      case 'page':
        return <PagePanel {...site} />;
      case 'item':
        return (
          <ItemPanel
            {...site}
            collection={parsed.kind === 'item' ? parsed.collection : (LINKABLE_COLLECTIONS[0] ?? 'news')}
          />
        );
      case 'anchor':
        return <AnchorPanel {...site} pageAnchors={pageAnchors} />;
      case 'file':
        return <FileLinkPanel websiteId={websiteId} onPick={onPick} />;
      case 'email':
        return (
          <TypedLinkPanel
            initial={parsed.kind === 'email' ? parsed.address : ''}
            label="linkPicker.emailLabel"
            invalid="linkPicker.emailInvalid"
            placeholder="name@example.com"
            inputMode="email"
            build={emailLink}
            onPick={onPick}
            testId="link-email"
          />
        );
      case 'phone':
        return (
          <TypedLinkPanel
            initial={parsed.kind === 'phone' ? parsed.number : ''}
            label="linkPicker.phoneLabel"
            invalid="linkPicker.phoneInvalid"
            placeholder="+1 555 010 0100"
            inputMode="tel"
            build={phoneLink}
            onPick={onPick}
            testId="link-phone"
          />
        );
      case 'web':
        return (
          <TypedLinkPanel
            initial={parsed.kind === 'web' ? parsed.url : ''}
            label="linkPicker.webLabel"
            invalid="linkPicker.webInvalid"
            placeholder="https://"
            inputMode="url"
            build={webLink}
            onPick={onPick}
            testId="link-web"
          />
        );
    }
  };

  return (
    <Modal
      open={open}
      title={t('linkPicker.title')}
      onCancel={onClose}
      footer={null}
      width={720}
      destroyOnHidden
      data-testid="link-picker"
    >
      <Tabs
        className="link-picker"
        tabPlacement={wide ? 'start' : 'top'}
        activeKey={kind}
        onChange={(key) => setKind(key as LinkKind)}
        destroyOnHidden
        items={LINK_KINDS.map((which) => ({
          key: which,
          label: <span data-testid={`link-kind-${which}`}>{t(KIND_LABELS[which])}</span>,
          children: panel(which),
        }))}
      />
    </Modal>
  );
}
