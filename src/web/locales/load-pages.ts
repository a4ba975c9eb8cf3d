import i18n from '../i18n';
import { pages } from './en/pages';

// Imported by the content pages only: their long texts stay out of every other page's download.
if (!i18n.hasResourceBundle('en', 'pages')) i18n.addResourceBundle('en', 'pages', pages);
