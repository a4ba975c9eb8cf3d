import { describe, expect, it } from 'vitest';
import english from '../../../locales/en/repair-services.json' with { type: 'json' };
import hindi from '../../../locales/hi/repair-services.json' with { type: 'json' };
import odia from '../../../locales/or/repair-services.json' with { type: 'json' };
import { seedRepairServices } from './data/repair-services';

// The seeded repair services' words, src/locales/<language>/repair-services.json: the seed takes its
// English from the English file and stores the Hindi and Odia beside it as each service's
// `translations` (migration 0017 gave them to the services seeded before).
describe('the seeded repair services in three languages', () => {
  it('name every seeded service, and only those, in each language', () => {
    const slugs = seedRepairServices.map((s) => s.slug).sort();
    for (const texts of [english, hindi, odia]) expect(Object.keys(texts).sort()).toEqual(slugs);
  });

  it('keep every step of each guide, numbered the same', () => {
    const numbers = (guide: string) => guide.split('\n').map((line) => /^\d+\./.exec(line)?.[0]);
    for (const [language, texts] of Object.entries({ hi: hindi, or: odia })) {
      for (const service of seedRepairServices) {
        expect(numbers(texts[service.slug].diyGuideText), `${language} ${service.slug}`).toEqual(
          numbers(service.diyGuideText),
        );
        expect(numbers(service.diyGuideText)[0]).toBe('1.');
      }
    }
  });
});
