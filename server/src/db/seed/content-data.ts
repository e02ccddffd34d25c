// Demo content of the home page, footer and blog. Images are named by key; image-jobs.ts draws them.
import { messages } from '@prime/contract';
import type { IconName } from '../../demo-images/line-icons.ts';
import { lighten, palette } from '../../demo-images/palette.ts';
import type { CategoryKey } from './catalogue-data.ts';

export const demoBanners = [
  {
    key: 'glow',
    title: 'NEW SEASON, NEW GLOW',
    heading: 'Brighter skin starts with vitamin C',
    description: 'Our 15% vitamin C serum fades tan and dark spots in as little as four weeks.',
    status: 1,
    link: '/products/vitamin-c-15-brightening-serum',
    background: palette.sand,
    products: ['serums', 'moisturisers', 'sunscreens'],
  },
  {
    key: 'barrier',
    title: 'BARRIER FIRST',
    heading: 'Calm, strong, comfortable skin',
    description: 'Ceramides, centella and gentle cleansing for skin that feels at home in every season.',
    status: 1,
    link: '/search?q=ceramide',
    background: palette.mist,
    products: ['cleansers', 'toners', 'moisturisers'],
  },
  {
    key: 'sun',
    title: 'EVERY DAY IS SPF DAY',
    heading: 'Sunscreen with no white cast',
    description: 'SPF 50 PA++++ made for Indian skin tones and Indian summers.',
    status: 1,
    link: '/search?q=sunscreen',
    background: lighten(palette.clay, 0.68),
    products: ['sunscreens', 'serums', 'body'],
  },
  {
    key: 'monsoon',
    title: 'MONSOON EDIT',
    heading: 'Light layers for humid days',
    description: 'Gel textures and oil control for the rainy season.',
    status: 0,
    link: '/search?q=oil%20control',
    background: palette.mist,
    products: ['toners', 'treatments', 'cleansers'],
  },
] satisfies {
  key: string;
  title: string;
  heading: string;
  description: string;
  status: 0 | 1;
  /** Where BUY NOW leads. */
  link: string;
  background: string;
  products: CategoryKey[];
}[];

export const demoOfferBanners = [
  // Charges and the return window as placeholders, filled from the settings (contract/src/shop-terms.ts).
  '{delivery_terms} | Use code PRIME10 for 10% off your first order',
  'Cash on delivery: {cod_fee} | Easy returns within {return_days} days',
  'Use code GLOW200 for ₹200 off orders of ₹1,499 or more',
];

export const demoStandards = [
  {
    key: 'formulated',
    title: 'Formulated by dermatologists',
    description:
      'Every formula is developed with practising Indian dermatologists and tested on Indian skin types.',
    icon: 'flask',
    category: 'serums',
  },
  {
    key: 'actives',
    title: 'Honest percentages',
    description:
      'We print the strength of every key active on the pack, so you know exactly what you are using.',
    icon: 'molecule',
    category: 'toners',
  },
  {
    key: 'gentle',
    title: 'Gentle by design',
    description:
      'No added fragrance in our face care, no drying alcohols, no parabens: only what your skin needs.',
    icon: 'leaf',
    category: 'moisturisers',
  },
  {
    key: 'tested',
    title: 'Tested, then tested again',
    description: 'Stability, patch and use tests in Indian heat and humidity before any product reaches you.',
    icon: 'shieldCheck',
    category: 'sunscreens',
  },
] satisfies { key: string; title: string; description: string; icon: IconName; category: CategoryKey }[];

export const demoSpecialities = [
  { key: 'dermatologist-tested', title: 'Dermatologist tested', icon: 'shieldCheck' },
  { key: 'fragrance-free', title: 'Fragrance free', icon: 'fragranceFree' },
  { key: 'cruelty-free', title: 'Cruelty free', icon: 'heart' },
  { key: 'vegan', title: 'Vegan formulas', icon: 'leaf' },
  { key: 'clinical-actives', title: 'Clinically proven actives', icon: 'flask' },
  { key: 'made-in-india', title: 'Made in India', icon: 'lotus' },
] satisfies { key: string; title: string; icon: IconName }[];

export const demoFaqs: [question: string, answer: string][] = [
  [
    'How long does delivery take?',
    'Orders leave our Pune warehouse within 24 hours. Metro cities receive them in 2–4 working days and the rest of India in 4–7 working days. Enter your pincode in the cart to see the estimate for your address.',
  ],
  ['Is shipping free?', '{delivery_terms}; any delivery charge is shown at checkout before you pay.'],
  [
    'Do you offer cash on delivery?',
    'Yes, you can pay cash on delivery ({cod_fee}). You can also pay online by UPI, card or net banking through our secure payment page.',
  ],
  [
    'What is your return policy?',
    'Unused products in their original packaging can be returned within {return_days} days of delivery from your order page. If a product arrives damaged or you receive the wrong item, tell us within those {return_days} days with a photo and we will replace it or refund you in full.',
  ],
  [
    'Should I patch test before using a new product?',
    'Yes, especially with acids and retinol. Apply a small amount behind the ear or on the inner arm for 24–48 hours. If you notice redness, itching or swelling, do not use the product on your face.',
  ],
  [
    'Can I use vitamin C and niacinamide together?',
    'Yes. Modern formulas of both work well together. Apply the thinner texture first, let it absorb for a minute, then the next one, and finish with sunscreen in the morning.',
  ],
  [
    'Are your products safe during pregnancy?',
    'Most of our range is, but avoid retinol and high-strength salicylic acid during pregnancy and breastfeeding. Our Overnight Renewal Cream, made with bakuchiol instead of retinol, is a gentle alternative. Please check with your doctor.',
  ],
  [
    'Are PRIME products tested on animals?',
    'No. We never test on animals and our face care formulas are vegan. All testing is done on human volunteers under dermatological supervision.',
  ],
  [
    'How do I cancel or change an order?',
    'You can cancel an order from My Orders until it is shipped. To change an address, cancel and place a new order, or contact care@primeskin.in and we will help.',
  ],
  [
    'How should I store my skincare?',
    'Keep products closed, away from direct sunlight and below 30 °C. Vitamin C and retinol last longest in a cool, dark cupboard, not a steamy bathroom.',
  ],
];

export const demoPartners = [
  { key: 'amazon', name: 'Amazon', link: 'https://www.amazon.in/', style: 'bold', accent: palette.clay },
  {
    key: 'flipkart',
    name: 'Flipkart',
    link: 'https://www.flipkart.com/',
    style: 'sans',
    accent: palette.green,
  },
  { key: 'nykaa', name: 'Nykaa', link: 'https://www.nykaa.com/', style: 'serif', accent: palette.clay },
  { key: 'tata-1mg', name: 'Tata 1mg', link: 'https://www.1mg.com/', style: 'sans', accent: palette.green },
] satisfies { key: string; name: string; link: string; style: 'serif' | 'sans' | 'bold'; accent: string }[];

export const demoContactCards = [
  {
    key: 'email',
    icon: 'mail',
    heading: 'Email us',
    description: 'Questions about an order or your routine? We answer within one working day.',
    contact: 'care@primeskin.in',
  },
  {
    key: 'phone',
    icon: 'phone',
    heading: 'Call us',
    description: `${messages.customerCareHours}.`,
    contact: '+91 98200 12345',
  },
  {
    key: 'address',
    icon: 'pin',
    heading: 'Visit us',
    description: 'Prime Skincare Pvt. Ltd., 4th Floor, Baner Road',
    contact: 'Pune, Maharashtra 411045',
  },
] satisfies { key: string; icon: IconName; heading: string; description: string; contact: string }[];
