import type { ArticleSlug } from '@shared/blog-slugs';

// Each article's body is its own chunk, in each language: a reader downloads only the one they open.
const english: Record<ArticleSlug, () => Promise<{ default: string }>> = {
  'phone-not-charging-quick-checks': () => import('./content/phone-not-charging-quick-checks'),
  'cracked-screen-immediate-actions': () => import('./content/cracked-screen-immediate-actions'),
  'water-damage-save-phone-fast': () => import('./content/water-damage-save-phone-fast'),
  'extend-battery-life-tips': () => import('./content/extend-battery-life-tips'),
  'amoled-vs-lcd-screen-comparison': () => import('./content/amoled-vs-lcd-screen-comparison'),
};
const translated = import.meta.glob<{ default: string }>(['./content/hi/*.ts', './content/or/*.ts']);

/** The article's body in `language`, or in English where it has no translation. */
export async function loadArticleContent(slug: ArticleSlug, language = 'en'): Promise<string> {
  const load = translated[`./content/${language}/${slug}.ts`] ?? english[slug];
  return (await load()).default;
}
