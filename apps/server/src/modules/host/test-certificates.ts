import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A PEM certificate and its private key. */
export interface Pair {
  cert: string;
  key: string;
}

/**
 * Makes real certificates with the openssl command line for the tests: self-signed leaves for
 * given names, a small CA with a leaf it signed, and certificates with chosen validity dates
 * (`openssl ca -startdate/-enddate`, which OpenSSL 3.0 supports where `x509` does not).
 */
export class CertificateFactory {
  private readonly dir = mkdtempSync(join(tmpdir(), 'sw-certs-'));
  private n = 0;

  private run(args: string[]): void {
    execFileSync('openssl', args, { cwd: this.dir, stdio: ['ignore', 'ignore', 'pipe'] });
  }

  private file(name: string): string {
    return readFileSync(join(this.dir, name), 'utf8');
  }

  private request(names: string[]): { csr: string; key: string } {
    const id = ++this.n;
    const [csr, key] = [`r${id}.csr`, `k${id}.pem`];
    this.run([
      'req',
      '-new',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      csr,
      '-subj',
      `/CN=${names[0]}`,
      '-addext',
      `subjectAltName=${names.map((n) => `DNS:${n}`).join(',')}`,
    ]);
    return { csr, key };
  }

  /** A self-signed certificate for the names (the first is the CN), valid from now for `days`. */
  selfSigned(names: string[], days = 30): Pair {
    const { csr, key } = this.request(names);
    const cert = `c${this.n}.pem`;
    this.run([
      'x509',
      '-req',
      '-in',
      csr,
      '-key',
      key,
      '-days',
      String(days),
      '-copy_extensions',
      'copy',
      '-out',
      cert,
    ]);
    return { cert: this.file(cert), key: this.file(key) };
  }

  /** A self-signed certificate valid only between two dates (YYYYMMDDHHMMSSZ). */
  dated(names: string[], start: string, end: string): Pair {
    const { csr, key } = this.request(names);
    const id = this.n;
    writeFileSync(
      join(this.dir, `ca${id}.cnf`),
      `[ca]\ndefault_ca=d\n[d]\ndatabase=index${id}.txt\nnew_certs_dir=.\nserial=serial${id}\ndefault_md=sha256\npolicy=p\ncopy_extensions=copy\nunique_subject=no\n[p]\ncommonName=supplied\n`,
    );
    writeFileSync(join(this.dir, `index${id}.txt`), '');
    writeFileSync(join(this.dir, `serial${id}`), '01\n');
    this.run([
      'ca',
      '-batch',
      '-notext',
      '-config',
      `ca${id}.cnf`,
      '-selfsign',
      '-keyfile',
      key,
      '-in',
      csr,
      '-out',
      `c${id}.pem`,
      '-startdate',
      start,
      '-enddate',
      end,
    ]);
    return { cert: this.file(`c${id}.pem`), key: this.file(key) };
  }

  /** A CA and a leaf it signed for the names: `chain` is leaf then CA. */
  signed(names: string[]): Pair & { ca: string; chain: string } {
    const id = ++this.n;
    this.run([
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      `ca${id}.key`,
      '-out',
      `ca${id}.pem`,
      '-subj',
      `/O=Sitewright Test/CN=Test CA ${id}`,
      '-days',
      '30',
    ]);
    const { csr, key } = this.request(names);
    const cert = `c${this.n}.pem`;
    this.run([
      'x509',
      '-req',
      '-in',
      csr,
      '-CA',
      `ca${id}.pem`,
      '-CAkey',
      `ca${id}.key`,
      '-CAcreateserial',
      '-days',
      '30',
      '-copy_extensions',
      'copy',
      '-out',
      cert,
    ]);
    const [leaf, ca] = [this.file(cert), this.file(`ca${id}.pem`)];
    return { cert: leaf, key: this.file(key), ca, chain: `${leaf}${ca}` };
  }

  /** A self-signed certificate with an RSA 1024 key, which TLS servers refuse to use today. */
  weak(name: string): Pair {
    const id = ++this.n;
    this.run([
      'req',
      '-x509',
      '-newkey',
      'rsa:1024',
      '-nodes',
      '-keyout',
      `w${id}.key`,
      '-out',
      `w${id}.pem`,
      '-subj',
      `/CN=${name}`,
      '-addext',
      `subjectAltName=DNS:${name}`,
      '-days',
      '30',
    ]);
    return { cert: this.file(`w${id}.pem`), key: this.file(`w${id}.key`) };
  }

  /** Just a private key (for a key that belongs to no certificate). */
  key(): string {
    const name = `lone${++this.n}.pem`;
    this.run(['genpkey', '-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-out', name]);
    return this.file(name);
  }

  dispose(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** The base64 body of a PEM block, without its armour or line breaks. */
export function pemBody(pem: string): string {
  return pem
    .split('\n')
    .filter((line) => line && !line.startsWith('-----'))
    .join('');
}
