import {
  CURRENCIES,
  type CompanyInfo,
  type CurrencyCode,
  type Lang,
  parseMediaFileUrl,
  type SaveCompanyInfoBody,
} from '@sitewright/contract';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Storage } from '../../lib/storage/index.ts';
import { subAccountSuffix } from '../user/index.ts';
import {
  type CompanyRow,
  findCompany,
  findCompanyMediaFile,
  findReceiptOrder,
  isCompanyAdmin,
  saveCompany,
} from './company.repository.ts';
import { renderReceipt } from './receipt-pdf.ts';

type SaveBody = z.output<typeof SaveCompanyInfoBody>;

/** Logos a receipt can draw (pdfkit embeds PNG and JPEG only); any other logo is left off. */
const DRAWABLE_LOGO = new Set(['png', 'jpg', 'jpeg']);

const RECEIPT_STATUSES = ['paid', 'refunded'] as const;

export interface Operator {
  companyId: number;
  userId: number;
}

/** The company's own information (shown on receipts) and its orders' receipts. */
export function createCompanyService(deps: {
  db: Db;
  config: Pick<Config, 'siteDomainSuffix'>;
  storage: Storage;
}) {
  const { db } = deps;

  async function company(companyId: number): Promise<CompanyRow> {
    const row = await findCompany(db, companyId);
    if (!row) throw new AppError('ILLEGAL_OPERATION');
    return row;
  }

  function infoOf(row: CompanyRow): CompanyInfo {
    const profile = row.profile ?? {};
    return {
      id: row.id,
      code: row.code,
      name: row.name,
      logo: profile.logo ?? '',
      contact_name: profile.contact_name ?? '',
      phone: profile.phone ?? '',
      email: profile.email ?? '',
      address: profile.address ?? '',
      tax_id: profile.tax_id ?? '',
      sub_account_suffix: subAccountSuffix(row, deps.config),
    };
  }

  async function logoBytes(companyId: number, logo: string | undefined): Promise<Buffer | null> {
    const parsed = logo ? parseMediaFileUrl(logo) : null;
    if (!parsed || !DRAWABLE_LOGO.has(parsed.ext)) return null;
    const file = await findCompanyMediaFile(db, companyId, parsed.sha256);
    if (!file) return null;
    const stored = await deps.storage.open(file.storageKey);
    if (!stored) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }

  return {
    async info(companyId: number): Promise<CompanyInfo> {
      return infoOf(await company(companyId));
    },

    async save(operator: Operator, body: SaveBody): Promise<CompanyInfo> {
      if (!(await isCompanyAdmin(db, operator.companyId, operator.userId))) {
        throw new AppError('COMPANY_ADMIN_ONLY');
      }
      if (body.logo !== '') {
        const parsed = parseMediaFileUrl(body.logo);
        if (!parsed || !(await findCompanyMediaFile(db, operator.companyId, parsed.sha256))) {
          throw new AppError('COMPANY_LOGO_UNKNOWN');
        }
      }
      const { name, ...profile } = body;
      await saveCompany(db, operator.companyId, { name, profile });
      return infoOf(await company(operator.companyId));
    },

    /** The PDF receipt of a paid (or since refunded) order of the operator's company. */
    async receipt(companyId: number, orderId: number, lang: Lang): Promise<{ number: string; pdf: Buffer }> {
      const order = await findReceiptOrder(db, orderId);
      if (!order || order.companyId !== companyId) throw new AppError('ILLEGAL_OPERATION');
      const status = RECEIPT_STATUSES.find((s) => s === order.status);
      if (!status) throw new AppError('RECEIPT_UNAVAILABLE', { data: { status: order.status } });
      const row = await company(companyId);
      const info = infoOf(row);
      const currency = (CURRENCIES as readonly string[]).includes(order.currency)
        ? (order.currency as CurrencyCode)
        : 'USD';
      const pdf = await renderReceipt(
        {
          company: {
            name: info.name,
            contactName: info.contact_name,
            phone: info.phone,
            email: info.email,
            address: info.address,
            taxId: info.tax_id,
            logo: await logoBytes(companyId, info.logo),
          },
          order: {
            number: order.number,
            kind: order.kind === 'template' ? 'template' : 'plugin',
            itemName: order.itemName,
            amount: order.amount,
            currency,
            status,
            paidAt: order.paidAt,
          },
        },
        lang,
      );
      return { number: order.number, pdf };
    },
  };
}

export type CompanyService = ReturnType<typeof createCompanyService>;
