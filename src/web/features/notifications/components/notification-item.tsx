import { formatPhone } from '@shared/format';
import { Mail, MessageSquareText } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { CustomerNotification } from '@shared/contracts/account';
import { Card } from '../../../components/ui/card';
import { formatMoment } from '../../../entities/booking/booking-format';
import { MessageText } from '../message-text';

/** Longer than this (or more lines), an e-mail opens folded: the first lines and 'Show the whole message'. */
const FOLD_CHARACTERS = 240;
const FOLD_LINES = 4;

function isLong(text: string): boolean {
  return text.length > FOLD_CHARACTERS || text.split('\n').filter((line) => line.trim()).length > FOLD_LINES;
}

interface NotificationItemProps {
  notification: CustomerNotification;
  /** Opens the booking's details; absent when the customer cannot open that booking. */
  onOpenBooking?: (() => void) | undefined;
}

/** One e-mail or text: how it came, when (India time), what it said, and the booking it is about. */
export function NotificationItem({ notification, onOpenBooking }: NotificationItemProps) {
  const { t, i18n } = useTranslation('account');
  const textId = useId();
  const foldable = isLong(notification.text);
  const [open, setOpen] = useState(false);
  const isEmail = notification.channel === 'email';
  const Icon = isEmail ? Mail : MessageSquareText;
  const title = notification.subject ?? t(`notifications.kinds.${notification.template}`);
  const to = isEmail ? notification.to : formatPhone(notification.to);
  return (
    <Card className="p-4 sm:p-5">
      <article className="flex gap-4">
        {/* The icon gets a column of its own from tablet width; on phones it sits by the channel's name. */}
        <span
          className="hidden size-11 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary sm:flex"
          aria-hidden="true"
        >
          <Icon className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
            <Icon className="size-4 text-primary sm:hidden" aria-hidden="true" />
            <span className="font-semibold text-foreground">
              {isEmail ? t('notifications.email') : t('notifications.sms')}
            </span>
            <span aria-hidden="true">·</span>
            <time dateTime={notification.createdAt}>
              {formatMoment(notification.createdAt, i18n.language)}
            </time>
          </p>
          <h2 className="mt-1 text-lg leading-snug font-bold wrap-anywhere">{title}</h2>
          <p className="mt-1 text-sm text-muted-foreground wrap-anywhere">
            {t('notifications.sentTo', { to })}
          </p>
          {notification.booking ? (
            <p className="flex flex-wrap items-center gap-x-2">
              <span className="text-muted-foreground">{t('notifications.booking')}</span>
              {onOpenBooking ? (
                <button
                  type="button"
                  onClick={onOpenBooking}
                  aria-label={t('notifications.openBooking', { id: notification.booking.bookingId })}
                  className="inline-flex min-h-11 items-center font-mono font-semibold text-primary underline"
                >
                  {notification.booking.bookingId}
                </button>
              ) : (
                <span className="inline-flex min-h-11 items-center font-mono">
                  {notification.booking.bookingId}
                </span>
              )}
            </p>
          ) : null}
          <div
            id={textId}
            className={`mt-2 whitespace-pre-line wrap-anywhere ${foldable && !open ? 'line-clamp-5' : ''}`}
          >
            <MessageText text={notification.text} />
          </div>
          {foldable ? (
            <button
              type="button"
              aria-expanded={open}
              aria-controls={textId}
              onClick={() => setOpen(!open)}
              className="mt-1 inline-flex min-h-11 items-center font-semibold text-primary underline"
            >
              {open ? t('notifications.showLess') : t('notifications.showMore')}
            </button>
          ) : null}
        </div>
      </article>
    </Card>
  );
}
