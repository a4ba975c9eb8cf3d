import { Languages } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { isLanguage, LANGUAGE_NAMES, LANGUAGE_SHORT_NAMES, LANGUAGES } from '@shared/languages';
import type { Language } from '@shared/languages';
import { callApi } from '../lib/api-client';
import { chooseLanguage } from '../lib/language';

/**
 * English, हिन्दी or ଓଡ଼ିଆ, each named in its own script: a plain select, which every phone shows in
 * its own large picker. The choice is kept on this device, and on a signed-in person's profile so that
 * their messages come in it too.
 *
 * What shows is the chosen language's short name (EN, हिं, ଓଡ଼ି) over a transparent select, whose picker
 * lists the full names: a select is as wide as its widest option, which pushed the header to two rows
 * at 360 px (decision 035).
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
    <label className="relative inline-flex h-10 items-center rounded-md border border-input pr-2 pl-7 text-sm font-medium hover:bg-muted focus-within:ring-2 focus-within:ring-ring">
      <span className="sr-only">{t('language.label')}</span>
      <Languages
        className="pointer-events-none absolute left-2 size-4 text-muted-foreground"
        aria-hidden="true"
      />
      <span aria-hidden="true">{LANGUAGE_SHORT_NAMES[i18n.language as Language] ?? 'EN'}</span>
      <select
        value={i18n.language}
        disabled={switching}
        onChange={(event) => void switchTo(event.target.value)}
        className="absolute inset-0 size-full cursor-pointer opacity-0"
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
