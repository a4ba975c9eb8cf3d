import { formatPhone } from '@shared/format';
import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { contactSchema } from '@shared/schemas/contact';
import type { ContactData, ContactInput } from '@shared/schemas/contact';
import { whatsappLink } from '@shared/site-config';
import { PageMeta } from '../../app/page-meta';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormField, FormPhoneField, FormTextArea } from '../../components/ui/form-fields';
import { useSiteConfig } from '../../lib/use-site-config';
import { callApi } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { applyServerRefusal, useSchemaForm } from '../../lib/use-schema-form';

const empty: ContactInput = { name: '', email: '', phone: '', message: '', website: '' };
const SUCCESS_BANNER_MS = 5000;
const SLOW_SEND_MS = 1000;

function ContactCards() {
  const { t } = useTranslation('pages');
  const site = useSiteConfig();
  const cards = [
    {
      key: 'call',
      Icon: Phone,
      value: site && formatPhone(site.supportPhone),
      href: site && `tel:${site.supportPhone}`,
    },
    {
      key: 'whatsapp',
      Icon: MessageCircle,
      value: site && formatPhone(site.whatsapp),
      href: site && whatsappLink(site.whatsapp, t('contact.whatsappMessage')),
    },
    { key: 'email', Icon: Mail, value: site?.supportEmail, href: site && `mailto:${site.supportEmail}` },
    { key: 'visit', Icon: MapPin, value: site?.address, href: undefined },
  ] as const;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map(({ key, Icon, value, href }) => (
        <li key={key}>
          <Card className="h-full p-5">
            <Icon className="size-8 text-primary" aria-hidden="true" />
            <h2 className="mt-3 text-lg font-bold">{t(`contact.cards.${key}.title`)}</h2>
            <p className="text-muted-foreground">{t(`contact.cards.${key}.text`)}</p>
            {href ? (
              <a
                href={href}
                className="mt-2 inline-flex min-h-11 items-center font-semibold break-all text-primary underline"
                {...(key === 'whatsapp' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {value}
              </a>
            ) : (
              <p className="mt-2 font-semibold">{value ?? '…'}</p>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}

function ContactForm() {
  const { t } = useTranslation('pages');
  const form = useSchemaForm(contactSchema, { defaultValues: empty });
  const { control } = form;
  const [sentAt, setSentAt] = useState<number | null>(null);

  const send = useMutation({
    mutationFn: async (input: ContactData) => {
      // A slow network gets a word after a second, so nobody presses Send twice.
      const slow = window.setTimeout(
        () => toast(t('contact.processing'), { id: 'contact', description: t('contact.processingText') }),
        SLOW_SEND_MS,
      );
      try {
        return await callApi('POST /api/contact', { body: input });
      } finally {
        window.clearTimeout(slow);
      }
    },
    onSuccess: () => {
      // The banner above the form says the rest.
      toast.success(t('contact.success'), { id: 'contact' });
      form.reset(empty);
      setSentAt(Date.now());
    },
    onError: (error) => {
      const reason = applyServerRefusal(form, error, t('contact.failedText'));
      toast.error(t('contact.failed'), { id: 'contact', description: reason });
    },
  });

  useEffect(() => {
    if (sentAt === null) return;
    const timer = window.setTimeout(() => setSentAt(null), SUCCESS_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [sentAt]);

  return (
    <Card className="p-6 sm:p-8">
      <h2 className="text-2xl font-bold">{t('contact.formTitle')}</h2>
      {sentAt !== null ? (
        <p
          role="status"
          className="mt-4 flex items-center gap-2 rounded-lg bg-success/10 p-4 font-semibold text-foreground"
        >
          {/* Green text on the green tint reads 4.4:1 in the light theme: the icon carries the colour. */}
          <CheckCircle2 className="size-5 shrink-0 text-success" aria-hidden="true" />
          {t('contact.success')} {t('contact.successText')}
        </p>
      ) : null}
      <form
        onSubmit={(event) => void form.handleSubmit((input) => send.mutate(input))(event)}
        noValidate
        className="mt-6 grid gap-4 sm:grid-cols-2"
      >
        <FormField
          control={control}
          name="name"
          label={t('contact.name')}
          autoComplete="name"
          maxLength={100}
        />
        <FormField
          control={control}
          name="email"
          label={t('contact.email')}
          type="email"
          autoComplete="email"
          maxLength={254}
        />
        <FormPhoneField control={control} name="phone" label={t('contact.phone')} className="sm:col-span-2" />
        <FormTextArea
          control={control}
          name="message"
          label={t('contact.message')}
          rows={5}
          maxLength={5000}
          placeholder={t('contact.messagePlaceholder')}
          className="sm:col-span-2"
        />
        {/* Hidden from people and screen readers; bots that fill every field give themselves away. */}
        <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
          <label>
            {t('contact.honeypot')}
            <input tabIndex={-1} autoComplete="off" {...form.register('website')} />
          </label>
        </div>
        <Button type="submit" size="lg" className="sm:col-span-2" disabled={send.isPending}>
          {send.isPending ? t('contact.sending') : t('contact.send')}
        </Button>
      </form>
    </Card>
  );
}

export default function ContactPage() {
  const { t } = useTranslation('pages');
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <PageMeta title={t('contact.metaTitle')} description={t('contact.metaDescription')} />
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('contact.title')}</h1>
      <p className="mt-3 text-lg text-muted-foreground">{t('contact.intro')}</p>
      <div className="mt-8 space-y-8">
        <ContactCards />
        <ContactForm />
      </div>
    </section>
  );
}
