import i18n from '../i18n';
import { loadShownLanguage } from './translations';
import { errors } from './en/errors';

// The texts of the server's error codes. The HTTP client imports this before it reports a refusal
// (lib/api-client.ts), so a page that meets no error never downloads them; forms that name a code's
// text themselves import it.
if (!i18n.hasResourceBundle('en', 'errors')) i18n.addResourceBundle('en', 'errors', errors);

// In the language on screen too: the HTTP client waits for them before it reports a refusal.
export const ready = loadShownLanguage('errors');
