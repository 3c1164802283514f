// Gzipped JavaScript each screen makes the browser load: the entry with its static imports, plus
// the screen's lazy chunk (and the shell's, for screens inside it) with theirs. Reads the Vite
// manifest of a production build: `npm run build -w @sitewright/admin` first.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const gzipped = new Map();
function gzipSize(file) {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipped.get(file);
}

function closure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
  };
  for (const key of keys) visit(key);
  return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

const byName = (fragment) => {
  const key = Object.keys(manifest).find((k) => k.includes(fragment) && manifest[k].isDynamicEntry);
  if (!key) throw new Error(`No lazy chunk for ${fragment}`);
  return key;
};

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const shell = byName('layout/shell-layout');
const screens = {
  '/login': [byName('auth/login-page')],
  '/system/web_manage': [shell, byName('website-center/website-center-page')],
  '/page/empty': [shell, byName('website-home/page-empty-page')],
  '/page/index': [shell, byName('pages/page-index-page')],
  // What the page list adds once its settings drawer or new-page form opens.
  '/page/index + drawer': [
    shell,
    byName('pages/page-index-page'),
    byName('pages/page-settings-drawer'),
    byName('pages/page-create-modal'),
  ],
  '/page/template': [shell, byName('templates/template-page')],
  '/page/add_language': [shell, byName('languages/languages-page')],
  '/page/web_set': [shell, byName('website-settings/website-settings-page')],
  '/user/change_password': [shell, byName('user/change-password-page')],
  '/form/form_list': [shell, byName('forms/forms-page')],
  '/form/form_center_list': [shell, byName('forms/inquiry-center-page')],
  '/401': [byName('errors/unauthorized-page')],
  '/404': [byName('errors/not-found-page')],
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const entryFiles = closure([entry]);
const entrySize = entryFiles.reduce((sum, f) => sum + gzipSize(f), 0);
console.log(`entry (every screen): ${kb(entrySize)} gzip`);
for (const [path, keys] of Object.entries(screens)) {
  const files = closure([entry, ...keys]);
  const total = files.reduce((sum, f) => sum + gzipSize(f), 0);
  console.log(
    `${path.padEnd(24)} ${kb(total).padStart(10)} gzip total, ${kb(total - entrySize)} beyond the entry`,
  );
}
const largest = Object.values(manifest)
  .map((m) => m.file)
  .filter((f) => f.endsWith('.js'))
  .map((f) => [f, gzipSize(f)])
  .sort((a, b) => b[1] - a[1]);
console.log(`largest chunk: ${largest[0][0]} ${kb(largest[0][1])} gzip`);
