// The browser tests' `test`: Playwright's, with the booking map's tile requests answered locally in
// every context, so no test reaches the internet or sees tile errors in the console.
import { test as base } from '@playwright/test';
import { serveBlankTiles } from './fake-geocoder';

export { expect } from '@playwright/test';

export const test = base.extend<{ blankMapTiles: void }>({
  blankMapTiles: [
    async ({ context }, use) => {
      await serveBlankTiles(context);
      await use();
    },
    { auto: true },
  ],
});
