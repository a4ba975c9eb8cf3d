// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MessageText } from './message-text';

// A message as the customer received it: links to this site are links, except one whose secret the
// record no longer holds (a tracking link stored as /track/••••••), which would lead nowhere.

describe('MessageText', () => {
  afterEach(cleanup);

  it('links the site’s own addresses', () => {
    render(<MessageText text={`Follow your booking: ${window.location.origin}/bookings/abc.`} />);
    expect(screen.getByRole('link').getAttribute('href')).toBe(`${window.location.origin}/bookings/abc`);
  });

  it('leaves a link whose token was redacted as plain words', () => {
    render(<MessageText text={`Track: ${window.location.origin}/track/••••••`} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText(/\/track\/••••••/)).toBeTruthy();
  });
});
