import type { TemplateSummary } from '@sitewright/contract';
import { useT } from '../i18n/index.ts';
import { templatePreviewSrc } from './template-preview.ts';
import './template-thumbnail.css';

/** A template's preview picture, as the template chooser and the create-website dialog show it. */
export function TemplateThumbnail({
  template,
}: {
  template: Pick<TemplateSummary, 'name' | 'preview_image'>;
}) {
  const t = useT();
  const src = templatePreviewSrc(template.preview_image);
  return (
    <div className="templates-preview">
      {src ? (
        <img
          src={src}
          alt={t('templates.previewAlt', { name: template.name })}
          loading="lazy"
          width={480}
          height={300}
        />
      ) : null}
    </div>
  );
}
