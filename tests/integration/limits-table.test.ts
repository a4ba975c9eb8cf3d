import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  LIMITS_FILE,
  README_FILE,
  describeValue,
  limitsSection,
  readLimits,
  readmeSection,
} from '../../scripts/limits-table';

// The table of limits (src/server/limits.ts, decision 038) is the one home of every number that limits
// use of the product, and README.md's "Limits" section is made from it.

const RUN_SCRIPT =
  "README.md's Limits section differs from src/server/limits.ts: run `npx tsx scripts/limits-table.ts --write`";

describe('the table of limits', () => {
  it('is what README.md says', () => {
    expect(readmeSection(), RUN_SCRIPT).toBe(limitsSection());
  });

  it('gives every limit a group, a unit in its name, a why and a positive number', () => {
    const rows = readLimits();
    expect(rows.length).toBeGreaterThan(50);
    expect(new Set(rows.map((row) => row.name)).size).toBe(rows.length);
  });

  it('refuses a limit without its why, or without a unit in its name', () => {
    const source = readFileSync(LIMITS_FILE, 'utf8');
    const noWhy = source.replace(
      /\/\*\* [^\n]+ \*\/\nexport const CODE_LOCK_MINUTES/,
      'export const CODE_LOCK_MINUTES',
    );
    expect(() => readLimits(noWhy)).toThrow(/CODE_LOCK_MINUTES: every limit has a one-line/);
    const noUnit = `${source}\n/** Why. */\nexport { OTP_LENGTH } from '../shared/schemas/auth';\n`;
    expect(() => readLimits(noUnit)).toThrow(/OTP_LENGTH: a limit's name says its unit/);
  });

  it('notices a README that says another number', () => {
    const readme = readFileSync(README_FILE, 'utf8').replace(
      '| `CODE_LOCK_MINUTES` | 60 minutes |',
      '| `CODE_LOCK_MINUTES` | 30 minutes |',
    );
    expect(readmeSection(readme)).not.toBe(limitsSection());
  });

  it('says each value in its unit', () => {
    expect(describeValue({ name: 'JSON_BODY_MAX_BYTES', value: 256 * 1024 })).toBe('256 KB');
    expect(describeValue({ name: 'IMAGE_UPLOAD_MAX_BYTES', value: 5 * 1024 * 1024 })).toBe('5 MB');
    expect(describeValue({ name: 'PASSWORD_LOCK_FIRST_MINUTES', value: 1 })).toBe('1 minute');
    expect(describeValue({ name: 'BOOKING_MAX_DAYS_AHEAD', value: 60 })).toBe('60 days');
    expect(describeValue({ name: 'BOOKINGS_PER_CONTACT_PER_HOUR', value: 5 })).toBe('5 an hour');
    expect(describeValue({ name: 'GEOCODE_LOOKUPS_PER_ADDRESS_PER_MINUTE', value: 30 })).toBe('30 a minute');
    expect(describeValue({ name: 'PRICING_IMPORT_MAX_LINES', value: 20_000 })).toBe('20,000 lines');
    expect(describeValue({ name: 'LIVE_STREAMS_PER_OWNER', value: 10 })).toBe('10');
  });
});
