import path from 'node:path';
import { z } from 'zod';

// The only place that reads process.env. Everything else receives an Env.

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// or postgresql:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_CATALOGUE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  PUBLIC_ORIGIN: z.url().optional(),
  WEB_DIST_DIR: z.string().min(1).default('./dist/web'),
});

export type Env = z.infer<typeof envSchema> & { dataDir: string; webDistDir: string };

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // Empty strings in a .env file or a shell mean "not set".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return {
    ...parsed.data,
    dataDir: path.resolve(parsed.data.DATA_DIR),
    webDistDir: path.resolve(parsed.data.WEB_DIST_DIR),
  };
}
