import type { ReactNode } from 'react';
import { useAppStore } from '../../shared/stores/app-store.ts';
import { clearToasts } from '../../shared/ui/feedback.ts';
import './login-page.css';

function LanguageLinks() {
  const language = useAppStore((s) => s.language);
  const setLanguage = useAppStore((s) => s.setLanguage);
  // A toast in the language being left would stay stacked under the new one.
  const choose = (next: 'en' | 'zh') => {
    if (next === language) return;
    clearToasts();
    setLanguage(next);
  };
  return (
    <div className="login-languages" data-testid="login-language">
      <button type="button" aria-pressed={language === 'en'} onClick={() => choose('en')}>
        English
      </button>
      <span aria-hidden="true">·</span>
      <button type="button" aria-pressed={language === 'zh'} onClick={() => choose('zh')}>
        中文
      </button>
    </div>
  );
}

/** The card every screen before sign-in sits in: language switch, brand, title and the form. */
export function AuthCard(props: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <main className="login-page">
      <section className="login-card" aria-labelledby="login-title">
        <LanguageLinks />
        <div className="login-brand" aria-hidden="true">
          SW
        </div>
        <h1 id="login-title">{props.title}</h1>
        {props.subtitle ? <p className="login-subtitle">{props.subtitle}</p> : null}
        {props.children}
        {props.footer ? <div className="login-footer">{props.footer}</div> : null}
      </section>
    </main>
  );
}
