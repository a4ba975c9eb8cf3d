// The public pages rendered to HTML at build time (scripts/prerender.ts); the browser tests check
// each of them without JavaScript.
import { articleSlugs } from '../src/shared/blog-slugs';
import { pagePaths } from '../src/shared/paths';

export const prerenderedPaths: readonly string[] = [
  pagePaths.home,
  pagePaths.services,
  pagePaths.about,
  pagePaths.contact,
  pagePaths.faq,
  pagePaths.privacy,
  pagePaths.terms,
  pagePaths.warranty,
  pagePaths.cookies,
  pagePaths.blog,
  ...articleSlugs.map((slug) => `/blog/${slug}`),
  pagePaths.serviceScreen,
  pagePaths.serviceBattery,
  pagePaths.serviceWater,
  pagePaths.serviceCharging,
  pagePaths.serviceSpeakerMic,
];
