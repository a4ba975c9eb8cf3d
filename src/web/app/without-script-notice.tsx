import { MessageCircle, Phone } from 'lucide-react';
import { formatPhone } from '@shared/format-phone';
import { whatsappLink } from '@shared/site-config';
import type { SiteConfig } from '@shared/site-config';
import type withoutScript from '../../locales/en/without-script.json';
import { formatMessage } from '@shared/message-format';

const linkClass =
  'inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline underline-offset-4';

interface WithoutScriptNoticeProps {
  site: SiteConfig;
  /** The notice's words in the page's language. */
  texts: typeof withoutScript;
  /** The footer's own words, in the page's language. */
  whatsappMessage: string;
  hours: string;
}

/**
 * What a browser that runs no JavaScript shows above every page the server sends (decision 034): the
 * pages read without it, but booking needs it, so the phone and WhatsApp are right there. Rendered by
 * the server's renderer only (entry-server.tsx), after the app's root: the app never draws it, and
 * styles.css shows it at the top without JavaScript and hides it as soon as index.html's first script
 * has run (`html.js`), so nobody whose browser runs scripts sees it and the app's code does not carry
 * it.
 */
export function WithoutScriptNotice({ site, texts, whatsappMessage, hours }: WithoutScriptNoticeProps) {
  const withPhone = (text: string, phone: string) => formatMessage(text, { phone: formatPhone(phone) });
  return (
    <div className="without-script border-b border-border bg-primary-soft" data-testid="without-script">
      <div className="mx-auto max-w-6xl px-4 py-3">
        <p className="font-semibold">{texts.text}</p>
        <p className="flex flex-wrap gap-x-6">
          <a href={`tel:${site.supportPhone}`} className={linkClass}>
            <Phone className="size-4 shrink-0" aria-hidden="true" />
            {withPhone(texts.call, site.supportPhone)}
          </a>
          <a
            href={whatsappLink(site.whatsapp, whatsappMessage)}
            className={linkClass}
            rel="noopener noreferrer"
          >
            <MessageCircle className="size-4 shrink-0" aria-hidden="true" />
            {withPhone(texts.whatsapp, site.whatsapp)}
          </a>
        </p>
        <p className="text-sm text-muted-foreground">{hours}</p>
      </div>
    </div>
  );
}
