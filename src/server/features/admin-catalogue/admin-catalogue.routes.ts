import { Hono } from 'hono';
import type { AppServices } from '../../http/app-services';
import type { GuardedEnv } from '../../http/request-context';
import { createAdminDeviceRoutes } from './admin-devices.routes';
import { createAdminPricingRoutes } from './admin-pricing.routes';
import { createBrandRoutes, createCategoryRoutes, createRepairServiceRoutes } from './catalogue-parts.routes';
import { createWorkRateRoutes } from './work-rates.routes';

/**
 * The catalogue an admin manages (Device Management: brands, categories, repair services, devices,
 * pricing, and the rate card for work it does not list); mounted in the admin area (/api/admin), behind its one guard. Every write drops the
 * catalogue cache of every process.
 */
export function createAdminCatalogueRoutes(services: AppServices) {
  return new Hono<GuardedEnv>()
    .route('/', createBrandRoutes(services))
    .route('/', createCategoryRoutes(services))
    .route('/', createRepairServiceRoutes(services))
    .route('/', createAdminDeviceRoutes(services))
    .route('/', createAdminPricingRoutes(services))
    .route('/', createWorkRateRoutes(services));
}
