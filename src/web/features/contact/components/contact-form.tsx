import { CheckCircle2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormField, FormPhoneField, FormTextArea } from '../../../components/ui/form-fields';
import { useTranslation } from '../../../lib/use-translation';
import { useContactForm } from '../use-contact-form';

/** Name, e-mail, phone and message, sent to the team; a banner says when it went. */
export function ContactForm() {
  const { t } = useTranslation('pages');
  const { form, send, sent } = useContactForm();
  const { control } = form;
  return (
    <Card className="p-6 sm:p-8">
      <h2 className="text-2xl font-bold">{t('contact.formTitle')}</h2>
      {sent ? (
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
