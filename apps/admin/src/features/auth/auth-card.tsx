import { type ReactNode, useState } from 'react';
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

/**
 * Two or three ways of doing one thing (password or SMS code; SMS or e-mail), as accessible tabs.
 * Light on purpose: /login is the first screen anyone loads. A pane renders once it is chosen.
 */
export function AuthTabs(props: {
  items: { key: string; label: string; children: ReactNode }[];
  defaultActiveKey?: string;
  testId?: string;
}) {
  const [active, setActive] = useState(props.defaultActiveKey ?? props.items[0]?.key ?? '');
  const current = props.items.find((item) => item.key === active) ?? props.items[0];
  return (
    <div data-testid={props.testId}>
      <div className="login-tabs" role="tablist">
        {props.items.map((item) => (
          <button
            key={item.key}
            type="button"
            role="tab"
            id={`auth-tab-${item.key}`}
            aria-selected={item.key === current?.key}
            aria-controls={`auth-pane-${item.key}`}
            onClick={() => setActive(item.key)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {current ? (
        <div role="tabpanel" id={`auth-pane-${current.key}`} aria-labelledby={`auth-tab-${current.key}`}>
          {current.children}
        </div>
      ) : null}
    </div>
  );
}
