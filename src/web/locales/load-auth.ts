import i18n from '../i18n';
import { loadShownLanguage } from './translations';
import { auth } from './en/auth';

// Imported by the sign-in pages and dialogs only: a page that never asks anyone to sign in does not
// download these strings (the account menu's and the area guard's words are in common).
if (!i18n.hasResourceBundle('en', 'auth')) i18n.addResourceBundle('en', 'auth', auth);

// In the language on screen too: the router shows the page once they are here.
void loadShownLanguage('auth');
