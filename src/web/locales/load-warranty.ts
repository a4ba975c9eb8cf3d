import i18n from '../i18n';
import { warranty } from './en/warranty';

// Imported by the warranty card's pages and the link to them only: other pages do not download these.
if (!i18n.hasResourceBundle('en', 'warranty')) i18n.addResourceBundle('en', 'warranty', warranty);
