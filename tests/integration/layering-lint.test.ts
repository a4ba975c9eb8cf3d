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
      "import { useSession } from '../../features/auth/use-session';\nexport const probe = useSession;\n",
    );
    expect(broken).toContain('import-x/no-restricted-paths');
  });

  it('lets a feature import its own files and the layers below', async () => {
    const broken = await rulesBrokenBy(
      'src/server/features/contact/contact.routes.ts',
      "import { submitContactMessage } from './contact.service';\nimport { checkReferral } from '../../domain/referral-eligibility';\nexport const probe = [submitContactMessage, checkReferral];\n",
    );
    expect(broken.filter((rule) => rule.startsWith('import-x/'))).toEqual([]);
  });
});
