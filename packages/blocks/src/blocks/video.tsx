import { z } from 'zod';
import { uiLang } from '../context.ts';
import { defineBlock } from '../define-block.ts';
import { PlainText } from '../plain-text.ts';
import { SafeResource } from '../urls.ts';
import { parseVideoUrl, videoEmbedUrl } from '../video-url.ts';

export const video = defineBlock({
  type: 'video',
  label: { en: 'Video', zh: '视频' },
  category: 'media',
  schema: z.strictObject({
    url: z
      .string()
      .trim()
      .min(1, 'Enter a video address')
      .max(2048)
      .refine(
        (v) => parseVideoUrl(v) !== null,
        'Use an uploaded video file or a YouTube, Vimeo or Bilibili video address',
      ),
    title: PlainText.trim().min(1, 'Enter a title for screen readers').max(200),
    poster: SafeResource.optional(),
    /** A WebVTT captions file for uploaded videos. */
    captions: SafeResource.optional(),
    caption: PlainText.trim().max(300).optional(),
  }),
  defaults: { url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', title: 'Video' },
  View({ props, context }) {
    const parsed = parseVideoUrl(props.url);
    if (!parsed) return null;
    const zh = uiLang(context.lang) === 'zh';
    return (
      <figure className="sw-block sw-video">
        <div className="sw-video__frame">
          {parsed.provider === 'file' ? (
            // Never autoplays, so no sound starts on its own.
            // biome-ignore lint/a11y/useMediaCaption: the captions track is there whenever the operator uploaded one
            <video controls preload="metadata" playsInline poster={props.poster} title={props.title}>
              <source src={parsed.src} />
              {props.captions ? (
                <track
                  kind="captions"
                  src={props.captions}
                  srcLang={context.lang}
                  label={props.title}
                  default
                />
              ) : null}
              <a href={parsed.src}>{zh ? '下载视频' : 'Download the video'}</a>
            </video>
          ) : (
            <iframe
              src={videoEmbedUrl(parsed)}
              title={props.title}
              loading="lazy"
              allow="encrypted-media; fullscreen; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          )}
        </div>
        {props.caption ? <figcaption>{props.caption}</figcaption> : null}
      </figure>
    );
  },
});
