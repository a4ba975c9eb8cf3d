import i18n from '../i18n';
import { loadShownLanguage } from './translations';
import { account } from './en/account';

// Imported by the signed-in areas' pages only, so public pages do not download these strings.
if (!i18n.hasResourceBundle('en', 'account')) i18n.addResourceBundle('en', 'account', account);

// In the language on screen too: the router shows the page once they are here.
void loadShownLanguage('account');
