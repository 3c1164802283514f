import { parseArgs } from 'node:util';
import { PASSWORD_MAX, PASSWORD_MIN } from '@sitewright/contract';
import { z } from 'zod';
import { ConfigError, loadConfig } from './config.ts';

const USAGE = `Usage: npm run user:add -- --company <code> --username <name> [--password <password>] [--roles r1,r2] [--admin]

The password may come from the environment variable SITEWRIGHT_USER_PASSWORD instead of --password,
which keeps it out of the process list and the shell history.

Creates a sign-in account in the configured database (DATA_DIR or DATABASE_URL). With the
embedded database, stop the server first: only one process may open DATA_DIR.
Without --roles the account holds every feature role; --admin also lets it manage users.`;

const AddUserArgs = z.object({
  company: z.string().trim().min(1),
  username: z.string().trim().min(1).max(64),
  password: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX),
  roles: z
    .string()
    .optional()
    .transform((v) =>
      v === undefined
        ? undefined
        : v
            .split(',')
            .map((r) => r.trim())
            .filter(Boolean),
    ),
  admin: z.boolean().optional(),
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Operator commands that run against the database without starting the HTTP server. */
async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      company: { type: 'string' },
      username: { type: 'string' },
      password: { type: 'string' },
      roles: { type: 'string' },
      admin: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help || positionals[0] !== 'user:add') fail(USAGE);
  const parsed = AddUserArgs.safeParse({
    ...values,
    password: values.password ?? process.env.SITEWRIGHT_USER_PASSWORD,
  });
  if (!parsed.success) {
    fail(`${parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('\n')}\n\n${USAGE}`);
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  // The app opens the database, applies migrations and seeds a new installation exactly as a server start does.
  const { buildApp } = await import('./app.ts');
  const { addUserAccount } = await import('./modules/user/user-accounts.ts');
  const app = await buildApp({ ...config, logLevel: 'warn' }).catch((error: Error) => fail(error.message));
  try {
    const id = await addUserAccount(app.db, app.passwords, {
      company: parsed.data.company,
      userName: parsed.data.username,
      password: parsed.data.password,
      roles: parsed.data.roles,
      isAdmin: parsed.data.admin,
    });
    console.log(`Created user ${parsed.data.username} (id ${id}) in company ${parsed.data.company}.`);
  } catch (error) {
    process.exitCode = 1;
    console.error((error as Error).message);
  } finally {
    await app.close();
  }
}

await main(process.argv.slice(2)).catch((error: Error) => fail(error.message));
