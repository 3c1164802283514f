import { loadLanguage } from './shared/i18n/load-language.ts';

// The Chinese texts are a lazily loaded chunk in the app; tests switch languages synchronously.
await loadLanguage('zh');
