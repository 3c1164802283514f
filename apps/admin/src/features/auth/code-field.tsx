import type { NoteCodeSent } from '@sitewright/contract';
import { errorCodes } from '@sitewright/contract/paths';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useEffect, useState } from 'react';
import { isApiError } from '../../shared/api/api-error.ts';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { loginErrorText } from './login-error.ts';
import { validPhone } from './phone-field.tsx';
import './account-i18n.ts';

/** Seconds left of a countdown that ticks once a second down to zero. */
function useCountdown(): [number, (seconds: number) => void] {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [until, now]);
  const start = (seconds: number) => {
    const at = Date.now();
    setNow(at);
    setUntil(at + seconds * 1000);
  };
  return [Math.max(0, Math.ceil((until - now) / 1000)), start];
}

/**
 * The code field with its "Send code" button, which checks the phone field first and then counts
 * down to when another code may be asked for. `send` asks the server for a code to that phone.
 */
export function CodeField(props: { send: (phone: string) => Promise<NoteCodeSent>; ifKnown: boolean }) {
  const t = useT();
  const lang = useLanguage();
  const form = Form.useFormInstance();
  const [left, startCountdown] = useCountdown();
  const [sending, setSending] = useState(false);
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);

  async function send() {
    let phone: string;
    try {
      phone = await validPhone(form);
    } catch {
      return;
    }
    setSending(true);
    try {
      const sent = await props.send(phone);
      startCountdown(sent.resend_after);
      const minutes = Math.round(sent.expires_in / 60);
      setNote({
        text: t(props.ifKnown ? 'account.codeSentIfKnown' : 'account.codeSent', { minutes }),
        error: false,
      });
    } catch (error) {
      if (isApiError(error) && error.code === errorCodes.CODE_COOLDOWN) {
        const seconds = (error.data as { seconds?: number } | null)?.seconds;
        if (typeof seconds === 'number') startCountdown(seconds);
      }
      setNote({ text: loginErrorText(error, lang), error: true });
    } finally {
      setSending(false);
    }
  }

  return (
    <Form.Item
      label={t('account.code')}
      required
      extra={
        note ? (
          <span role="status" data-testid="code-note" style={note.error ? { color: '#cf1322' } : undefined}>
            {note.text}
          </span>
        ) : undefined
      }
    >
      <div className="login-phone-row">
        <Form.Item
          name="valid_code"
          noStyle
          rules={[{ required: true, whitespace: true, message: t('account.codeRequired') }]}
        >
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={t('account.codePlaceholder')}
            maxLength={6}
            data-testid="code-input"
          />
        </Form.Item>
        <Button onClick={send} loading={sending} disabled={left > 0} data-testid="code-send">
          {left > 0 ? t('account.resendIn', { seconds: left }) : t('account.sendCode')}
        </Button>
      </div>
    </Form.Item>
  );
}
