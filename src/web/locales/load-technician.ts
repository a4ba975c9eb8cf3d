import i18n from '../i18n';
import { technician } from './en/technician';

// Imported by the technician area only: its tips, guidelines and settings stay out of other pages.
if (!i18n.hasResourceBundle('en', 'technician')) i18n.addResourceBundle('en', 'technician', technician);
