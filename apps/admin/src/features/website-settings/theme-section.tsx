import type { SiteTheme, Website } from '@sitewright/contract';
import Button from 'antd/es/button';
import Radio from 'antd/es/radio';
import { useState } from 'react';
import { useUpdateWebsite } from '../../shared/api/websites/update-website.ts';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { toastSuccess } from '../../shared/ui/feedback.ts';
import { CustomColorPickers, FontSelect, ThemeFontFaces } from '../../shared/theme/theme-controls.tsx';
import {
  animationOptions,
  customSwatches,
  fontPairOptions,
  optionLabel,
  paletteOptions,
  paletteSwatches,
  previewStyle,
  sameTheme,
  themeOf,
  toThemeBody,
  withCustomColor,
} from '../../shared/theme/theme-options.ts';
import { useReportUnsaved } from './unsaved-sections.ts';
import './web-set-i18n.ts';

/** A small page-like box in the chosen colours and fonts. */
function ThemePreview({ theme }: { theme: SiteTheme }) {
  const t = useT();
  const style = previewStyle(theme);
  return (
    <div
      className="web-set-preview"
      style={style.box}
      data-testid="web-set-theme-preview"
      data-palette={theme.palette}
    >
      <ThemeFontFaces theme={theme} />
      <span className="web-set-preview-badge" style={style.accent}>
        {t('webSet.previewAccent')}
      </span>
      <h3 style={style.heading}>{t('webSet.previewHeading')}</h3>
      <p className="web-set-preview-text" style={style.muted}>
        {t('webSet.previewText')}
      </p>
      <span className="web-set-preview-button" style={style.button}>
        {t('webSet.previewButton')}
      </span>
    </div>
  );
}

/** Palette, font pair and animation of the website, saved by website-edit. */
function ThemeSection({ website }: { website: Website }) {
  const t = useT();
  const lang = useLanguage();
  const stored = themeOf(website.theme);
  const [theme, setTheme] = useState<SiteTheme>(stored);
  const mutation = useUpdateWebsite();
  const dirty = !sameTheme(theme, stored);
  useReportUnsaved('theme', dirty);

  async function save() {
    let saved: Website;
    try {
      saved = await mutation.mutateAsync(toThemeBody(website.website_id, theme));
    } catch {
      // The client has shown why.
      return;
    }
    setTheme(themeOf(saved.theme));
    toastSuccess(t('webSet.themeSaved'));
  }

  return (
    <div className="web-set-grid">
      <section className="web-set-card" aria-labelledby="web-set-palette">
        <h2 id="web-set-palette">{t('webSet.palette')}</h2>
        <Radio.Group
          className="web-set-palettes"
          value={theme.palette}
          onChange={(e) =>
            setTheme(
              e.target.value === 'custom' ? withCustomColor(theme) : { ...theme, palette: e.target.value },
            )
          }
          aria-labelledby="web-set-palette"
        >
          {paletteOptions.map((p) => (
            <Radio
              key={p.id}
              value={p.id}
              className="web-set-palette"
              data-testid={`web-set-palette-${p.id}`}
            >
              <span className="web-set-swatches" aria-hidden="true">
                {paletteSwatches(p).map((color, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a palette may repeat a colour
                  <span key={i} className="web-set-swatch" style={{ background: color }} />
                ))}
              </span>
              <span>{optionLabel(p, lang)}</span>
            </Radio>
          ))}
          <Radio value="custom" className="web-set-palette" data-testid="web-set-palette-custom">
            <span className="web-set-swatches" aria-hidden="true">
              {customSwatches(theme).map((color, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a palette may repeat a colour
                <span key={i} className="web-set-swatch" style={{ background: color }} />
              ))}
            </span>
            <span>{t('brandTheme.custom')}</span>
          </Radio>
        </Radio.Group>
        {theme.palette === 'custom' && (
          <>
            <p className="web-set-hint">{t('brandTheme.customHint')}</p>
            <CustomColorPickers theme={theme} onChange={setTheme} testId="web-set-color" />
          </>
        )}
        <h2 id="web-set-fonts" className="web-set-spaced">
          {t('webSet.fontPair')}
        </h2>
        <Radio.Group
          value={theme.fontPair}
          onChange={(e) => setTheme({ ...theme, fontPair: e.target.value })}
          aria-labelledby="web-set-fonts"
          className="web-set-choices"
        >
          {fontPairOptions.map((f) => (
            <Radio key={f.id} value={f.id} data-testid={`web-set-font-${f.id}`}>
              <span style={{ fontFamily: f.heading }}>{optionLabel(f, lang)}</span>
            </Radio>
          ))}
        </Radio.Group>
        <div className="web-set-fonts">
          <div>
            <span>{t('brandTheme.headingFont')}</span>
            <FontSelect theme={theme} part="headingFont" onChange={setTheme} testId="web-set-heading-font" />
          </div>
          <div>
            <span>{t('brandTheme.bodyFont')}</span>
            <FontSelect theme={theme} part="bodyFont" onChange={setTheme} testId="web-set-body-font" />
          </div>
        </div>
        <p className="web-set-hint">{t('brandTheme.fontsHint')}</p>
        <h2 id="web-set-animation" className="web-set-spaced">
          {t('webSet.animation')}
        </h2>
        <Radio.Group
          value={theme.animation}
          onChange={(e) => setTheme({ ...theme, animation: e.target.value })}
          aria-labelledby="web-set-animation"
          className="web-set-choices"
        >
          {animationOptions.map((a) => (
            <Radio key={a.id} value={a.id} data-testid={`web-set-animation-${a.id}`}>
              {optionLabel(a, lang)}
            </Radio>
          ))}
        </Radio.Group>
        <div className="web-set-actions">
          <Button
            type="primary"
            onClick={save}
            loading={mutation.isPending}
            disabled={!dirty}
            data-testid="web-set-theme-save"
          >
            {t('webSet.saveTheme')}
          </Button>
          <Button onClick={() => setTheme(stored)} disabled={!dirty}>
            {t('webSet.resetTheme')}
          </Button>
        </div>
      </section>
      <section className="web-set-card" aria-labelledby="web-set-preview-title">
        <h2 id="web-set-preview-title">{t('webSet.preview')}</h2>
        <ThemePreview theme={theme} />
      </section>
    </div>
  );
}

export default ThemeSection;
