import { TOAST_MS } from '@sitewright/contract';
import type { MessageInstance } from 'antd/es/message/interface';

let messageApi: MessageInstance | null = null;

/**
 * Hands over antd's context-aware message API (from `App.useApp()`); static `message` calls would
 * miss the theme and locale of the ConfigProvider.
 */
export function registerMessageApi(api: MessageInstance | null): void {
  messageApi = api;
}

/**
 * Shows an error toast. Identical texts share one toast, so a burst of failing requests does not
 * stack the same message on screen.
 */
export function toastError(text: string, durationMs: number = TOAST_MS): void {
  if (!messageApi) {
    console.error(text);
    return;
  }
  messageApi.open({ type: 'error', content: text, duration: durationMs / 1000, key: `error:${text}` });
}

export function toastSuccess(text: string, durationMs = 3000): void {
  if (!messageApi) return;
  messageApi.open({ type: 'success', content: text, duration: durationMs / 1000 });
}

/** A neutral notice, e.g. that an action was called off. */
export function toastInfo(text: string, durationMs = 3000): void {
  if (!messageApi) return;
  messageApi.open({ type: 'info', content: text, duration: durationMs / 1000 });
}

/** Removes every toast, e.g. the errors of failed attempts once an attempt succeeded. */
export function clearToasts(): void {
  messageApi?.destroy();
}
