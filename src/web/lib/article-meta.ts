import type { ArticleSlug } from '@shared/blog-slugs';

// What a guide has in every language. Its words for search results and its picture's description are
// texts of the `blog` namespace (seo.<slug>), in each language.

export interface ArticleMeta {
  image: { src: string; width: number; height: number };
  /** ISO date, e.g. '2026-11-02'. */
  publishedOn: string;
  readingMinutes: number;
}

export const articleMeta: Record<ArticleSlug, ArticleMeta> = {
  'phone-not-charging-quick-checks': {
    image: {
      src: '/images/blog/phone-not-charging-quick-checks.svg',
      width: 1200,
      height: 675,
    },
    publishedOn: '2026-09-04',
    readingMinutes: 5,
  },
  'cracked-screen-immediate-actions': {
    image: {
      src: '/images/blog/cracked-screen-immediate-actions.svg',
      width: 1200,
      height: 675,
    },
    publishedOn: '2026-09-19',
    readingMinutes: 4,
  },
  'water-damage-save-phone-fast': {
    image: {
      src: '/images/blog/water-damage-save-phone-fast.svg',
      width: 1200,
      height: 675,
    },
    publishedOn: '2026-10-03',
    readingMinutes: 4,
  },
  'extend-battery-life-tips': {
    image: {
      src: '/images/blog/extend-battery-life-tips.svg',
      width: 1200,
      height: 675,
    },
    publishedOn: '2026-10-21',
    readingMinutes: 4,
  },
  'amoled-vs-lcd-screen-comparison': {
    image: {
      src: '/images/blog/amoled-vs-lcd-screen-comparison.svg',
      width: 1200,
      height: 675,
    },
    publishedOn: '2026-11-07',
    readingMinutes: 4,
  },
};
