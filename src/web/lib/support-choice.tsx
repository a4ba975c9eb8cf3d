import { formatPhone } from '@shared/format';
import { MessageCircle, Phone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from './use-translation';
import { MOBILE_BREAKPOINT_PX } from '@shared/constants';
import { whatsappLink } from '@shared/site-config';
import { Button, buttonClasses } from '../components/ui/button';
import { Dialog } from '../components/ui/dialog';
import { useSiteConfig } from './use-site-config';

/**
 * 'Contact Support': on phone-sized screens a choice of WhatsApp or a call; on larger screens
 * WhatsApp straight away (SPEC 2).
 */
export function SupportChoice({ label, message }: { label: string; message: string }) {
  const { t } = useTranslation(['blog', 'common']);
  const site = useSiteConfig();
  const [choosing, setChoosing] = useState(false);
  if (!site)
    return (
      <Button variant="outline" disabled>
        {label}
      </Button>
    );
  const chat = whatsappLink(site.whatsapp, message);
  return (
    <>
      <Button
        variant="outline"
        onClick={() => {
          if (window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`).matches) setChoosing(true);
          else window.open(chat, '_blank', 'noopener,noreferrer');
        }}
      >
        {label}
      </Button>
      <Dialog
        open={choosing}
        onOpenChange={setChoosing}
        title={t('article.chooseTitle')}
        closeLabel={t('common:close')}
      >
        <div className="flex flex-col gap-3 pb-2">
          <a className={buttonClasses('primary', 'lg')} href={chat} target="_blank" rel="noopener noreferrer">
            <MessageCircle className="size-5" aria-hidden="true" />
            {t('article.whatsapp')}
          </a>
          <a className={buttonClasses('outline', 'lg')} href={`tel:${site.supportPhone}`}>
            <Phone className="size-5" aria-hidden="true" />
            {t('article.call', { phone: formatPhone(site.supportPhone) })}
          </a>
        </div>
      </Dialog>
    </>
  );
}
