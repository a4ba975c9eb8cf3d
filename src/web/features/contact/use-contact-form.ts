import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { contactSchema } from '@shared/schemas/contact';
import type { ContactData, ContactInput } from '@shared/schemas/contact';
import { callApi } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { applyServerRefusal, useSchemaForm } from '../../lib/use-schema-form';
import { useTranslation } from '../../lib/use-translation';

const empty: ContactInput = { name: '', email: '', phone: '', message: '', website: '' };
const SUCCESS_BANNER_MS = 5000;
const SLOW_SEND_MS = 1000;

/** The contact form and its sending; `sent` shows the success banner for a few seconds after. */
export function useContactForm() {
  const { t } = useTranslation('pages');
  const form = useSchemaForm(contactSchema, { defaultValues: empty });
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

  return { form, send, sent: sentAt !== null };
}
