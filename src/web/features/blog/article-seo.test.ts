import { describe, expect, it } from 'vitest';
import { articleSlugs } from '@shared/blog-slugs';
import english from '../../../locales/en/blog.json' with { type: 'json' };
import hindi from '../../../locales/hi/blog.json' with { type: 'json' };
import odia from '../../../locales/or/blog.json' with { type: 'json' };

// Each guide's words for search results fit where search engines show them, in every language, and
// the Hindi and Odia ones are written in their script (not the English left in place).

const languages = { en: english, hi: hindi, or: odia };
const scripts = { en: /^[\x20-\x7E’–]+$/, hi: /[\u0900-\u097F]/, or: /[\u0B00-\u0B7F]/ };

describe.each(Object.entries(languages))('the guides’ search words in %s', (language, texts) => {
  it.each(articleSlugs)(
    '%s: a title under 60 characters, a description of 120–160, a picture described',
    (slug) => {
      const { title, description, imageAlt } = texts.seo[slug];
      expect(title.length).toBeLessThanOrEqual(60);
      expect(description.length).toBeGreaterThanOrEqual(120);
      expect(description.length).toBeLessThanOrEqual(160);
      expect(imageAlt.length).toBeGreaterThan(20);
      const script = scripts[language as keyof typeof scripts];
      for (const text of [title, description, imageAlt]) expect(text).toMatch(script);
    },
  );
});
