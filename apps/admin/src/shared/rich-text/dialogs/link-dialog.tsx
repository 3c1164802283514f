import { isSafeLink } from '@sitewright/blocks';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { EditorModal as Modal } from '../editor-modal.tsx';
import { useEffect, useState } from 'react';
import { LinkField } from '../../link-picker/index.ts';
import type { DialogProps } from '../editor-context.ts';
import { shortenLink } from '../link-text.ts';

interface LinkValues {
  href: string;
  text: string;
  title: string;
  newTab: boolean;
}

/**
 * Link dialog: where the link leads (chosen in the link picker: a page, an item, an anchor, a file,
 * an e-mail, a phone or a web address), title and new tab; with nothing selected the text is typed here.
 */
export function LinkDialog({ open, editor, websiteId, t, notify, onClose }: DialogProps) {
  const [values, setValues] = useState<LinkValues>({ href: '', text: '', title: '', newTab: false });
  const [hasSelection, setHasSelection] = useState(false);

  useEffect(() => {
    if (!open) return;
    editor.commands.extendMarkRange('link');
    const attrs = editor.getAttributes('link');
    const { from, to, empty } = editor.state.selection;
    setHasSelection(!empty);
    setValues({
      href: typeof attrs.href === 'string' ? attrs.href : '',
      text: empty ? '' : editor.state.doc.textBetween(from, to, ' '),
      title: typeof attrs.title === 'string' ? attrs.title : '',
      newTab: attrs.target === '_blank',
    });
  }, [open, editor]);

  const set = (patch: Partial<LinkValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = () => {
    const href = values.href.trim();
    if (!href || !isSafeLink(href) || /[\s"'<>\\`]/.test(href)) {
      notify('messages.unknownLink');
      return;
    }
    const attrs = { href, target: values.newTab ? '_blank' : null, title: values.title.trim() || null };
    if (hasSelection) {
      editor.chain().focus().extendMarkRange('link').setLink(attrs).run();
    } else {
      // Long addresses read as 20 characters and an ellipsis (spec §9).
      // A mail or phone link reads as the address or number itself.
      const text = values.text.trim() || shortenLink(href.replace(/^(?:mailto|tel):/i, ''));
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text, marks: [{ type: 'link', attrs }] })
        .run();
    }
    onClose();
  };

  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };

  const isLink = editor.isActive('link');
  return (
    <Modal
      open={open}
      title={t('link')}
      okText={t('ok')}
      cancelText={t('cancel')}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      footer={(_, { OkBtn, CancelBtn }) => (
        <>
          {isLink ? (
            <Button onClick={remove} style={{ float: 'left' }}>
              {t('linkRemove')}
            </Button>
          ) : null}
          <CancelBtn />
          <OkBtn />
        </>
      )}
    >
      <Form layout="vertical" onFinish={submit}>
        <Form.Item label={t('link')} required>
          <LinkField
            websiteId={websiteId}
            value={values.href}
            onChange={(href) => set({ href })}
            label={t('link')}
            testId="rte-link-target"
          />
        </Form.Item>
        {hasSelection ? null : (
          <Form.Item label={t('linkText')}>
            <Input
              value={values.text}
              onChange={(e) => set({ text: e.target.value })}
              aria-label={t('linkText')}
            />
          </Form.Item>
        )}
        <Form.Item label={t('title')}>
          <Input
            value={values.title}
            onChange={(e) => set({ title: e.target.value })}
            aria-label={t('title')}
          />
        </Form.Item>
        <Checkbox checked={values.newTab} onChange={(e) => set({ newTab: e.target.checked })}>
          {t('linkNewTab')}
        </Checkbox>
      </Form>
    </Modal>
  );
}
