import Card from 'antd/es/card';
import { EditorModal as Modal } from '../editor-modal.tsx';
import type { DialogProps } from '../editor-context.ts';
import type { RichTextT } from '../editor-language.ts';

type TemplateId = 'article' | 'features' | 'prices' | 'contact';

const TEMPLATES: readonly {
  id: TemplateId;
  title: 'templateArticle' | 'templateFeatures' | 'templatePrices' | 'templateContact';
  text: 'templateArticleText' | 'templateFeaturesText' | 'templatePricesText' | 'templateContactText';
}[] = [
  { id: 'article', title: 'templateArticle', text: 'templateArticleText' },
  { id: 'features', title: 'templateFeatures', text: 'templateFeaturesText' },
  { id: 'prices', title: 'templatePrices', text: 'templatePricesText' },
  { id: 'contact', title: 'templateContact', text: 'templateContactText' },
];

const p = (text: string, preset?: string) => ({
  type: 'paragraph',
  attrs: preset ? { preset } : {},
  content: [{ type: 'text', text }],
});
const h = (level: number, text: string) => ({
  type: 'heading',
  attrs: { level },
  content: [{ type: 'text', text }],
});
const cell = (type: 'tableHeader' | 'tableCell', text: string) => ({
  type,
  content: [text ? { type: 'paragraph', content: [{ type: 'text', text }] } : { type: 'paragraph' }],
});

/** The ready-made layouts, with sample text in the editor's language. */
export function templateContent(id: TemplateId, zh: boolean) {
  switch (id) {
    case 'article':
      return [
        p(zh ? '文章标题' : 'Article title', 'sw-style-title'),
        p(zh ? '用一两句话概括这篇文章。' : 'Sum the article up in a sentence or two.', 'sw-style-subtitle'),
        h(2, zh ? '第一部分' : 'First section'),
        p(zh ? '在这里写正文。' : 'Write the text here.'),
        h(2, zh ? '第二部分' : 'Second section'),
        p(zh ? '在这里继续。' : 'Continue here.'),
      ];
    case 'features':
      return [
        h(2, zh ? '我们的优势' : 'Why choose us'),
        {
          type: 'bulletList',
          content: [1, 2, 3].map((n) => ({
            type: 'listItem',
            content: [
              {
                type: 'paragraph',
                content: [
                  { type: 'text', text: zh ? `特色 ${n}：` : `Feature ${n}: `, marks: [{ type: 'bold' }] },
                  { type: 'text', text: zh ? '简短说明。' : 'a short description.' },
                ],
              },
            ],
          })),
        },
      ];
    case 'prices':
      return [
        h(2, zh ? '价格' : 'Prices'),
        {
          type: 'table',
          content: [
            {
              type: 'tableRow',
              content: [cell('tableHeader', ''), cell('tableHeader', zh ? '价格' : 'Price')],
            },
            ...(zh ? ['基础版', '专业版', '企业版'] : ['Basic', 'Pro', 'Business']).map((name, i) => ({
              type: 'tableRow',
              content: [cell('tableHeader', name), cell('tableCell', String((i + 1) * 100))],
            })),
          ],
        },
      ];
    case 'contact':
      return [
        p(zh ? '联系我们' : 'Contact us', 'sw-style-subtitle'),
        p(
          zh
            ? '电话：000 0000 0000 · 邮箱：info@example.com'
            : 'Phone: 000 0000 0000 · E-mail: info@example.com',
          'sw-style-box',
        ),
      ];
  }
}

function TemplateCard({
  id,
  title,
  text,
  t,
  onPick,
}: {
  id: TemplateId;
  title: string;
  text: string;
  t: RichTextT;
  onPick(id: TemplateId): void;
}) {
  return (
    <Card
      size="small"
      hoverable
      title={title}
      onClick={() => onPick(id)}
      className="rte-template"
      data-template={id}
      aria-label={`${t('insert')}: ${title}`}
    >
      {text}
    </Card>
  );
}

/** Template dialog: inserts one of a few ready-made layouts at the cursor. */
export function TemplateDialog({ open, editor, t, language, onClose }: DialogProps) {
  const pick = (id: TemplateId) => {
    editor
      .chain()
      .focus()
      .insertContent(templateContent(id, language === 'zh'))
      .run();
    onClose();
  };
  return (
    <Modal open={open} title={t('template')} footer={null} onCancel={onClose} destroyOnHidden width={640}>
      <p className="rte-dialog__hint">{t('templateIntro')}</p>
      <div className="rte-templates">
        {TEMPLATES.map((tpl) => (
          <TemplateCard
            key={tpl.id}
            id={tpl.id}
            title={t(tpl.title)}
            text={t(tpl.text)}
            t={t}
            onPick={pick}
          />
        ))}
      </div>
    </Modal>
  );
}
