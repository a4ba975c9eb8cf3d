import type { mapPicker as english } from '../en/map-picker';
import type { Translation } from '../translation';

// The booking map's strings (loaded with the map's own chunk). Error texts are the spec's (SPEC 8).
export const mapPicker: Translation<typeof english> = {
  mapLabel: 'नक्शा: तकनीशियन को जहाँ आना है, वहाँ निशान लगाने के लिए क्लिक या टैप करें',
  hint: 'फ़ोन पर नक्शे को दो उँगलियों से खिसकाएँ, फिर निशान को खींचकर अपनी सही जगह पर रखें।',
  zoomIn: 'ज़ूम इन करें',
  zoomOut: 'ज़ूम आउट करें',
  markerLabel: 'जगह का निशान। इसे खिसकाने के लिए कीबोर्ड के तीर वाले बटन दबाएँ।',
  tilesFailed:
    'नक्शा लोड नहीं हो पाया। आप फिर भी जगह खोज सकते हैं, अपनी लोकेशन इस्तेमाल कर सकते हैं, या फ़ॉर्म में अपना पता लिख सकते हैं।',
  findMyLocation: 'मेरी लोकेशन ढूँढें',
  gettingLocation: 'आपकी लोकेशन ढूँढ रहे हैं…',
  resetLocation: 'फिर से मेरी लोकेशन पर जाएँ',
  searchLabel: 'अपना इलाका या गली खोजें',
  searchPlaceholder: 'जैसे: Saheed Nagar',
  searchButton: 'खोजें',
  searching: 'खोज रहे हैं…',
  searchTooShort: 'खोजने के लिए कम से कम 3 अक्षर लिखें।',
  searchNone: 'कोई जगह नहीं मिली। कोई दूसरा नाम लिखकर देखें, या फ़ॉर्म में अपना पता लिखें।',
  searchFailed: 'अभी खोज काम नहीं कर रही है। कृपया फ़ॉर्म में अपना पता लिखें।',
  searchResults: 'मिली हुई जगहें',
  selectedLocation: 'चुनी हुई जगह',
  nothingSelected: 'अभी कोई जगह नहीं चुनी गई। खोजें, अपनी लोकेशन इस्तेमाल करें, नक्शे पर टैप करें या निशान को खींचें।',
  findingAddress: 'पता ढूँढ रहे हैं…',
  coordinates: 'नक्शे पर जगह: {{lat}}, {{lng}}',
  typeAddress: 'आपकी लोकेशन रख ली गई है; कृपया फ़ॉर्म में अपना पता लिखें।',
  locationErrorTitle: 'लोकेशन में गड़बड़ी',
  addressFailed: 'आपकी लोकेशन से पता नहीं मिल पाया',
  denied: 'लोकेशन की अनुमति नहीं मिली। कृपया लोकेशन की अनुमति दें और फिर से कोशिश करें।',
  unavailable: 'लोकेशन की जानकारी नहीं मिल रही है। कृपया फिर से कोशिश करें।',
  timeout: 'लोकेशन मिलने में बहुत देर लगी। कृपया अच्छे नेटवर्क में फिर से कोशिश करें।',
  otherError: 'आपकी लोकेशन नहीं मिल पाई। कृपया फ़ोन या ब्राउज़र में लोकेशन की अनुमति देखें।',
  notSupportedTitle: 'यह सुविधा नहीं है',
  notSupported: 'आपके ब्राउज़र में लोकेशन ढूँढने की सुविधा नहीं है',
};
