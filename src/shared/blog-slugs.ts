// The blog's articles (SPEC 2). The server answers 404 for any other /blog/{slug}.
export const articleSlugs = [
  'phone-not-charging-quick-checks',
  'cracked-screen-immediate-actions',
  'water-damage-save-phone-fast',
  'extend-battery-life-tips',
  'amoled-vs-lcd-screen-comparison',
] as const;
export type ArticleSlug = (typeof articleSlugs)[number];

/** The four guides the home page teases. */
export const homeTeaserSlugs: readonly ArticleSlug[] = articleSlugs.slice(0, 4);

export function isArticleSlug(slug: string): slug is ArticleSlug {
  return (articleSlugs as readonly string[]).includes(slug);
}
