import { CHECKOUT_QUANTITY_MAX, FORM_INPUT } from '@sitewright/contract';
import type { ReactNode } from 'react';
import { type RenderContext, uiLang } from '../context.ts';

/** The Buy form's words in the page's language (other languages read English). */
const TEXT = {
  en: {
    heading: 'Buy online',
    quantity: 'Quantity',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    address: 'Delivery address',
    note: 'Note',
    honeypot: 'Leave this field empty',
    submit: 'Buy',
  },
  zh: {
    heading: '在线购买',
    quantity: '数量',
    name: '姓名',
    email: '电子邮箱',
    phone: '电话',
    address: '收货地址',
    note: '备注',
    honeypot: '请勿填写此项',
    submit: '购买',
  },
} as const;

/** Where a product's Buy form posts: the site server starts the payment there. */
export const checkoutPath = (productId: number) => `/__sw/checkout/${productId}`;

function Field({
  id,
  label,
  children,
  required,
}: {
  id: string;
  label: string;
  children: ReactNode;
  required?: boolean;
}): ReactNode {
  return (
    <div className="sw-form__field">
      <label className="sw-form__label" htmlFor={id}>
        {label}
        {required ? <span className="sw-form__required"> *</span> : null}
      </label>
      {children}
    </div>
  );
}

/**
 * A product page's Buy form: a plain form (no script), the price taken by the server from the
 * published product, never from here.
 */
export function ProductBuy({ context, productId }: { context: RenderContext; productId: number }): ReactNode {
  const text = TEXT[uiLang(context.lang)];
  const id = (key: string) => `sw-buy-${productId}-${key}`;
  return (
    <section className="sw-block sw-form sw-buy">
      <div className="sw-container">
        <h2 className="sw-form__heading">{text.heading}</h2>
        <form className="sw-form__form" method="post" action={checkoutPath(productId)} acceptCharset="utf-8">
          <input type="hidden" name="lang" defaultValue={context.lang} />
          <input type="hidden" name="back" defaultValue={context.path ?? ''} />
          <div className="sw-form__hp" aria-hidden="true">
            <label>
              {text.honeypot}
              <input
                type="text"
                name={FORM_INPUT.honeypot}
                tabIndex={-1}
                autoComplete="off"
                defaultValue=""
              />
            </label>
          </div>
          <Field id={id('quantity')} label={text.quantity} required>
            <input
              className="sw-form__input"
              id={id('quantity')}
              name="quantity"
              type="number"
              min={1}
              max={CHECKOUT_QUANTITY_MAX}
              step={1}
              defaultValue="1"
              required
            />
          </Field>
          <Field id={id('name')} label={text.name} required>
            <input
              className="sw-form__input"
              id={id('name')}
              name="name"
              maxLength={100}
              autoComplete="name"
              required
            />
          </Field>
          <Field id={id('email')} label={text.email} required>
            <input
              className="sw-form__input"
              id={id('email')}
              name="email"
              type="email"
              maxLength={200}
              autoComplete="email"
              required
            />
          </Field>
          <Field id={id('phone')} label={text.phone}>
            <input
              className="sw-form__input"
              id={id('phone')}
              name="phone"
              type="tel"
              maxLength={40}
              autoComplete="tel"
            />
          </Field>
          <Field id={id('address')} label={text.address}>
            <textarea
              className="sw-form__input sw-form__textarea"
              id={id('address')}
              name="address"
              maxLength={500}
              autoComplete="street-address"
            />
          </Field>
          <Field id={id('note')} label={text.note}>
            <textarea
              className="sw-form__input sw-form__textarea"
              id={id('note')}
              name="note"
              maxLength={1000}
            />
          </Field>
          <div className="sw-form__actions">
            <button type="submit" className="sw-button sw-button--primary sw-button--medium">
              {text.submit}
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}
