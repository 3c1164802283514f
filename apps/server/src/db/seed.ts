import { ALL_FEATURE_ROLES, ROLES } from '@sitewright/contract';
import { addWebsiteLanguage } from '../modules/page/website-language.ts';
import { applyTemplateInTx, checkedDocuments } from '../modules/template/template.service.ts';
import { corporate } from '../modules/template/templates/corporate.ts';
import { addDemoContentInTx } from '../modules/template/demo-content.ts';
import { generatePassword, type PasswordHasher } from '../lib/password.ts';
import { type Db, lockSchemaInTransaction } from './client.ts';
import { companies, users, websites } from './schema.ts';

export const DEMO_COMPANY_CODE = 'demo';
export const DEMO_ADMIN_USER = 'admin';

export interface SeedResult {
  /** Set only when the password was generated, so the caller can show it this one time. */
  generatedPassword: string | undefined;
}

async function isEmpty(db: Pick<Db, 'select'>): Promise<boolean> {
  const rows = await db.select({ id: companies.id }).from(companies).limit(1);
  return rows.length === 0;
}

/**
 * Gives a brand-new installation something to sign in to: company `demo`, its administrator and a
 * demo website built from the corporate template, so the first thing a newcomer tries (Publish)
 * gives a complete site at once. Runs only on an empty database and in one transaction, so a crash leaves either
 * everything or nothing, and servers starting together cannot seed twice.
 * Answers null when the database already held data.
 */
export async function seedFirstStart(
  db: Db,
  options: { adminPassword: string | undefined; hasher: PasswordHasher },
): Promise<SeedResult | null> {
  if (!(await isEmpty(db))) return null;
  const generatedPassword = options.adminPassword === undefined ? generatePassword() : undefined;
  const passwordHash = await options.hasher.hash(options.adminPassword ?? generatedPassword ?? '');

  return db.transaction(async (tx) => {
    await lockSchemaInTransaction(tx);
    if (!(await isEmpty(tx))) return null;
    const [company] = await tx
      .insert(companies)
      .values({ code: DEMO_COMPANY_CODE, name: 'Demo Company' })
      .returning({ id: companies.id });
    if (!company) throw new Error('Seeding failed: the demo company was not created');
    await tx.insert(users).values({
      companyId: company.id,
      userName: DEMO_ADMIN_USER,
      passwordHash,
      nickName: 'Administrator',
      isAdmin: 1,
      status: 'active',
      appRole: { id: 1, name: 'Administrator', roles: [ROLES.admin, ...ALL_FEATURE_ROLES] },
      hasRoles: [...ALL_FEATURE_ROLES, ROLES.admin],
      websiteInit: true,
    });
    const [website] = await tx
      .insert(websites)
      .values({
        companyId: company.id,
        name: 'Demo Website',
        slug: 'demo',
        flagCode: 'CN',
        defaultLanguage: 'en',
      })
      .returning({ id: websites.id });
    if (!website) throw new Error('Seeding failed: the demo website was not created');
    await addWebsiteLanguage(tx, {
      companyId: company.id,
      websiteId: website.id,
      lang: 'en',
      isDefault: true,
      userName: DEMO_ADMIN_USER,
    });
    await applyTemplateInTx(
      tx,
      { companyId: company.id, websiteId: website.id, lang: 'en', userName: DEMO_ADMIN_USER },
      corporate,
      checkedDocuments(corporate),
    );
    await addDemoContentInTx(
      tx,
      { companyId: company.id, websiteId: website.id, lang: 'en', userName: DEMO_ADMIN_USER },
      corporate.id,
    );
    return { generatedPassword };
  });
}

/** What a newcomer needs to sign in for the first time. */
export function firstStartBanner(publicBaseUrl: string, password: string): string {
  return [
    '',
    'Sitewright: first start. An administrator account was created:',
    `  Sign in at  ${publicBaseUrl}/login`,
    `  Company     ${DEMO_COMPANY_CODE}`,
    `  Username    ${DEMO_ADMIN_USER}`,
    `  Password    ${password}`,
    'This password is shown only once. Change it after signing in (user menu, Change password),',
    'or set ADMIN_PASSWORD before the first start next time.',
    '',
  ].join('\n');
}
