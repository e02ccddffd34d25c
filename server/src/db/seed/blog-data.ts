// Demo blog posts, newest first; dates are counted back from the day the catalogue is loaded.
import { lighten, mix, palette } from '../../demo-images/palette.ts';
import type { CategoryKey } from './catalogue-data.ts';

export const demoBlogPosts = [
  {
    key: 'spf-indian-summer',
    author: 'Dr. Neha Kulkarni',
    heading: 'How much sunscreen is enough in an Indian summer?',
    description:
      'Most of us apply a third of the sunscreen the SPF on the label was tested with. The two-finger rule fixes that for the face and neck. Reapply every two to three hours outdoors, and yes, on cloudy monsoon days too.',
    hashtags: '#sunscreen, #spf50, #summerskincare, #indianskin',
    daysAgo: 9,
    products: ['sunscreens', 'serums'],
    background: palette.sand,
  },
  {
    key: 'vitamin-c-guide',
    author: 'Ritika Sharma',
    heading: 'Vitamin C, decoded: what 15% really does',
    description:
      'Vitamin C brightens, fades tan and protects against pollution, but only if the form is stable. We explain ethyl ascorbic acid, why amber glass matters, and how to pair it with niacinamide.',
    hashtags: '#vitaminc, #brightening, #ingredients',
    daysAgo: 38,
    products: ['serums', 'moisturisers'],
    background: lighten(palette.clay, 0.72),
  },
  {
    key: 'barrier-repair',
    author: 'Dr. Neha Kulkarni',
    heading: 'Five signs your skin barrier needs a break',
    description:
      'Stinging when you apply moisturiser, sudden redness and flaky patches are your skin asking you to pause the acids. Here is a simple four-week reset routine with ceramides and centella.',
    hashtags: '#skinbarrier, #ceramides, #sensitiveskin',
    daysAgo: 74,
    products: ['moisturisers', 'cleansers', 'toners'],
    background: palette.mist,
  },
  {
    key: 'monsoon-routine',
    author: 'Aman Joshi',
    heading: 'A lighter routine for monsoon humidity',
    description:
      'Humidity changes what your skin needs. Swap heavy creams for gels, keep a gentle salicylic cleanser close, and do not skip sunscreen just because the sky is grey.',
    hashtags: '#monsoonskincare, #oilyskin, #gelmoisturiser',
    daysAgo: 121,
    products: ['cleansers', 'moisturisers'],
    background: mix(palette.mist, palette.green, 0.12),
  },
  {
    key: 'retinol-start',
    author: 'Ritika Sharma',
    heading: 'Starting retinol without the peeling',
    description:
      'Begin twice a week, on dry skin, with a pea-sized amount, and buffer with moisturiser if you need to. Most people can use retinol nightly within two months, and the results are worth the patience.',
    hashtags: '#retinol, #antiageing, #nightroutine',
    daysAgo: 167,
    products: ['serums', 'treatments'],
    background: palette.sand,
  },
  {
    key: 'acne-myths',
    author: 'Dr. Sameer Deshpande',
    heading: 'Acne myths we hear every week',
    description:
      'Toothpaste does not dry out pimples, scrubbing harder does not clear pores, and oily skin still needs moisturiser. A dermatologist sorts fact from forwarded message.',
    hashtags: '#acne, #salicylicacid, #niacinamide, #skinmyths',
    daysAgo: 230,
    products: ['treatments', 'cleansers', 'serums'],
    background: lighten(palette.clay, 0.8),
  },
] satisfies {
  key: string;
  author: string;
  heading: string;
  description: string;
  hashtags: string;
  daysAgo: number;
  products: CategoryKey[];
  background: string;
}[];
