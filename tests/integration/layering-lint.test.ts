import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layering of docs/ARCHITECTURE.md is kept by lint: these imports must fail `npm run lint`.

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The rule ids ESLint reports for `code` written into the given file of the project. */
async function rulesBrokenBy(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

// The first lint builds the type-aware program of the whole project, which takes a while on a busy
// machine; the later ones reuse it.
describe('the layering lint', { timeout: 120_000 }, () => {
  it('refuses a server feature importing another feature', async () => {
    const broken = await rulesBrokenBy(
      'src/server/features/contact/contact.routes.ts',
      "import { listUsers } from '../admin-users/admin-users.service';\nexport const probe = listUsers;\n",
    );
    expect(broken).toContain('import-x/no-restricted-paths');
  });

  it('refuses the domain layer importing a feature', async () => {
    const broken = await rulesBrokenBy(
      'src/server/domain/booking-ownership.ts',
      "import { createBooking } from '../features/bookings/create-booking';\nexport const probe = createBooking;\n",
    );
    expect(broken).toContain('import-x/no-restricted-paths');
  });

  it('refuses a design-system component importing a feature', async () => {
    const broken = await rulesBrokenBy(
      'src/web/components/ui/badge.tsx',
      "import { useSignOut } from '../../features/auth/use-sign-out';\nexport const probe = useSignOut;\n",
    );
    expect(broken).toContain('import-x/no-restricted-paths');
  });

  it('refuses lib importing a feature, a page or the app shell', async () => {
    const file = 'src/web/lib/use-session.ts';
    for (const from of ['../features/auth/use-sign-out', '../routes/auth/auth-page', '../app/area-guard']) {
      const broken = await rulesBrokenBy(file, `import * as probe from '${from}';\nexport { probe };\n`);
      expect(broken, from).toContain('import-x/no-restricted-paths');
    }
  });

  it('refuses an entity importing a feature, and lib importing an entity', async () => {
    const entity = await rulesBrokenBy(
      'src/web/entities/booking/status-badge.tsx',
      "import { useBooking } from '../../features/bookings/api';\nexport const probe = useBooking;\n",
    );
    expect(entity).toContain('import-x/no-restricted-paths');
    const lib = await rulesBrokenBy(
      'src/web/lib/csv.ts',
      "import { FactList } from '../entities/booking/fact-list';\nexport const probe = FactList;\n",
    );
    expect(lib).toContain('import-x/no-restricted-paths');
  });

  it('refuses the web importing the server', async () => {
    const broken = await rulesBrokenBy(
      'src/web/features/bookings/api.ts',
      "import { DEFAULT_SHUTDOWN_DRAIN_SECONDS } from '../../../server/env';\nexport const probe = DEFAULT_SHUTDOWN_DRAIN_SECONDS;\n",
    );
    expect(broken).toContain('import-x/no-restricted-paths');
  });

  it('refuses a feature importing a module of another feature it once borrowed', async () => {
    const broken = await rulesBrokenBy(
      'src/web/features/bookings/components/booking-form.tsx',
      "import { useUpdateProfile } from '../../account/api';\nexport const probe = useUpdateProfile;\n",
    );
    expect(broken).toContain('import-x/no-restricted-paths');
  });

  it('refuses one admin feature importing another (decision 044)', async () => {
    const broken = await rulesBrokenBy(
      'src/web/features/admin-bookings/booking-filters.tsx',
      "import { useCreateTechnician } from '../admin-technicians/api';\nexport const probe = useCreateTechnician;\n",
    );
    expect(broken).toContain('import-x/no-restricted-paths');
  });

  it('lets a feature import an entity and lib, and an entity import lib and components', async () => {
    const feature = await rulesBrokenBy(
      'src/web/features/warranty/components/warranty-card-view.tsx',
      "import { FactList } from '../../../entities/booking/fact-list';\nimport { useSiteConfig } from '../../../lib/use-site-config';\nexport const probe = [FactList, useSiteConfig];\n",
    );
    expect(feature.filter((rule) => rule.startsWith('import-x/'))).toEqual([]);
    const entity = await rulesBrokenBy(
      'src/web/entities/booking/fact-list.tsx',
      "import { cn } from '../../lib/cn';\nimport { Button } from '../../components/ui/button';\nexport const probe = [cn, Button];\n",
    );
    expect(entity.filter((rule) => rule.startsWith('import-x/'))).toEqual([]);
  });

  it('refuses a link to a literal page path, and takes one named with href()', async () => {
    const file = 'src/web/routes/public/not-found-page.tsx';
    const literal = await rulesBrokenBy(
      file,
      'import { Link } from \'react-router\';\nexport const probe = <Link to="/devices">Devices</Link>;\n',
    );
    expect(literal).toContain('no-restricted-syntax');
    const built = await rulesBrokenBy(
      file,
      "import { Link } from 'react-router';\nconst slug = 'x';\nexport const probe = <Link to={`/blog/${slug}`}>Blog</Link>;\n",
    );
    expect(built).toContain('no-restricted-syntax');
    const named = await rulesBrokenBy(
      file,
      "import { Link } from 'react-router';\nimport { href } from '@shared/paths';\nexport const probe = <Link to={href('devices')}>Devices</Link>;\n",
    );
    expect(named).not.toContain('no-restricted-syntax');
  });

  it('refuses an admin_actions row written anywhere but withAdminAudit', async () => {
    const broken = await rulesBrokenBy(
      'src/server/features/admin-contact/admin-contact.service.ts',
      "import { adminActions } from '../../db/schema/index';\nimport type { Database } from '../../db/client';\nexport const probe = (db: Database) => db.insert(adminActions).values({ action: 'x', subjectType: 'y', subjectId: 'z' });\n",
    );
    expect(broken).toContain('no-restricted-syntax');
  });

  it('lets a feature import its own files and the layers below', async () => {
    const broken = await rulesBrokenBy(
      'src/server/features/contact/contact.routes.ts',
      "import { submitContactMessage } from './contact.service';\nimport { checkReferral } from '../../domain/referral-eligibility';\nexport const probe = [submitContactMessage, checkReferral];\n",
    );
    expect(broken.filter((rule) => rule.startsWith('import-x/'))).toEqual([]);
  });
});
