import { formatPhone } from '@shared/format';
import { Mail, MailOpen, Phone, Reply, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { ContactSubmissionView } from '@shared/contracts/contact';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { formatMoment } from '../../entities/booking/booking-format';
import { useContactSubmissions, useDeleteSubmission, useMarkSubmissionRead } from './api';

/** The contact inbox, newest first, new messages marked apart: read, reply by e-mail, delete. */
export function ContactTab() {
  const { t } = useTranslation(['admin', 'common']);
  const submissions = useContactSubmissions();
  // One at a time: while a message is being marked read, every card's button waits.
  const markRead = useMarkSubmissionRead();
  const [deleting, setDeleting] = useState<ContactSubmissionView | null>(null);

  if (submissions.isPending) return <Spinner label={t('common:loading')} />;
  if (submissions.isError) {
    return (
      <p role="alert" className="text-danger">
        {t('contact.loadFailed')}
      </p>
    );
  }
  const list = submissions.data.submissions;
  if (list.length === 0) return <p className="text-muted-foreground">{t('contact.empty')}</p>;
  const unread = list.filter((s) => s.status === 'new').length;

  return (
    <div className="space-y-3">
      <p className="font-semibold" aria-live="polite">
        {t('contact.newCount', { count: unread })}
      </p>
      <ul className="space-y-3" aria-label={t('contact.caption')}>
        {list.map((submission) => (
          <li key={submission.id}>
            <SubmissionCard
              submission={submission}
              markRead={markRead}
              onDelete={() => setDeleting(submission)}
            />
          </li>
        ))}
      </ul>
      <DeleteSubmissionDialog submission={deleting} onDone={() => setDeleting(null)} />
    </div>
  );
}

type MarkRead = ReturnType<typeof useMarkSubmissionRead>;

interface SubmissionProps {
  submission: ContactSubmissionView;
  markRead: MarkRead;
  onDelete: () => void;
}

function SubmissionCard({ submission, markRead, onDelete }: SubmissionProps) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const isNew = submission.status === 'new';
  return (
    <Card className={cn('p-4', isNew && 'border-l-4 border-l-primary')}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-bold">
            {isNew ? (
              <Mail className="size-5 text-primary" aria-hidden="true" />
            ) : (
              <MailOpen className="size-5 text-muted-foreground" aria-hidden="true" />
            )}
            {submission.name}
            <span
              className={cn(
                'rounded-full px-2 py-0.5 text-xs font-semibold',
                isNew ? 'bg-primary-soft text-primary' : 'bg-muted text-muted-foreground',
              )}
            >
              {isNew ? t('contact.new') : t('contact.read')}
            </span>
          </p>
          <p className="text-sm wrap-anywhere text-muted-foreground">
            {submission.email}
            {submission.phone ? ` · ${formatPhone(submission.phone)}` : ''}
          </p>
          <p className="text-sm text-muted-foreground">
            {t('contact.received', { date: formatMoment(submission.createdAt, i18n.language) })}
          </p>
        </div>
      </div>
      <p className="mt-3 whitespace-pre-wrap wrap-anywhere">{submission.message}</p>
      <SubmissionActions submission={submission} markRead={markRead} onDelete={onDelete} />
    </Card>
  );
}

/** Mark read, reply by e-mail, call back, delete. */
function SubmissionActions({ submission, markRead, onDelete }: SubmissionProps) {
  const { t } = useTranslation(['admin', 'common']);
  const isNew = submission.status === 'new';
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {isNew ? (
        <Button
          size="sm"
          variant="outline"
          disabled={markRead.isPending}
          onClick={() =>
            markRead.mutate(submission.id, {
              onError: () =>
                toast.error(t('admin:errorTitle'), {
                  id: 'contact-message',
                  description: t('contact.markFailed'),
                }),
            })
          }
        >
          <MailOpen className="size-4" aria-hidden="true" />
          {t('contact.markRead')}
        </Button>
      ) : null}
      <a
        className="inline-flex min-h-10 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-primary hover:bg-primary-soft"
        href={`mailto:${submission.email}?subject=${encodeURIComponent(t('contact.replySubject'))}`}
        aria-label={t('contact.replyTo', { name: submission.name })}
      >
        <Reply className="size-4" aria-hidden="true" />
        {t('contact.reply')}
      </a>
      {submission.phone ? (
        <a
          className="inline-flex min-h-10 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-primary hover:bg-primary-soft"
          href={`tel:${submission.phone}`}
        >
          <Phone className="size-4" aria-hidden="true" />
          {t('contact.callPhone', { phone: formatPhone(submission.phone) })}
        </a>
      ) : null}
      <Button size="sm" variant="ghost" className="text-danger" onClick={onDelete}>
        <Trash2 className="size-4" aria-hidden="true" />
        {t('contact.delete')}
      </Button>
    </div>
  );
}

function DeleteSubmissionDialog({
  submission: deleting,
  onDone,
}: {
  submission: ContactSubmissionView | null;
  onDone: () => void;
}) {
  const { t } = useTranslation(['admin', 'common']);
  const remove = useDeleteSubmission();
  return (
    <ConfirmDialog
      open={deleting !== null}
      onOpenChange={(open) => {
        if (!open) onDone();
      }}
      title={t('contact.deleteTitle')}
      description={t('contact.deleteText', { name: deleting?.name ?? '' })}
      confirmLabel={t('contact.delete')}
      cancelLabel={t('confirm.cancel')}
      busy={remove.isPending}
      onConfirm={() => {
        if (!deleting) return;
        remove.mutate(deleting.id, {
          onSuccess: () => {
            toast.success(t('contact.deleted'), { id: 'contact-message' });
            onDone();
          },
          onError: () => {
            onDone();
            toast.error(t('admin:errorTitle'), {
              id: 'contact-message',
              description: t('contact.deleteFailed'),
            });
          },
        });
      }}
    />
  );
}
