import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { ENV_VARIABLES, loadEnv } from '../../src/server/env';

// The files that deploy the app, checked as far as a machine without Docker can: they exist, parse,
// and everything they name (variables, scripts, files, packages) exists in the project, so that an
// image built from them would run this code with this configuration.

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const packageJson = JSON.parse(read('package.json')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const envExample = read('.env.example');
const exampleValues = parseEnv(envExample);

interface ComposeService {
  build?: string | { context: string };
  image?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, unknown>;
  healthcheck?: unknown;
}
const compose = parseYaml(read('compose.yaml')) as { services: Record<string, ComposeService> };
/** Variables compose.yaml interpolates from .env: the app's, and those of its other services. */
const composeInterpolated = [...read('compose.yaml').matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]!);
const composeOnly = [...new Set(composeInterpolated.filter((name) => !ENV_VARIABLES.includes(name)))];

/** The Dockerfile's instructions, continuation lines joined, grouped by stage. */
function dockerStages(): { from: string; instructions: { op: string; args: string }[] }[] {
  const lines = read('Dockerfile')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const stages: ReturnType<typeof dockerStages> = [];
  for (const line of lines) {
    const [op, ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    if (op!.toUpperCase() === 'FROM') stages.push({ from: args, instructions: [] });
    else stages.at(-1)?.instructions.push({ op: op!.toUpperCase(), args });
  }
  return stages;
}

/** Packages imported by non-test code under `dir`. */
function importedPackages(dir: string): Set<string> {
  const found = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const source = fs.readFileSync(full, 'utf8');
        for (const m of source.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|^import\s+)'([^'.][^'\s]*)'/gm)) {
          const specifier = m[1]!;
          if (
            specifier.startsWith('node:') ||
            specifier.startsWith('@shared/') ||
            specifier.startsWith('@web/')
          )
            continue;
          const parts = specifier.split('/');
          found.add(specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!);
        }
      }
    }
  };
  walk(path.join(root, dir));
  return found;
}

describe('the deployment files', () => {
  it('exist', () => {
    for (const file of [
      'Dockerfile',
      '.dockerignore',
      'compose.yaml',
      '.env.example',
      'docs/OPERATIONS.md',
    ]) {
      expect(fs.existsSync(path.join(root, file)), file).toBe(true);
    }
  });

  describe('.env.example', () => {
    it('lists every variable the server reads, and only those (plus what compose.yaml interpolates)', () => {
      expect(Object.keys(exampleValues).sort()).toEqual([...ENV_VARIABLES, ...composeOnly].sort());
    });

    it('gives each variable a comment', () => {
      let commented = false;
      for (const line of envExample.split('\n')) {
        if (line.trim() === '') commented = false;
        else if (line.startsWith('#')) commented = true;
        else expect(commented, `no comment above ${line}`).toBe(true);
      }
    });

    it('holds the defaults: the server reads it exactly as an empty environment', () => {
      expect(loadEnv(exampleValues)).toEqual(loadEnv({}));
    });
  });

  it("the README's configuration table documents every variable the server reads, and only those", () => {
    const readme = read('README.md');
    const table = readme.slice(
      readme.indexOf('## Configuration'),
      readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1),
    );
    const documented = table
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!));
    expect([...new Set(documented)].sort()).toEqual([...ENV_VARIABLES].sort());
  });

  describe('compose.yaml', () => {
    const services = compose.services;
    const app = services.app!;

    it('runs the app built from this Dockerfile, PostgreSQL and an S3-compatible store', () => {
      const context = typeof app.build === 'string' ? app.build : app.build!.context;
      expect(fs.existsSync(path.join(root, context, 'Dockerfile'))).toBe(true);
      expect(services.postgres!.image).toMatch(/^postgres:15/);
      expect(Object.values(services).some((s) => s.image?.startsWith('minio/minio'))).toBe(true);
      expect(Object.keys(app.depends_on ?? {})).toContain('postgres');
    });

    it('gives the app only variables the server reads, pointing at the services by name', () => {
      const environment = app.environment!;
      for (const name of Object.keys(environment)) expect(ENV_VARIABLES, name).toContain(name);
      expect(Object.keys(services)).toContain(
        new URL(environment.DATABASE_URL!.replace(/\$\{[^}]*\}/g, 'x')).hostname,
      );
      expect(Object.keys(services)).toContain(new URL(environment.S3_ENDPOINT!).hostname);
    });

    it('gives the app a configuration the server accepts in production', () => {
      // Interpolated as compose would with these secrets in .env: required ones set, the rest default.
      const secrets: Record<string, string> = {
        BETTER_AUTH_SECRET: 'a-production-secret-of-forty-eight-characters-ok',
        POSTGRES_PASSWORD: 'postgres-password',
        S3_SECRET_ACCESS_KEY: 'minio-secret-key',
        SMTP_URL: 'smtp://codes:password@mail.example.com:587',
      };
      const interpolated = Object.fromEntries(
        Object.entries(app.environment!).map(([name, value]) => [
          name,
          String(value).replace(
            /\$\{([A-Z0-9_]+)(?::[-?]([^}]*))?\}/g,
            (_, variable: string, fallback?: string) =>
              secrets[variable] ??
              (fallback !== undefined && !String(fallback).startsWith('set ') ? fallback : ''),
          ),
        ]),
      );
      const env = loadEnv(interpolated);
      expect(env.NODE_ENV).toBe('production');
      expect(env.DATABASE_URL).toBe('postgres://doorstepfix:postgres-password@postgres:5432/doorstepfix');
      expect(env.s3).toMatchObject({ endpoint: 'http://minio:9000', bucket: 'doorstepfix' });
      expect(env.devOutbox).toBe(false);
      expect(env.signInCodes).toEqual({ email: true, sms: false });
    });

    it('takes every value it interpolates from variables .env.example lists', () => {
      for (const name of composeInterpolated) expect(Object.keys(exampleValues), name).toContain(name);
    });
  });

  describe('Dockerfile', () => {
    const stages = dockerStages();
    const runtime = stages.at(-1)!;
    const build = stages[0]!;
    const argsOf = (stage: (typeof stages)[number], op: string) =>
      stage.instructions.filter((i) => i.op === op).map((i) => i.args);

    it('builds in one stage and runs from another without dev dependencies, as a user other than root', () => {
      expect(stages.length).toBeGreaterThanOrEqual(2);
      expect(argsOf(runtime, 'RUN').some((run) => /\bnpm ci\b.*--omit=dev/.test(run))).toBe(true);
      const user = argsOf(runtime, 'USER').at(-1);
      expect(user).toBeDefined();
      expect(['root', '0']).not.toContain(user);
    });

    it('checks /api/ready on the port the server listens on', () => {
      const healthcheck = argsOf(runtime, 'HEALTHCHECK').join(' ');
      expect(healthcheck).toContain('/api/ready');
      expect(healthcheck).toContain('process.env.PORT');
    });

    it('runs npm scripts that exist, copies files that exist, and sets variables the server reads', () => {
      const ignored = read('.dockerignore')
        .split('\n')
        .filter((l) => l && !l.startsWith('#') && !l.startsWith('!'));
      for (const stage of stages) {
        for (const run of argsOf(stage, 'RUN')) {
          for (const m of run.matchAll(/npm run ([\w:-]+)/g))
            expect(Object.keys(packageJson.scripts)).toContain(m[1]);
        }
        for (const copy of argsOf(stage, 'COPY').filter((c) => !c.startsWith('--from'))) {
          const sources = copy.split(/\s+/).slice(0, -1);
          for (const source of sources) {
            expect(fs.existsSync(path.join(root, source)), source).toBe(true);
            expect(ignored, `${source} is left out of the build context`).not.toContain(
              source.replace(/\/$/, ''),
            );
          }
        }
        for (const env of argsOf(stage, 'ENV')) {
          for (const m of env.matchAll(/([A-Z][A-Z0-9_]*)=/g)) expect(ENV_VARIABLES).toContain(m[1]);
        }
      }
    });

    it('builds the web app where the runtime stage copies it from', () => {
      expect(argsOf(build, 'RUN').some((run) => run.includes('npm run build'))).toBe(true);
      expect(packageJson.scripts.build).toContain('vite build');
      expect(read('vite.config.ts')).toContain("outDir: path.resolve(import.meta.dirname, 'dist/web')");
      expect(argsOf(runtime, 'COPY')).toContain(
        `--from=${build.from.split(/\s+AS\s+/i)[1]} /app/dist/web ./dist/web`,
      );
      // Everything the build script runs is in the build stage.
      for (const m of (packageJson.scripts.build ?? '').matchAll(/\b(scripts\/[\w./-]+)/g)) {
        expect(argsOf(build, 'COPY').some((c) => c.startsWith('scripts '))).toBe(true);
        expect(fs.existsSync(path.join(root, m[1]!))).toBe(true);
      }
    });

    it('starts the prebuilt server as npm start does, and everything the server imports is a production dependency', () => {
      const command = argsOf(runtime, 'CMD').at(-1)!;
      const argv = JSON.parse(command) as string[];
      expect(packageJson.scripts.start).toContain(argv.slice(1).join(' '));
      expect(argsOf(runtime, 'COPY')).toEqual(
        expect.arrayContaining([
          `--from=${build.from.split(/\s+AS\s+/i)[1]} /app/dist/server ./dist/server`,
          // The device pages are rendered by the web app's server build (decision 021).
          `--from=${build.from.split(/\s+AS\s+/i)[1]} /app/dist/ssr ./dist/ssr`,
          'src ./src',
          'drizzle ./drizzle',
        ]),
      );
      expect(argsOf(build, 'COPY').join(' ')).toContain('vite.server.config.ts');
      const needed = new Set(['tsx', ...importedPackages('src/server'), ...importedPackages('src/shared')]);
      for (const name of needed)
        expect(Object.keys(packageJson.dependencies), `${name} is imported at run time`).toContain(name);
    });
  });

  it('names only commands and files that exist in docs/OPERATIONS.md and the README, and only variables the server reads in the former', () => {
    for (const doc of ['docs/OPERATIONS.md', 'README.md']) {
      const text = read(doc);
      for (const m of text.matchAll(/npm run ([\w:-]+)/g))
        expect(Object.keys(packageJson.scripts), `${doc}: npm run ${m[1]}`).toContain(m[1]);
      for (const m of text.matchAll(/`((?:src|docs|tests|scripts|drizzle)\/[\w./-]*\w)`/g)) {
        expect(fs.existsSync(path.join(root, m[1]!)), `${doc}: ${m[1]}`).toBe(true);
      }
    }
    for (const m of read('docs/OPERATIONS.md').matchAll(/`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)(?:=[^`]*)?`/g)) {
      expect([...ENV_VARIABLES, ...composeOnly], `docs/OPERATIONS.md: ${m[1]}`).toContain(m[1]);
    }
  });
});
