import type { Config } from '../../config.ts';
import { createLibreTranslateProvider } from './libretranslate-provider.ts';
import { copyTranslationProvider, type TranslationProvider } from './translation-provider.ts';

export {
  copyTranslationProvider,
  type TranslationProvider,
  TranslationError,
} from './translation-provider.ts';

/** The configured provider: LibreTranslate when TRANSLATE_URL is set, else the copying default. */
export function translationProviderFor(config: Pick<Config, 'translate'>): TranslationProvider {
  return config.translate
    ? createLibreTranslateProvider({ url: config.translate.url, apiKey: config.translate.apiKey })
    : copyTranslationProvider;
}
