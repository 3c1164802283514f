import { DEFAULT_THEME, type FormPublic } from '@sitewright/contract';
import { blocksCss, FormView, type FormViewState, type RenderContext, themeCss } from '@sitewright/blocks';
import Button from 'antd/es/button';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useWebsite } from '../../shared/api/websites/get-website.ts';
import { useT } from '../../shared/i18n/index.ts';
import type { FormDraft } from './form-draft.ts';
import { keptValues, postedValues, previewProblems } from './preview-check.ts';

interface SiteFormPreviewProps {
  draft: FormDraft;
  /** The saved form's id (0 for a new one): the preview's form would post to its address. */
  formId: number;
  websiteId: number;
  websiteName: string;
  /** The site language the preview is drawn in; texts it lacks come from the default language. */
  lang: string;
  defaultLang: string;
}

/**
 * The form exactly as the published site draws it (the blocks' own FormView, the site's styles
 * and theme), in a frame of its own so neither page's styles leak into the other. Sending it runs
 * the contract's check and shows the messages or the thanks the visitor would get; nothing is sent.
 */
export function SiteFormPreview({
  draft,
  formId,
  websiteId,
  websiteName,
  lang,
  defaultLang,
}: SiteFormPreviewProps) {
  const t = useT();
  const theme = useWebsite(websiteId).data?.theme ?? DEFAULT_THEME;
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);
  const [state, setState] = useState<FormViewState | undefined>(undefined);
  const [sent, setSent] = useState(false);
  const [height, setHeight] = useState(320);
  // The frame's listeners outlive renders; they read the current fields and language from here.
  const current = useRef({ fields: draft.fields, lang });
  current.current = { fields: draft.fields, lang };

  const form: FormPublic = useMemo(
    () => ({
      id: formId,
      website_id: websiteId,
      name: draft.name,
      status: 'active',
      fields: draft.fields,
      submit_label: draft.submit_label,
      success: draft.success,
      proof_of_work: draft.proof_of_work,
      on_product_pages: draft.on_product_pages,
      version: 0,
    }),
    [draft, formId, websiteId],
  );
  const context: RenderContext = { lang, defaultLang, siteName: websiteName, title: draft.name, path: '/' };

  useEffect(() => {
    const doc = frame?.contentDocument;
    if (!doc) return;
    const style = doc.createElement('style');
    style.textContent = `${themeCss(theme)}${blocksCss}body{margin:0}`;
    doc.head.appendChild(style);
    const onSubmit = (event: Event) => {
      event.preventDefault();
      const target = event.target as HTMLFormElement;
      const values = postedValues(target, current.current.fields);
      const errors = previewProblems(current.current.fields, values, current.current.lang);
      if (Object.keys(errors).length === 0) {
        setState(undefined);
        setSent(true);
      } else setState({ values: keptValues(values), errors });
    };
    // Links (a consent's policy) do not leave the preview.
    const onClick = (event: Event) => {
      if ((event.target as Element | null)?.closest?.('a')) event.preventDefault();
    };
    doc.addEventListener('submit', onSubmit, true);
    doc.addEventListener('click', onClick, true);
    const resize = new ResizeObserver(() => setHeight(Math.max(120, doc.documentElement.scrollHeight)));
    resize.observe(doc.body);
    setBody(doc.body);
    return () => {
      doc.removeEventListener('submit', onSubmit, true);
      doc.removeEventListener('click', onClick, true);
      resize.disconnect();
      style.remove();
    };
  }, [frame, theme]);

  // The site answers a refused form with its messages; the preview shows those rather than the
  // browser's own bubbles, and the thanks once the values would be accepted.
  useEffect(() => {
    if (!body) return;
    body.ownerDocument.documentElement.lang = lang;
    for (const el of body.querySelectorAll('form')) el.noValidate = true;
    body.querySelector('.sw-form')?.classList.toggle('sw-form--sent', sent);
  });

  return (
    <div className="site-form-preview">
      <iframe
        className="site-form-preview-frame"
        title={t('forms.preview')}
        sandbox="allow-same-origin allow-forms"
        srcDoc="<!doctype html><html><head></head><body></body></html>"
        style={{ height }}
        onLoad={(e) => setFrame(e.currentTarget)}
        data-testid="form-preview"
      />
      {body
        ? createPortal(
            <div className="sw-page">
              <FormView form={form} context={context} instance="preview" state={state} />
            </div>,
            body,
          )
        : null}
      {sent ? (
        <Button size="small" onClick={() => setSent(false)} data-testid="form-preview-again">
          {t('forms.previewAgain')}
        </Button>
      ) : null}
    </div>
  );
}
