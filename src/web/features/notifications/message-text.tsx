import { Fragment } from 'react';

// A message's plain text as the customer received it, with the links to this site made links.

const url = /(https?:\/\/[^\s<>"]+)/g;

/**
 * Links to this site only: an address typed into a booking never becomes a link here, nor one whose
 * token the record keeps as •••••• (a tracking link: the customer has the working one in the message).
 */
function isOwnLink(href: string): boolean {
  if (href.includes('•')) return false;
  try {
    return new URL(href).origin === window.location.origin;
  } catch {
    return false;
  }
}

export function MessageText({ text }: { text: string }) {
  const parts = text.split(url);
  return (
    <>
      {parts.map((part, index) => {
        // Split with a capturing group: the odd parts are the addresses.
        const trimmed = part.replace(/[.,;:)]+$/, '');
        if (index % 2 === 1 && isOwnLink(trimmed)) {
          return (
            <Fragment key={index}>
              <a href={trimmed} className="font-semibold text-primary underline">
                {trimmed}
              </a>
              {part.slice(trimmed.length)}
            </Fragment>
          );
        }
        return <Fragment key={index}>{part}</Fragment>;
      })}
    </>
  );
}
