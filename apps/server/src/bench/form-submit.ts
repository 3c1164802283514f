/**
 * Benchmark support (bench/form-submit.mjs): the whole app on an embedded database, listening on
 * a local port, with one published website whose page holds `forms` inquiry forms (each mailing a
 * recipient). Not part of the server bundle.
 */
import { count, eq, inArray } from 'drizzle-orm';
import { FormField } from '@sitewright/contract';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openPglite } from '../db/client.ts';
import { formRecords, forms, websites } from '../db/schema.ts';

const ADMIN_PASSWORD = 'bench-admin-password-1';

export interface FormBench {
  port: number;
  host: string;
  formIds: number[];
  /** A stamp of the form page, signed when the bench fetched the page. */
  stamp: string;
  /** Records stored for the bench's forms. */
  records(): Promise<number>;
  close(): Promise<void>;
}

export async function startFormBench(options: { dataDir: string; forms: number }): Promise<FormBench> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    ADMIN_PASSWORD,
    ARGON2_MEMORY_KIB: '1024',
    ARGON2_TIME_COST: '1',
    ADMIN_DIST_DIR: '/nonexistent/sitewright-admin-dist',
    DATA_DIR: options.dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    PUBLIC_BASE_URL: 'http://localhost:3000',
    // Visitors come from many addresses behind the local proxy (the load generator).
    TRUST_PROXY: '127.0.0.1',
  });
  const database = await openPglite();
  const app = await buildApp(config, { database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const login = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { companyId: 'demo', username: 'admin', password: ADMIN_PASSWORD },
  });
  const token = (login.json() as { data: { token: string } }).data.token;
  const call = async (method: 'POST', url: string, payload: unknown) => {
    const response = await app.inject({
      method,
      url,
      payload: payload as object,
      headers: { 'x-token': token },
    });
    const answer = response.json() as { code: number; data: Record<string, unknown> };
    if (answer.code !== 0) throw new Error(`${url}: ${response.body}`);
    return answer.data;
  };
  const site = await call('POST', '/api/website/website-add', {
    name: 'Form bench',
    flag_code: 'US',
    default_language: 'en',
    template_id: 'corporate',
  });
  const websiteId = site.website_id as number;
  const [row] = await app.db
    .select({ companyId: websites.companyId, slug: websites.slug })
    .from(websites)
    .where(eq(websites.id, websiteId));
  const fields = [
    { key: 'name', kind: 'text', required: true, label: { en: 'Name' } },
    { key: 'email', kind: 'email', required: true, label: { en: 'E-mail' } },
    { key: 'message', kind: 'textarea', label: { en: 'Message' } },
  ].map((f) => FormField.parse(f));
  const formIds: number[] = [];
  for (let i = 0; i < options.forms; i++) {
    const [form] = await app.db
      .insert(forms)
      .values({
        companyId: row?.companyId ?? 0,
        websiteId,
        name: `Bench form ${i + 1}`,
        fields: fields as never,
        recipients: ['sales@example.com'],
      })
      .returning({ id: forms.id });
    if (form) formIds.push(form.id);
  }
  const page = await call('POST', '/api/website/page-detail', {
    website_id: websiteId,
    page_name: 'Write to us',
  });
  await call('POST', '/api/website/save-page-element', {
    id: page.id,
    version: page.version,
    document: {
      version: 1,
      blocks: formIds.map((id) => ({ id: `form-${id}`, type: 'form', props: { formId: id } })),
    },
  });
  await call('POST', '/api/website/publish-website', { id: websiteId, website_page_id: 0 });
  const host = `${row?.slug}.${config.siteDomainSuffix}`;
  const html = (await app.inject({ method: 'GET', url: '/write-to-us', headers: { host } })).body;
  const stamp = /name="_sw_stamp" value="([^"]+)"/.exec(html)?.[1] ?? '';
  if (!stamp) throw new Error('the form page has no stamp');
  return {
    port,
    host,
    formIds,
    stamp,
    async records() {
      const [n] = await app.db
        .select({ n: count() })
        .from(formRecords)
        .where(inArray(formRecords.formId, formIds));
      return n?.n ?? 0;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
