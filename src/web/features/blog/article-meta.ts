import type { ArticleSlug } from '@shared/blog-slugs';

export interface ArticleMeta {
  /** Under 60 characters, for the <title>. */
  seoTitle: string;
  /** 120–160 characters. */
  metaDescription: string;
  image: { src: string; width: number; height: number; alt: string };
  /** ISO date, e.g. '2026-11-02'. */
  publishedOn: string;
  readingMinutes: number;
}

export const articleMeta: Record<ArticleSlug, ArticleMeta> = {
  'phone-not-charging-quick-checks': {
    seoTitle: 'Phone Not Charging? 7 Quick Checks',
    metaDescription:
      'Phone not charging? Try these 7 safe checks for the socket, cable, adapter and charging port before you book a doorstep repair. Know when it needs a technician.',
    image: {
      src: '/images/blog/phone-not-charging-quick-checks.svg',
      width: 1200,
      height: 675,
      alt: 'A smartphone with a low battery icon, connected by a charging cable to a wall plug',
    },
    publishedOn: '2026-09-04',
    readingMinutes: 5,
  },
  'cracked-screen-immediate-actions': {
    seoTitle: 'Cracked Phone Screen? What to Do First',
    metaDescription:
      'Cracked your phone screen? Protect your fingers, cover the crack, back up your data and spot danger signs in the first hour, before the screen is replaced.',
    image: {
      src: '/images/blog/cracked-screen-immediate-actions.svg',
      width: 1200,
      height: 675,
      alt: 'A smartphone with a cracked screen next to a green shield with a tick mark',
    },
    publishedOn: '2026-09-19',
    readingMinutes: 4,
  },
  'water-damage-save-phone-fast': {
    seoTitle: 'Phone Fell in Water? What to Do Now',
    metaDescription:
      'Phone fell in water? Switch it off, do not charge it, skip the rice bowl and the hot hair dryer. Simple steps that give a wet phone the best chance to recover.',
    image: {
      src: '/images/blog/water-damage-save-phone-fast.svg',
      width: 1200,
      height: 675,
      alt: 'A smartphone with water drops around it, lying on a folded towel',
    },
    publishedOn: '2026-10-03',
    readingMinutes: 4,
  },
  'extend-battery-life-tips': {
    seoTitle: '10 Habits for Longer Phone Battery Life',
    metaDescription:
      'Ten simple habits that make your phone battery last longer: keep it cool, avoid running to zero, lower brightness and more. Plus signs of a worn battery.',
    image: {
      src: '/images/blog/extend-battery-life-tips.svg',
      width: 1200,
      height: 675,
      alt: 'A large battery icon mostly full in green, with a leaf and a clock beside it',
    },
    publishedOn: '2026-10-21',
    readingMinutes: 4,
  },
  'amoled-vs-lcd-screen-comparison': {
    seoTitle: 'AMOLED vs LCD Replacement Screens',
    metaDescription:
      'AMOLED or LCD screen? Compare colour, brightness, battery use, in-screen fingerprint support and price, and learn about original or compatible parts.',
    image: {
      src: '/images/blog/amoled-vs-lcd-screen-comparison.svg',
      width: 1200,
      height: 675,
      alt: 'Two smartphones side by side, labelled AMOLED and LCD, one with deep black and vivid colours, one with a lighter greyish screen',
    },
    publishedOn: '2026-11-07',
    readingMinutes: 4,
  },
};
