import { describe, expect, it } from 'vitest';
import { seedRepairServices } from '../../server/db/seed/data/repair-services';
import { repairs } from './en';
import { repairs as hindi } from './hi';
import { repairs as odia } from './or';

// What the Hindi and Odia repair texts translate is what the catalogue is seeded with: a change to
// the seed's words shows here, so that the translations are brought up to it (the seed stores them
// beside the English, and migration 0017 gave them to the services seeded before).
describe('the repair services in three languages', () => {
  it('translate the seeded services word for word', () => {
    expect(repairs).toEqual(
      Object.fromEntries(
        seedRepairServices.map(({ slug, name, description, diyGuideText }) => [
          slug,
          { name, description, diyGuideText },
        ]),
      ),
    );
  });

  it('keep every step of each guide, numbered the same', () => {
    for (const [language, texts] of Object.entries({ hi: hindi, or: odia })) {
      for (const [slug, english] of Object.entries(repairs)) {
        const translated = texts[slug as keyof typeof repairs];
        const numbers = (guide: string) => guide.split('\n').map((line) => /^\d+\./.exec(line)?.[0]);
        expect(numbers(translated.diyGuideText), `${language} ${slug}`).toEqual(
          numbers(english.diyGuideText),
        );
      }
    }
  });
});
