import { Languages } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@shared/languages';
import { callApi } from '../lib/api-client';
import { chooseLanguage } from '../lib/language';

/**
 * English, हिन्दी or ଓଡ଼ିଆ, each named in its own script: a plain select, which every phone shows in
 * its own large picker. The choice is kept on this device, and on a signed-in person's profile so that
 * their messages come in it too.
 */
export function LanguageSwitcher({ signedIn }: { signedIn: boolean }) {
  const { t, i18n } = useTranslation();
  const [switching, setSwitching] = useState(false);

  async function switchTo(value: string) {
    if (!isLanguage(value)) return;
    setSwitching(true);
    try {
      // Kept on the profile first: on a language path the choice opens the page at another address.
      // The device keeps the choice whatever happens to this request.
      if (signedIn)
        await callApi('PUT /api/profile/language', { body: { language: value } }).catch(() => null);
      await chooseLanguage(value);
    } finally {
      setSwitching(false);
    }
  }

  return (
    <label className="relative inline-flex items-center">
      <span className="sr-only">{t('language.label')}</span>
      <Languages
        className="pointer-events-none absolute left-1.5 size-4 sm:left-2 text-muted-foreground"
        aria-hidden="true"
      />
      <select
        value={i18n.language}
        disabled={switching}
        onChange={(event) => void switchTo(event.target.value)}
        className="h-10 cursor-pointer appearance-none rounded-md border border-input bg-background py-1 pr-1.5 pl-6 sm:pr-2 sm:pl-7 text-sm font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </label>
  );
}
