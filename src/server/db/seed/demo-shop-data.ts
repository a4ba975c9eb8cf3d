// The people and places of the demo shop (npm run demo): names common in Odisha and the rest of
// India, localities of Bhubaneswar with their pincodes and coordinates, and what customers write.

export interface Locality {
  name: string;
  pincode: string;
  lat: number;
  lng: number;
}

export const LOCALITIES: readonly Locality[] = [
  { name: 'Old Town', pincode: '751002', lat: 20.2383, lng: 85.8338 },
  { name: 'Kharavela Nagar', pincode: '751001', lat: 20.2716, lng: 85.8436 },
  { name: 'Unit 4', pincode: '751001', lat: 20.2786, lng: 85.8401 },
  { name: 'Bapuji Nagar', pincode: '751009', lat: 20.2601, lng: 85.8374 },
  { name: 'Kalpana Square', pincode: '751014', lat: 20.2557, lng: 85.8446 },
  { name: 'Rasulgarh', pincode: '751010', lat: 20.2952, lng: 85.8606 },
  { name: 'Saheed Nagar', pincode: '751007', lat: 20.2906, lng: 85.8446 },
  { name: 'Vani Vihar', pincode: '751004', lat: 20.2962, lng: 85.843 },
  { name: 'Nayapalli', pincode: '751012', lat: 20.296, lng: 85.8186 },
  { name: 'Jaydev Vihar', pincode: '751013', lat: 20.3, lng: 85.82 },
  { name: 'Baramunda', pincode: '751003', lat: 20.278, lng: 85.797 },
  { name: 'Khandagiri', pincode: '751030', lat: 20.2575, lng: 85.78 },
  { name: 'Pokhariput', pincode: '751020', lat: 20.247, lng: 85.806 },
  { name: 'Chandrasekharpur', pincode: '751016', lat: 20.3247, lng: 85.818 },
  { name: 'Patia', pincode: '751024', lat: 20.3537, lng: 85.8195 },
  { name: 'Sailashree Vihar', pincode: '751021', lat: 20.3366, lng: 85.8128 },
  { name: 'Mancheswar', pincode: '751017', lat: 20.3144, lng: 85.8595 },
  { name: 'Laxmisagar', pincode: '751006', lat: 20.2507, lng: 85.855 },
  { name: 'Kalinga Nagar', pincode: '751029', lat: 20.268, lng: 85.758 },
  { name: 'Sundarpada', pincode: '751002', lat: 20.226, lng: 85.804 },
  { name: 'Bhimatangi', pincode: '751002', lat: 20.234, lng: 85.818 },
  { name: 'Acharya Vihar', pincode: '751013', lat: 20.2952, lng: 85.8293 },
  { name: 'Gandamunda', pincode: '751030', lat: 20.271, lng: 85.784 },
  { name: 'Nalco Nagar', pincode: '751015', lat: 20.3072, lng: 85.8153 },
  { name: 'Damana', pincode: '751024', lat: 20.3436, lng: 85.8309 },
  { name: 'Tamando', pincode: '751028', lat: 20.2455, lng: 85.7436 },
  { name: 'Jharpada', pincode: '751006', lat: 20.2662, lng: 85.8614 },
  { name: 'Palasuni', pincode: '751025', lat: 20.3046, lng: 85.8744 },
];

export const FIRST_NAMES = [
  'Subhashree',
  'Prakash',
  'Sasmita',
  'Debasish',
  'Lipsa',
  'Soumya',
  'Ranjan',
  'Itishree',
  'Bikash',
  'Smruti',
  'Ashok',
  'Priyanka',
  'Manas',
  'Jyotsna',
  'Sanjay',
  'Anita',
  'Rajesh',
  'Mamata',
  'Sunil',
  'Swati',
  'Amit',
  'Pooja',
  'Rahul',
  'Neha',
  'Deepak',
  'Kavita',
  'Sourav',
  'Ipsita',
  'Tapas',
  'Rashmi',
  'Biswajit',
  'Monalisa',
  'Abhishek',
  'Sneha',
  'Gyana',
  'Puja',
  'Satya',
  'Barsha',
  'Arjun',
  'Meera',
] as const;

export const SURNAMES = [
  'Mohapatra',
  'Das',
  'Sahu',
  'Panda',
  'Mishra',
  'Nayak',
  'Behera',
  'Patnaik',
  'Jena',
  'Swain',
  'Rout',
  'Pradhan',
  'Mohanty',
  'Tripathy',
  'Sethi',
  'Parida',
  'Samal',
  'Biswal',
  'Sharma',
  'Singh',
  'Gupta',
  'Agarwal',
  'Kumar',
  'Verma',
] as const;

export const STREETS = ['Plot', 'House No.', 'Qr. No.', 'Flat', 'Block'] as const;

export const PROBLEMS = [
  'Screen cracked after a fall, touch works only at the top.',
  'Battery drains by noon and the phone gets hot.',
  'Charging port loose, charges only at an angle.',
  'Fell in water during the rain, does not switch on.',
  'Speaker very low on calls.',
  'Back camera shows a black screen.',
  'स्क्रीन टूट गई है, कृपया जल्दी आइए।',
  'फ़ोन चार्ज नहीं हो रहा है।',
  'ସ୍କ୍ରିନ୍ ଭାଙ୍ଗିଯାଇଛି, ଦୟାକରି ଶୀଘ୍ର ଆସନ୍ତୁ।',
  'ଫୋନ୍ ଚାର୍ଜ ହେଉନାହିଁ।',
] as const;

export const CANCEL_REASONS = [
  'Customer fixed it at a local shop',
  'Customer travelling, will book again',
  'Customer not reachable on phone',
  'Duplicate booking',
  'Customer decided to buy a new phone',
] as const;

export const CONTACT_MESSAGES = [
  'Do you repair tablets at offices in Patia? We have six Lenovo tablets with broken screens.',
  'How long does the warranty on a battery replacement last?',
  'क्या आप रविवार को भी आते हैं?',
  'ଆପଣ କଟକରେ ମଧ୍ୟ ସେବା ଦିଅନ୍ତି କି?',
  'Thank you, the technician was polite and quick. Phone works like new.',
  'Can I pay by UPI at the door?',
] as const;
