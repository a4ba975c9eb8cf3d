import type { warranty as english } from '../en/warranty';
import type { Translation } from '../translation';

// The warranty card of a completed repair: for its customer in their bookings, and for anyone with the
// booking's tracking link.

export const warranty: Translation<typeof english> = {
  metaTitle: 'वारंटी कार्ड',
  title: 'वारंटी कार्ड',
  subtitle: 'यह कार्ड संभालकर रखें: वारंटी के लिए आपका बुकिंग नंबर ही काम आएगा।',
  bookingId: 'बुकिंग नंबर',
  customer: 'ग्राहक',
  device: 'डिवाइस',
  completedOn: 'मरम्मत पूरी हुई',
  technician: 'तकनीशियन',
  notRecorded: 'दर्ज नहीं है',
  validUntil: 'वारंटी इस तारीख तक',
  validUntilDate: '{{date}} तक मान्य',
  validUntilHint: 'नीचे दी गई सबसे लंबी वारंटी का आखिरी दिन।',
  repairsTitle: 'वारंटी वाली मरम्मत',
  repair: 'मरम्मत',
  warranty: 'वारंटी',
  days_one: '{{count}} दिन',
  days_other: '{{count}} दिन',
  terms:
    'हर मरम्मत पर पार्ट और काम, दोनों की वारंटी है। यह मरम्मत पूरी होने के दिन से गिनी जाती है और दिखाई गई तारीख तक रहती है।',
  termsLink: 'वारंटी की शर्तें पढ़ें',
  help: 'कोई सवाल है या वारंटी का दावा करना है? {{phone}} पर कॉल करें या {{email}} पर लिखें।',
  print: 'प्रिंट करें',
  download: 'PDF डाउनलोड करें',
  backToHistory: 'सारी बुकिंग पर वापस जाएँ',
  backToTracking: 'अपनी बुकिंग पर वापस जाएँ',
  notFound: 'यह वारंटी कार्ड नहीं मिला।',
  notReady: 'मरम्मत पूरी होने पर वारंटी कार्ड तैयार होगा।',
  loadFailed: 'वारंटी कार्ड लोड नहीं हो पाया।',
  viewCard: 'वारंटी कार्ड देखें',
};
