import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The hostile samples kept in the repository (`testdata/README.md` says what each one is). */
export const SHARED_TESTDATA = fileURLToPath(new URL('../../../../../testdata', import.meta.url));
export const ARCHIVES_DIR = path.join(SHARED_TESTDATA, 'archives');
export const UPLOADS_DIR = path.join(SHARED_TESTDATA, 'uploads');
