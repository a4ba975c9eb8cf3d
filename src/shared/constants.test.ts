import { describe, expect, it } from 'vitest';
import { thumbnailUrlOf } from './constants';

describe('thumbnailUrlOf', () => {
  it("names an uploaded image's thumbnail, on this server or a bucket", () => {
    expect(thumbnailUrlOf('/uploads/images/2026/11/0123456789abcdef01234567.jpg')).toBe(
      '/uploads/images/2026/11/0123456789abcdef01234567_t.webp',
    );
    expect(thumbnailUrlOf('https://cdn.example.com/images/2026/11/0123456789abcdef01234567.png')).toBe(
      'https://cdn.example.com/images/2026/11/0123456789abcdef01234567_t.webp',
    );
  });

  it('has none for other pictures', () => {
    expect(thumbnailUrlOf('/images/phone-placeholder.svg')).toBeNull();
    expect(thumbnailUrlOf('https://example.com/photo.jpg')).toBeNull();
  });
});
