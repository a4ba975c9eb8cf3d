import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsBefore } from '../../../tests/migrations-before';
import hindi from '../../locales/hi/repair-services.json' with { type: 'json' };
import odia from '../../locales/or/repair-services.json' with { type: 'json' };
import { migrationsFolder } from './client';
import { seedRepairServices } from './seed/data/repair-services';

// A database made before repair services had words of their own in Hindi and Odia: the migration gives
// the seeded services their translations, each word only while the English one is still the seed's
// (an admin's rename would be mistranslated), and the bookings made before keep those names.

const client = await PGlite.create();
const db = drizzle(client);
const before = migrationsBefore(/^\d{4}_repair-service-translations$/);
afterAll(async () => {
  await client.close();
  fs.rmSync(before, { recursive: true, force: true });
});

function seeded(slug: string) {
  const service = seedRepairServices.find((s) => s.slug === slug);
  if (!service) throw new Error(slug);
  return service;
}

async function addService(
  slug: string,
  name: string,
  description: string | null,
  diyGuideText: string | null,
) {
  await client.query(
    `insert into repair_services (slug, name, description, diy_guide_text) values ($1, $2, $3, $4)`,
    [slug, name, description, diyGuideText],
  );
}

describe('the repair service words migration', () => {
  it('translates the seeded services as seeded, and the bookings made with them', async () => {
    await migrate(db, { migrationsFolder: before });
    const screen = seeded('screen-replacement');
    const battery = seeded('battery-replacement');
    await addService(screen.slug, screen.name, screen.description, screen.diyGuideText);
    // Renamed by an admin; its description and guide are still the seed's.
    await addService(battery.slug, 'Battery Swap', battery.description, battery.diyGuideText);
    await addService('back-glass', 'Back Glass', 'Added by an admin.', null);
    const lines = [
      { id: 1, name: 'Inspection visit', priceAmount: 19900 },
      { id: 2, name: screen.name, slug: screen.slug, priceAmount: 249900 },
      // Booked before the rename: its name is no longer the service's.
      { id: 3, name: 'Battery Replacement', slug: battery.slug, priceAmount: 149900 },
      { id: 4, name: 'Back Glass', slug: 'back-glass', priceAmount: 99900 },
    ];
    await client.query(
      `insert into bookings (booking_id, name, email, phone, address, city, state, pincode, device_model,
         selected_issues, selected_issues_text, selected_services_details, total_price)
       values ($1, 'Sabita', 'sabita@example.com', '+917000000001', '12 Janpath Road', 'Bhubaneswar',
         'Odisha', '751001', 'Phone', '{1}', 'Screen', $2, 100), ($3, 'Sabita', 'sabita@example.com',
         '+917000000001', '12 Janpath Road', 'Bhubaneswar', 'Odisha', '751001', 'Phone', '{}', '', '[]', 0)`,
      ['BK-20261127-W001', JSON.stringify(lines), 'BK-20261127-W002'],
    );

    await migrate(db, { migrationsFolder });

    const { rows: services } = await client.query<{ slug: string; translations: unknown }>(
      `select slug, translations from repair_services order by slug`,
    );
    expect(services).toEqual([
      { slug: 'back-glass', translations: {} },
      {
        slug: battery.slug,
        translations: {
          hi: {
            description: hindi[battery.slug].description,
            diyGuideText: hindi[battery.slug].diyGuideText,
          },
          or: { description: odia[battery.slug].description, diyGuideText: odia[battery.slug].diyGuideText },
        },
      },
      { slug: screen.slug, translations: { hi: hindi[screen.slug], or: odia[screen.slug] } },
    ]);

    const { rows: bookings } = await client.query<{ booking_id: string; selected_services_details: unknown }>(
      `select booking_id, selected_services_details from bookings order by booking_id`,
    );
    expect(bookings).toEqual([
      {
        booking_id: 'BK-20261127-W001',
        selected_services_details: [
          lines[0],
          {
            ...lines[1],
            translations: { hi: { name: hindi[screen.slug].name }, or: { name: odia[screen.slug].name } },
          },
          lines[2],
          lines[3],
        ],
      },
      { booking_id: 'BK-20261127-W002', selected_services_details: [] },
    ]);
  });
});
