import BgColorsOutlined from '@ant-design/icons/es/icons/BgColorsOutlined';
import { ANIMATION_PRESETS, FONT_PAIRS, PALETTES } from '@sitewright/blocks/editor';
import type { SiteTheme } from '@sitewright/contract';
import Button from 'antd/es/button';
import Popover from 'antd/es/popover';
import Select from 'antd/es/select';
import { useLanguage, useT } from '../../shared/i18n/index.ts';

/** Spec §2 Design: theme (palette), font and animation of the whole site. */
export function DesignMenu({ theme, onChange }: { theme: SiteTheme; onChange(theme: SiteTheme): void }) {
  const t = useT();
  const lang = useLanguage();
  const content = (
    <div className="page-editor-design">
      <div className="page-editor-design-row">
        <span>{t('pageEditor.palette')}</span>
        <Select
          value={theme.palette}
          onChange={(palette) => onChange({ ...theme, palette })}
          aria-label={t('pageEditor.palette')}
          data-testid="design-palette"
          options={PALETTES.map((p) => ({
            value: p.id,
            label: (
              <span className="page-editor-swatch">
                <i style={{ background: p.colors.primary }} />
                <i style={{ background: p.colors.accent }} />
                {p.label[lang]}
              </span>
            ),
          }))}
        />
      </div>
      <div className="page-editor-design-row">
        <span>{t('pageEditor.font')}</span>
        <Select
          value={theme.fontPair}
          onChange={(fontPair) => onChange({ ...theme, fontPair })}
          aria-label={t('pageEditor.font')}
          data-testid="design-font"
          options={FONT_PAIRS.map((f) => ({ value: f.id, label: f.label[lang] }))}
        />
      </div>
      <div className="page-editor-design-row">
        <span>{t('pageEditor.animation')}</span>
        <Select
          value={theme.animation}
          onChange={(animation) => onChange({ ...theme, animation })}
          aria-label={t('pageEditor.animation')}
          data-testid="design-animation"
          options={ANIMATION_PRESETS.map((a) => ({ value: a.id, label: a.label[lang] }))}
        />
      </div>
    </div>
  );
  return (
    <Popover content={content} trigger="click" placement="bottom">
      <Button icon={<BgColorsOutlined />} data-testid="editor-design">
        {t('pageEditor.design')}
      </Button>
    </Popover>
  );
}
