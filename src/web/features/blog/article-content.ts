import type { ArticleSlug } from '@shared/blog-slugs';

// Each article's body is its own chunk: a reader downloads only the one they open.
const loaders: Record<ArticleSlug, () => Promise<{ default: string }>> = {
  'phone-not-charging-quick-checks': () => import('./content/phone-not-charging-quick-checks'),
  'cracked-screen-immediate-actions': () => import('./content/cracked-screen-immediate-actions'),
  'water-damage-save-phone-fast': () => import('./content/water-damage-save-phone-fast'),
  'extend-battery-life-tips': () => import('./content/extend-battery-life-tips'),
  'amoled-vs-lcd-screen-comparison': () => import('./content/amoled-vs-lcd-screen-comparison'),
};

export async function loadArticleContent(slug: ArticleSlug): Promise<string> {
  return (await loaders[slug]()).default;
}
