// Small units (decision 043): the lint refuses a source file over 300 lines and a function over 80,
// and no source file is exempt but seed data (the catalogue and the articles are JSON, decision 048).
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** Seed data (unitSizeExempt in eslint-unit-sizes.js). */
const isData = (file: string) => /^src\/server\/db\/seed\//.test(file);

const lines = (count: number) => Array.from({ length: count }, (_, i) => `  total += ${i};`).join('\n');

describe('unit sizes', { timeout: 120_000 }, () => {
  it('are refused by the project lint: a long file and a long function', async () => {
    const eslint = new ESLint({ cwd: root });
    const code = `export function sum(): number {\n  let total = 0;\n${lines(320)}\n  return total;\n}\n`;
    const [result] = await eslint.lintText(code, { filePath: path.join(root, 'src/shared/money.ts') });
    const rules = (result?.messages ?? []).map((m) => m.ruleId);
    expect(rules).toContain('max-lines');
    expect(rules).toContain('max-lines-per-function');
  });

  it('hold for every source file but data: no file has them turned off', async () => {
    const eslint = new ESLint({ cwd: root });
    const files = (fs.readdirSync(path.join(root, 'src'), { recursive: true }) as string[])
      .map((file) => `src/${file.split(path.sep).join('/')}`)
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
    expect(files.length).toBeGreaterThan(500);
    const exempt: string[] = [];
    for (const file of files) {
      const config = (await eslint.calculateConfigForFile(path.join(root, file))) as {
        rules?: Record<string, unknown>;
      };
      const level = (rule: string) => [config.rules?.[rule]].flat()[0];
      if (level('max-lines') !== 2 || level('max-lines-per-function') !== 2) exempt.push(file);
    }
    expect(exempt.filter((file) => !isData(file))).toEqual([]);
  });
});
