import { sql } from 'drizzle-orm';
import { rupeesToPaise } from '../../../shared/money';
import { DEFAULT_DEVICE_POPULARITY, DEFAULT_WARRANTY_DAYS } from '../../../shared/constants';
import type { Database } from '../client';
import {
  brands,
  deviceCategories,
  deviceRepairPricing,
  devices,
  repairServices,
  workRates,
} from '../schema/index';
import { seedBrands } from './data/brands';
import { seedCategories } from './data/categories';
import { seedDevices } from './data/devices';
import { popularityOrder } from './data/popularity';
import { seedRepairServices } from './data/repair-services';
import { seedWorkRates } from './data/work-rates';
import hindi from '../../../locales/hi/repair-services.json' with { type: 'json' };
import odia from '../../../locales/or/repair-services.json' with { type: 'json' };

export interface SeedResult {
  brands: number;
  categories: number;
  repairServices: number;
  devices: number;
  pricing: number;
  workRates: number;
}

// Idempotent: rows are matched by their natural keys and never overwritten, so a second run, or a run
// after an admin edited prices, changes nothing. One exception: a device still at the default
// popularity (seeded before ranks existed) takes its rank, as nobody can have chosen it.
export async function seedCatalogue(db: Database): Promise<SeedResult> {
  const rankBySlug = new Map(popularityOrder.map((slug, index) => [slug, index + 1]));
  return db.transaction(async (tx) => {
    const insertedBrands = await tx
      .insert(brands)
      .values(seedBrands.map((b) => ({ name: b.name, websiteUrl: b.websiteUrl })))
      .onConflictDoNothing({ target: brands.name })
      .returning({ id: brands.id });
    const insertedCategories = await tx
      .insert(deviceCategories)
      .values(seedCategories)
      .onConflictDoNothing({ target: deviceCategories.name })
      .returning({ id: deviceCategories.id });
    const insertedServices = await tx
      .insert(repairServices)
      .values(
        seedRepairServices.map((s) => ({
          slug: s.slug,
          name: s.name,
          description: s.description,
          iconName: s.iconName,
          diyGuideText: s.diyGuideText,
          blogSlug: s.blogSlug,
          translations: { hi: hindi[s.slug], or: odia[s.slug] },
        })),
      )
      .onConflictDoNothing({ target: repairServices.slug })
      .returning({ id: repairServices.id });

    const brandIds = new Map((await tx.select().from(brands)).map((b) => [b.name, b.id]));
    const categoryIds = new Map((await tx.select().from(deviceCategories)).map((c) => [c.name, c.id]));
    const services = await tx.select().from(repairServices);
    const serviceBySlug = new Map(services.map((s) => [s.slug, s]));
    const hoursBySlug = new Map<string, number>(
      seedRepairServices.map((s) => [s.slug, s.estimatedTimeHours]),
    );

    const insertedDevices = await tx
      .insert(devices)
      .values(
        seedDevices.map((d) => ({
          name: d.name,
          slug: d.slug,
          modelNumber: d.modelNumber,
          description: d.description,
          screenSize: d.screenSize,
          storageOptions: d.storageOptions,
          colorOptions: d.colorOptions,
          brandId: lookup(brandIds, d.brand, 'brand'),
          categoryId: lookup(categoryIds, d.category, 'category'),
          popularity: lookup(rankBySlug, d.slug, 'popularity rank for device'),
        })),
      )
      .onConflictDoNothing({ target: devices.slug })
      .returning({ id: devices.id });
    const ranks = sql.join(
      [...rankBySlug].map(([slug, rank]) => sql`(${slug}, ${rank}::integer)`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${devices} set popularity = ranks.rank
      from (values ${ranks}) as ranks(slug, rank)
      where ${devices.slug} = ranks.slug and ${devices.popularity} = ${DEFAULT_DEVICE_POPULARITY}`);

    const deviceIds = new Map(
      (await tx.select({ id: devices.id, slug: devices.slug }).from(devices)).map((d) => [d.slug, d.id]),
    );
    const pricingRows = seedDevices.flatMap((d) =>
      Object.entries(d.prices).map(([slug, rupees]) => {
        const service = serviceBySlug.get(slug);
        if (!service) throw new Error(`Seed price for unknown service ${slug}`);
        return {
          deviceId: lookup(deviceIds, d.slug, 'device'),
          repairServiceId: service.id,
          priceAmount: rupeesToPaise(rupees),
          estimatedTimeHours: hoursBySlug.get(service.slug) ?? 1,
          warrantyDays: DEFAULT_WARRANTY_DAYS,
        };
      }),
    );
    const insertedPricing = await tx
      .insert(deviceRepairPricing)
      .values(pricingRows)
      .onConflictDoNothing({ target: [deviceRepairPricing.deviceId, deviceRepairPricing.repairServiceId] })
      .returning({ id: deviceRepairPricing.id });
    // The rate card only while it is empty: an admin's renamed rate must not come back.
    const hasRates = (await tx.select({ id: workRates.id }).from(workRates).limit(1)).length > 0;
    const insertedRates = hasRates
      ? []
      : await tx
          .insert(workRates)
          .values(
            seedWorkRates.map((rate) => ({
              name: rate.name,
              priceAmount: rupeesToPaise(rate.rupees),
              warrantyDays: rate.warrantyDays,
            })),
          )
          .returning({ id: workRates.id });

    return {
      brands: insertedBrands.length,
      categories: insertedCategories.length,
      repairServices: insertedServices.length,
      devices: insertedDevices.length,
      pricing: insertedPricing.length,
      workRates: insertedRates.length,
    };
  });
}

function lookup<K>(map: Map<K, number>, key: K, what: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`Seed data names an unknown ${what}: ${String(key)}`);
  return id;
}
