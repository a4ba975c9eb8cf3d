import i18n from '../i18n';
import { loadShownLanguage } from './translations';
import { tracking } from './en/tracking';

// Imported by the tracking pages only.
if (!i18n.hasResourceBundle('en', 'tracking')) i18n.addResourceBundle('en', 'tracking', tracking);

// In the language on screen too: the router shows the page once they are here.
void loadShownLanguage('tracking');
