import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type CurrencyCode, formatMinorUnits, type Lang } from '@sitewright/contract';
import PDFDocument from 'pdfkit';
import { woffToSfnt } from '../../lib/fonts/woff.ts';

const require = createRequire(import.meta.url);

/**
 * Noto Sans SC's simplified-Chinese cut (from its pinned @fontsource package): it also holds the
 * Latin letters, digits and currency signs, so one font sets a receipt in either language.
 * pdfkit embeds only the glyphs a receipt uses.
 */
let fontBytes: Buffer | undefined;
function receiptFont(): Buffer {
  // Unwrapped once: pdfkit sets text from a WOFF many times slower than from the font inside it.
  fontBytes ??= woffToSfnt(
    readFileSync(
      require.resolve('@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-400-normal.woff'),
    ),
  );
  return fontBytes;
}

/** The platform that sells the app centre's items: the receipt's seller. */
export const RECEIPT_SELLER = 'Sitewright';

const WORDS = {
  en: {
    title: 'Receipt',
    seller: 'Seller',
    buyer: 'Buyer',
    contact: 'Contact',
    phone: 'Phone',
    email: 'E-mail',
    address: 'Address',
    taxId: 'Tax ID',
    number: 'Order number',
    paidAt: 'Date paid (UTC)',
    item: 'Item',
    template: 'Website template',
    plugin: 'Plugin',
    amount: 'Amount',
    status: 'Status',
    paid: 'Paid',
    refunded: 'Refunded',
  },
  zh: {
    title: '收据',
    seller: '销售方',
    buyer: '购买方',
    contact: '联系人',
    phone: '电话',
    email: '邮箱',
    address: '地址',
    taxId: '税号',
    number: '订单号',
    paidAt: '支付时间（UTC）',
    item: '项目',
    template: '网站模板',
    plugin: '插件',
    amount: '金额',
    status: '状态',
    paid: '已支付',
    refunded: '已退款',
  },
} as const satisfies Record<Lang, Record<string, string>>;

export interface ReceiptContent {
  company: {
    name: string;
    contactName: string;
    phone: string;
    email: string;
    address: string;
    taxId: string;
    /** PNG or JPEG bytes (pdfkit draws no other kind); null prints no logo. */
    logo: Buffer | null;
  };
  order: {
    number: string;
    kind: 'template' | 'plugin';
    itemName: string;
    amount: number;
    currency: CurrencyCode;
    status: 'paid' | 'refunded';
    paidAt: Date | null;
  };
}

const utc = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')}`;

/** Sets a receipt on one A4 page in the operator's language; answers the PDF's bytes. */
export function renderReceipt(content: ReceiptContent, lang: Lang): Promise<Buffer> {
  const words = WORDS[lang];
  const { company, order } = content;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${words.title} ${order.number}`, Author: RECEIPT_SELLER },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('receipt', receiptFont());
  doc.font('receipt');

  if (company.logo) {
    try {
      doc.image(company.logo, 56, 56, { fit: [120, 48] });
    } catch {
      // A stored file that is not a drawable image only costs the receipt its logo.
    }
  }
  doc.fontSize(22).text(words.title, 56, 120);
  doc.moveDown(0.5);

  const row = (label: string, value: string) => {
    if (value === '') return;
    doc.fontSize(10).fillColor('#666666').text(label, { continued: false });
    doc.fontSize(12).fillColor('#000000').text(value);
    doc.moveDown(0.4);
  };

  doc.fontSize(14).text(words.seller);
  doc.moveDown(0.2);
  row(words.seller, RECEIPT_SELLER);
  doc.moveDown(0.4);
  doc.fontSize(14).text(words.buyer);
  doc.moveDown(0.2);
  row(words.buyer, company.name);
  row(words.contact, company.contactName);
  row(words.phone, company.phone);
  row(words.email, company.email);
  row(words.address, company.address);
  row(words.taxId, company.taxId);
  doc.moveDown(0.6);
  row(words.number, order.number);
  if (order.paidAt) row(words.paidAt, utc(order.paidAt));
  row(words.item, `${order.itemName} (${words[order.kind]})`);
  row(words.amount, formatMinorUnits(order.amount, order.currency, lang));
  row(words.status, words[order.status]);
  doc.end();
  return finished;
}
