import type { ArticleSlug } from '@shared/blog-slugs';
import type { Language } from '@shared/languages';

// Each article's body is its own chunk, in each language: a reader downloads only the one they open.
// The bodies are part of the catalogue (src/locales/<language>/blog-articles, decision 048): HTML,
// shown as written. Written out rather than globbed, so that Node (the browser tests read the English
// text) loads it too.
const loaders: Record<Language, Record<ArticleSlug, () => Promise<{ default: { body: string } }>>> = {
  en: {
    'phone-not-charging-quick-checks': () =>
      import('../../../locales/en/blog-articles/phone-not-charging-quick-checks.json', {
        with: { type: 'json' },
      }),
    'cracked-screen-immediate-actions': () =>
      import('../../../locales/en/blog-articles/cracked-screen-immediate-actions.json', {
        with: { type: 'json' },
      }),
    'water-damage-save-phone-fast': () =>
      import('../../../locales/en/blog-articles/water-damage-save-phone-fast.json', {
        with: { type: 'json' },
      }),
    'extend-battery-life-tips': () =>
      import('../../../locales/en/blog-articles/extend-battery-life-tips.json', { with: { type: 'json' } }),
    'amoled-vs-lcd-screen-comparison': () =>
      import('../../../locales/en/blog-articles/amoled-vs-lcd-screen-comparison.json', {
        with: { type: 'json' },
      }),
  },
  hi: {
    'phone-not-charging-quick-checks': () =>
      import('../../../locales/hi/blog-articles/phone-not-charging-quick-checks.json', {
        with: { type: 'json' },
      }),
    'cracked-screen-immediate-actions': () =>
      import('../../../locales/hi/blog-articles/cracked-screen-immediate-actions.json', {
        with: { type: 'json' },
      }),
    'water-damage-save-phone-fast': () =>
      import('../../../locales/hi/blog-articles/water-damage-save-phone-fast.json', {
        with: { type: 'json' },
      }),
    'extend-battery-life-tips': () =>
      import('../../../locales/hi/blog-articles/extend-battery-life-tips.json', { with: { type: 'json' } }),
    'amoled-vs-lcd-screen-comparison': () =>
      import('../../../locales/hi/blog-articles/amoled-vs-lcd-screen-comparison.json', {
        with: { type: 'json' },
      }),
  },
  or: {
    'phone-not-charging-quick-checks': () =>
      import('../../../locales/or/blog-articles/phone-not-charging-quick-checks.json', {
        with: { type: 'json' },
      }),
    'cracked-screen-immediate-actions': () =>
      import('../../../locales/or/blog-articles/cracked-screen-immediate-actions.json', {
        with: { type: 'json' },
      }),
    'water-damage-save-phone-fast': () =>
      import('../../../locales/or/blog-articles/water-damage-save-phone-fast.json', {
        with: { type: 'json' },
      }),
    'extend-battery-life-tips': () =>
      import('../../../locales/or/blog-articles/extend-battery-life-tips.json', { with: { type: 'json' } }),
    'amoled-vs-lcd-screen-comparison': () =>
      import('../../../locales/or/blog-articles/amoled-vs-lcd-screen-comparison.json', {
        with: { type: 'json' },
      }),
  },
};

/** The article's body in `language` (English for any other). */
export async function loadArticleContent(slug: ArticleSlug, language = 'en'): Promise<string> {
  const inLanguage = loaders[language as Language] ?? loaders.en;
  return (await inLanguage[slug]()).default.body;
}
