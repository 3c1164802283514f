import { randomInt } from 'node:crypto';
import { companies } from '../../db/schema.ts';
import { ensureAdminRole, insertUser, type TeamUserRow, type Tx } from './team.repository.ts';
import { roleColumns } from './team.service.ts';

export interface NewCompany {
  /** The company's display name, as typed at registration. */
  companyName: string;
  /** Its first administrator. */
  userName: string;
  passwordHash: string;
  /** E.164; the phone the registration was proved with. */
  phone: string;
  /** The administrator's e-mail address, when given (a reset by e-mail then works). */
  email?: string | undefined;
}

/**
 * The code operators type as "company" when they sign in by password: the name's letters and
 * digits, or (for a name without Latin letters, or a code already taken) a short random one.
 */
function candidateCodes(name: string): string[] {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 20);
  const random = () => String(randomInt(100_000, 1_000_000));
  const base = slug.length >= 3 ? slug : '';
  return [...(base ? [base] : []), ...Array.from({ length: 6 }, () => `${base || 'c'}${random()}`)];
}

/**
 * Opens a company with its administrator, inside the caller's transaction (registration by phone):
 * the company gets its built-in Administrator role from the database trigger, and the user holds
 * that role (is_admin 1, every role string), like the first-start administrator.
 */
export async function openCompany(
  tx: Tx,
  input: NewCompany,
): Promise<{ company: typeof companies.$inferSelect; user: TeamUserRow }> {
  for (const code of candidateCodes(input.companyName)) {
    // A code taken meanwhile (by another registration) is skipped without aborting the transaction.
    const [company] = await tx
      .insert(companies)
      .values({ code, name: input.companyName })
      .onConflictDoNothing({ target: companies.code })
      .returning();
    if (!company) continue;
    const role = await ensureAdminRole(tx, company.id);
    const user = await insertUser(tx, {
      companyId: company.id,
      userName: input.userName,
      passwordHash: input.passwordHash,
      nickName: input.userName,
      phone: input.phone,
      email: input.email ?? '',
      status: 'active',
      websiteInit: true,
      ...roleColumns(role),
    });
    return { company, user };
  }
  throw new Error('no free company code was found');
}
