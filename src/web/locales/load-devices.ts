import i18n from '../i18n';
import { devices } from './en/devices';

// Imported by the device list and the device pages: other pages do not download these strings.
if (!i18n.hasResourceBundle('en', 'devices')) i18n.addResourceBundle('en', 'devices', devices);
