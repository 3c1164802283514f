import { QueryClientProvider } from '@tanstack/react-query';
import ConfigProvider from 'antd/es/config-provider';
import message from 'antd/es/message';
import { type ReactNode, useEffect } from 'react';
import { queryClient } from '../shared/api/query-client.ts';
import { antdLocale } from '../shared/i18n/load-language.ts';
import { useAppStore } from '../shared/stores/app-store.ts';
import { registerMessageApi } from '../shared/ui/feedback.ts';
import { applyCssColours, prefersReducedMotion, themeFor } from './theme.ts';

const appTheme = themeFor(prefersReducedMotion());
// Before the first render, so the screens' own stylesheets read the theme's colours from the start.
applyCssColours();

/**
 * Gives code outside React (API client, guard) a message API that follows the ConfigProvider
 * (the hook, unlike the static `message`, sees theme and locale). antd's `App` would do the same
 * but also ships modal and notification, which nothing here uses.
 */
function FeedbackBridge() {
  // The newest notice replaces the one before: two in a row ("Website created." then "Saved.")
  // never stand stacked for the operator to sort out which is current.
  const [api, holder] = message.useMessage({ maxCount: 1 });
  useEffect(() => {
    registerMessageApi(api);
    return () => registerMessageApi(null);
  }, [api]);
  return holder;
}

/** Server-state cache, antd theme, locale and size, and the feedback bridge. */
export function AppProviders({ children }: { children: ReactNode }) {
  const language = useAppStore((s) => s.language);
  const size = useAppStore((s) => s.size);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider
        locale={antdLocale(language)}
        // antd 6 renamed 'middle' to 'medium'; the cookie keeps the spec's value.
        componentSize={size === 'middle' ? 'medium' : size}
        theme={appTheme}
        // Two-character Chinese labels stay as written (antd would put a space between them).
        button={{ autoInsertSpace: false }}
      >
        <FeedbackBridge />
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
