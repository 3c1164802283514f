import { ALL_FEATURE_ROLES } from '@sitewright/contract';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { users } from '../../db/schema.ts';
import type { PasswordHasher } from '../../lib/password.ts';
import { findCompanyByCodeOrId } from './user.repository.ts';

export interface NewAccount {
  /** Company code or id. */
  company: string;
  userName: string;
  password: string;
  /** The roles the account is licensed for; every feature role when absent. */
  roles?: string[];
  isAdmin?: boolean;
  nickName?: string;
}

/**
 * Creates a sign-in account for an operator. Used by the command line (`npm run user:add`), which
 * lets an installation hand out accounts before the user-management screen is there.
 */
export async function addUserAccount(db: Db, hasher: PasswordHasher, input: NewAccount): Promise<number> {
  const company = await findCompanyByCodeOrId(db, input.company);
  if (!company) throw new Error(`There is no company "${input.company}".`);
  const roles = input.roles ?? [...ALL_FEATURE_ROLES];
  try {
    const [row] = await db
      .insert(users)
      .values({
        companyId: company.id,
        userName: input.userName.trim(),
        passwordHash: await hasher.hash(input.password),
        nickName: input.nickName ?? input.userName.trim(),
        isAdmin: input.isAdmin ? 1 : 0,
        status: 'active',
        appRole: { id: 0, name: 'Custom', roles },
        hasRoles: roles,
        websiteInit: true,
      })
      .returning({ id: users.id });
    if (!row) throw new Error('The account was not created.');
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new Error(`Company "${company.code}" already has a user "${input.userName.trim()}".`);
    }
    throw error;
  }
}
