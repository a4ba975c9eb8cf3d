import i18n from '../i18n';
import { account } from './en/account';

// Imported by the signed-in areas' pages only, so public pages do not download these strings.
if (!i18n.hasResourceBundle('en', 'account')) i18n.addResourceBundle('en', 'account', account);
