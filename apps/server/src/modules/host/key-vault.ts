import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../config.ts';

/** The key file kept in DATA_DIR when SECRET_KEY is not set. */
export const KEY_FILE_NAME = 'secret.key';
const FORMAT = 'v1';

/** Encrypts and decrypts certificate private keys (AES-256-GCM); the secret is loaded on first use. */
export interface KeyVault {
  encrypt(plain: string, context: string): Promise<string>;
  decrypt(stored: string, context: string): Promise<string>;
  /** An HMAC-SHA256 of `message` (base64url) under a key derived from the secret for `purpose` alone. */
  sign(message: string, purpose: string): Promise<string>;
}

/**
 * The 32-byte key in `<dataDir>/secret.key`, created once (mode 0600) when missing. Written to a
 * temporary file and linked into place so that two processes starting together never read a
 * half-written key: the loser of the race reads the winner's file.
 */
export async function keyFromFile(dataDir: string): Promise<Buffer> {
  const path = join(dataDir, KEY_FILE_NAME);
  const read = async () => {
    const text = (await readFile(path, 'utf8')).trim();
    const key = Buffer.from(text, 'base64');
    if (key.length !== 32)
      throw new Error(`${path} does not hold a 32-byte base64 key; restore it or set SECRET_KEY`);
    return key;
  };
  try {
    return await read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(temp, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await link(temp, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(temp).catch(() => {});
  }
  return read();
}

/**
 * The vault for a configuration: SECRET_KEY when set, else the key file in DATA_DIR. With
 * PostgreSQL several processes may share the database, and each would otherwise make its own key
 * file and be unable to read the others' certificates, hence the warning.
 */
export function createKeyVault(
  config: Pick<Config, 'secretKey' | 'dataDir' | 'databaseUrl'>,
  warn: (message: string) => void = () => {},
): KeyVault {
  let loading: Promise<Buffer> | undefined;
  const secret = () => {
    if (config.secretKey) return Promise.resolve(config.secretKey);
    loading ??= keyFromFile(config.dataDir).then((key) => {
      if (config.databaseUrl) {
        warn(
          `SECRET_KEY is not set: certificate keys are encrypted with ${join(config.dataDir, KEY_FILE_NAME)}. ` +
            'Every server process sharing this database needs the same key: set the same SECRET_KEY on each.',
        );
      }
      return key;
    });
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  return {
    async sign(message, purpose) {
      const key = createHmac('sha256', await secret())
        .update(`sitewright:${purpose}`)
        .digest();
      return createHmac('sha256', key).update(message).digest('base64url');
    },
    async encrypt(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', await secret(), iv);
      // The context (the domain) is authenticated: a key copied onto another row does not decrypt.
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${FORMAT}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    async decrypt(stored, context) {
      const [format, payload = ''] = stored.split(':', 2);
      if (format !== FORMAT) throw new Error('unknown encrypted key format');
      const raw = Buffer.from(payload, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', await secret(), raw.subarray(0, 12));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
