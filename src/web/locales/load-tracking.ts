import i18n from '../i18n';
import { tracking } from './en/tracking';

// Imported by the tracking pages only.
if (!i18n.hasResourceBundle('en', 'tracking')) i18n.addResourceBundle('en', 'tracking', tracking);
