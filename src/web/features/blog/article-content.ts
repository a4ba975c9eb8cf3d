import type { ArticleSlug } from '@shared/blog-slugs';
import type { Language } from '@shared/languages';

// Each article's body is its own chunk, in each language: a reader downloads only the one they open.
// Written out rather than globbed, so that Node (the browser tests read the English text) loads it too.
const loaders: Record<Language, Record<ArticleSlug, () => Promise<{ default: string }>>> = {
  en: {
    'phone-not-charging-quick-checks': () => import('./content/phone-not-charging-quick-checks'),
    'cracked-screen-immediate-actions': () => import('./content/cracked-screen-immediate-actions'),
    'water-damage-save-phone-fast': () => import('./content/water-damage-save-phone-fast'),
    'extend-battery-life-tips': () => import('./content/extend-battery-life-tips'),
    'amoled-vs-lcd-screen-comparison': () => import('./content/amoled-vs-lcd-screen-comparison'),
  },
  hi: {
    'phone-not-charging-quick-checks': () => import('./content/hi/phone-not-charging-quick-checks'),
    'cracked-screen-immediate-actions': () => import('./content/hi/cracked-screen-immediate-actions'),
    'water-damage-save-phone-fast': () => import('./content/hi/water-damage-save-phone-fast'),
    'extend-battery-life-tips': () => import('./content/hi/extend-battery-life-tips'),
    'amoled-vs-lcd-screen-comparison': () => import('./content/hi/amoled-vs-lcd-screen-comparison'),
  },
  or: {
    'phone-not-charging-quick-checks': () => import('./content/or/phone-not-charging-quick-checks'),
    'cracked-screen-immediate-actions': () => import('./content/or/cracked-screen-immediate-actions'),
    'water-damage-save-phone-fast': () => import('./content/or/water-damage-save-phone-fast'),
    'extend-battery-life-tips': () => import('./content/or/extend-battery-life-tips'),
    'amoled-vs-lcd-screen-comparison': () => import('./content/or/amoled-vs-lcd-screen-comparison'),
  },
};

/** The article's body in `language` (English for any other). */
export async function loadArticleContent(slug: ArticleSlug, language = 'en'): Promise<string> {
  const inLanguage = loaders[language as Language] ?? loaders.en;
  return (await inLanguage[slug]()).default;
}
