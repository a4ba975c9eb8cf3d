// npm run user:create -- --role admin|technician|customer --email ... [--phone ...] [--name ...] [--password ...]
import { parseArgs } from 'node:util';
import pino from 'pino';
import { z } from 'zod';
import { englishOf } from '../../shared/field-error';
import { parsePhone } from '../../shared/phone';
import { roles } from '../../shared/roles';
import { NEW_PASSWORD_MIN_LENGTH } from '../../shared/schemas/auth';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { loadEnv } from '../env';
import { createUser, UserExistsError } from './create-user';
import { isCommonPassword } from './password-policy';
import { createScriptAuth } from './script-auth';

const argsSchema = z.object({
  role: z.enum(roles, { error: '--role must be admin, technician or customer' }),
  email: z.email('--email must be an e-mail address'),
  phone: z
    .string()
    .transform((value, ctx) => {
      const phone = parsePhone(value);
      if (!phone) {
        ctx.addIssue({ code: 'custom', message: '--phone must be a 10-digit Indian mobile number' });
        return z.NEVER;
      }
      return phone;
    })
    .optional(),
  name: z.string().trim().min(2, '--name must be at least 2 characters').optional(),
  password: z
    .string()
    .min(NEW_PASSWORD_MIN_LENGTH, `--password must be at least ${NEW_PASSWORD_MIN_LENGTH} characters`)
    .max(128, '--password must be at most 128 characters')
    .refine((password) => !isCommonPassword(password), {
      message: '--password is one of the most common passwords: choose another',
    })
    .optional(),
});

async function run() {
  const { values } = parseArgs({
    options: {
      role: { type: 'string' },
      email: { type: 'string' },
      phone: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
    },
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    console.error(parsed.error.issues.map((i) => englishOf(i.message)).join('\n'));
    console.error(
      'Usage: npm run user:create -- --role admin|technician|customer --email E [--phone P] [--name N] [--password W]',
    );
    process.exit(2);
  }
  const input = parsed.data;
  if (input.role !== 'customer' && !input.password) {
    console.error('--password is required for admins and technicians (they sign in with a password).');
    process.exit(2);
  }
  const env = loadEnv();
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  try {
    await handle.migrate();
    const logger = pino({ level: 'warn' });
    const auth = createScriptAuth(handle.db, env, logger);
    const user = await createUser(auth, handle.db, input);
    console.log(`Created ${input.role} ${input.email} (id ${user.id}) in ${handle.location}.`);
  } finally {
    await handle.close();
  }
}

run().catch((error: unknown) => {
  if (error instanceof DataDirLockedError || error instanceof UserExistsError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
