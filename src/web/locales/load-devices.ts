import i18n from '../i18n';
import { loadShownLanguage } from './translations';
import { devices } from './en/devices';

// Imported by the device list and the device pages: other pages do not download these strings.
if (!i18n.hasResourceBundle('en', 'devices')) i18n.addResourceBundle('en', 'devices', devices);

// In the language on screen too: the router shows the page once they are here.
void loadShownLanguage('devices');
