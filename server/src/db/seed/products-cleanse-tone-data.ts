// Demo products: cleansers, toners and mists.
import { pack, type DemoProduct } from './catalogue-data.ts';

export const cleanseToneProducts: DemoProduct[] = [
  {
    slug: 'gentle-cica-foaming-cleanser',
    name: 'Gentle Cica Foaming Cleanser',
    category: 'cleansers',
    concern: 'sensitivity',
    container: 'pump',
    texture: 'foam',
    packs: [pack(100, 449, 399, 64), pack(200, 799, 699, 42)],
    bestSellerRank: 5,
    description:
      'A soft, low-foam cleanser that lifts sunscreen, sweat and city grime without the tight, squeaky feeling. Centella and panthenol keep reactive skin calm wash after wash.',
    howItWorks:
      'Mild amino-acid surfactants cleanse at skin-friendly pH 5.5, while centella asiatica and panthenol soothe redness and support the moisture barrier.',
    howToUse:
      'Pump once onto damp hands, work into a light foam and massage over the face for 30 seconds. Rinse with lukewarm water, morning and night.',
    suitableFor:
      'Sensitive, redness-prone and combination skin; safe after procedures once the skin has closed.',
    badges: 'Fragrance free | pH 5.5 | Sulphate free | Dermatologically tested',
    ingredients: [
      ['centella', 'Centella Asiatica Extract — calms visible redness and helps skin recover'],
      ['drop', 'Panthenol 1% — attracts water and softens the feel of skin after rinsing'],
      ['grain', 'Sodium Cocoyl Glycinate — a gentle amino-acid cleanser from coconut'],
      ['leaf', 'Allantoin — soothes and smooths rough patches'],
    ],
  },
  {
    slug: 'salicylic-acid-clarifying-face-wash',
    name: 'Salicylic Acid 2% Clarifying Face Wash',
    category: 'cleansers',
    concern: 'acne',
    container: 'tube',
    texture: 'gel',
    packs: [pack(100, 399, 349, 120)],
    bestSellerRank: 2,
    description:
      'A clear gel face wash that goes into pores to clear excess oil and the build-up behind blackheads. Made for humid Indian summers and skin that breaks out easily.',
    howItWorks:
      'Salicylic acid is oil-soluble, so it loosens the sebum and dead cells that clog pores; zinc PCA keeps shine in check through the day.',
    howToUse:
      'Massage a coin-sized amount onto wet skin for 60 seconds so the acid can work, then rinse. Use once daily to start, twice once your skin is used to it.',
    suitableFor: 'Oily and acne-prone skin, including teenage skin; not for broken or very dry skin.',
    badges: 'Non-comedogenic | Soap free | Fragrance free | Dermatologically tested',
    ingredients: [
      ['molecule', 'Salicylic Acid 2% — exfoliates inside the pore to clear blackheads'],
      ['mineral', 'Zinc PCA 1% — regulates sebum and reduces shine'],
      ['tea', 'Green Tea Extract — antioxidant that calms angry spots'],
      ['aloe', 'Aloe Vera Juice — hydrates so the skin does not feel stripped'],
    ],
  },
  {
    slug: 'vitamin-c-glow-gel-cleanser',
    name: 'Vitamin C Glow Gel Cleanser',
    category: 'cleansers',
    concern: 'dullness',
    container: 'tube',
    texture: 'gel',
    packs: [pack(100, 375, 329, 88)],
    description:
      'A bright, refreshing gel wash that clears away the dull film left by pollution and leaves skin looking awake. A gentle start to a vitamin C routine.',
    howItWorks:
      'A stable vitamin C derivative and orange peel extract brighten the surface, while glycerin keeps skin comfortable after rinsing.',
    howToUse:
      'Lather a small amount with water, massage over face and neck, then rinse. Best in the morning.',
    suitableFor: 'Normal, combination and oily skin that looks tired or uneven.',
    badges: 'Paraben free | Non-drying | Dermatologically tested',
    ingredients: [
      ['citrus', 'Sodium Ascorbyl Phosphate — a stable vitamin C that evens out tone'],
      ['citrus', 'Orange Peel Extract — natural fruit acids for a fresher look'],
      ['drop', 'Glycerin — keeps skin soft after every wash'],
    ],
  },
  {
    slug: 'ceramide-cream-cleanser',
    name: 'Ceramide Cream Cleanser',
    category: 'cleansers',
    concern: 'dryness',
    container: 'pump',
    texture: 'cream',
    packs: [pack(150, 525, 459, 56)],
    description:
      'A milky, non-foaming cleanser that melts away dirt and light make-up while leaving skin cushioned, never tight. Ideal for dry winters and air-conditioned offices.',
    howItWorks:
      'Ceramides and cholesterol replace the lipids that hard water washes away, and oat extract calms the itch of dehydrated skin.',
    howToUse:
      'Massage onto dry or damp skin, add a splash of water to emulsify, then rinse or wipe off with a soft cloth.',
    suitableFor: 'Dry, very dry and mature skin; gentle enough for eczema-prone areas.',
    badges: 'Fragrance free | Non-foaming | Barrier friendly | Dermatologically tested',
    ingredients: [
      ['barrier', 'Ceramide NP — restores the lipid barrier that keeps moisture in'],
      ['grain', 'Colloidal Oatmeal — relieves dryness and itch'],
      ['drop', 'Squalane — light plant oil that leaves skin supple'],
    ],
  },
  {
    slug: 'rose-niacinamide-hydrating-mist',
    name: 'Rose & Niacinamide Hydrating Mist',
    category: 'toners',
    concern: 'dullness',
    container: 'mist',
    texture: 'mist',
    packs: [pack(100, 449, 399, 75)],
    description:
      'A fine, cooling mist of steam-distilled Kannauj rose water and niacinamide. Refreshes skin through the day and sets make-up without disturbing it.',
    howItWorks:
      'Niacinamide strengthens the barrier and evens out tone while rose water and hyaluronic acid deliver a quick hit of hydration.',
    howToUse:
      'Hold 20 cm from the face and mist after cleansing, before serums, or any time skin feels tight. Shake gently before use.',
    suitableFor: 'All skin types, including sensitive skin.',
    badges: 'Alcohol free | Vegan | Refreshing | Dermatologically tested',
    ingredients: [
      ['flower', 'Rosa Damascena Flower Water — soothes and refreshes'],
      ['molecule', 'Niacinamide 4% — evens out skin tone and supports the barrier'],
      ['drop', 'Sodium Hyaluronate — holds water in the upper layers of skin'],
    ],
  },
  {
    slug: 'glycolic-acid-exfoliating-toner',
    name: '5% Glycolic Acid Exfoliating Toner',
    category: 'toners',
    concern: 'dullness',
    container: 'mist',
    texture: 'drops',
    packs: [pack(100, 549, 479, 60), pack(200, 949, 829, 34)],
    description:
      'A gentle resurfacing toner that sweeps away dead cells for smoother, brighter skin in a few weeks. Tuned for Indian skin, which can darken when over-exfoliated.',
    howItWorks:
      'Glycolic acid loosens the bonds between dull surface cells; aloe and tasmanian pepperberry keep irritation low.',
    howToUse:
      'At night, soak a cotton pad and sweep over clean skin, avoiding the eyes. Start on alternate nights. Always use sunscreen the next morning.',
    suitableFor: 'Normal, oily and combination skin with dullness, rough texture or tan.',
    badges: 'Alcohol free | pH 3.8 | Patch test first | Dermatologically tested',
    ingredients: [
      ['molecule', 'Glycolic Acid 5% — exfoliates for smoother, more even skin'],
      ['aloe', 'Aloe Barbadensis Leaf Juice — calms and hydrates'],
      ['berry', 'Pepperberry Extract — reduces the sting of acids'],
      ['drop', 'Glycerin — keeps the skin comfortable'],
    ],
  },
  {
    slug: 'green-tea-pore-balancing-toner',
    name: 'Green Tea Pore Balancing Toner',
    category: 'toners',
    concern: 'oil',
    container: 'mist',
    texture: 'mist',
    packs: [pack(150, 399, 349, 82)],
    description:
      'A light, antioxidant toner that tones down midday shine and visibly tightens the look of pores. Feels like a splash of cool water.',
    howItWorks:
      'Green tea polyphenols and zinc regulate oil production while witch hazel (alcohol free) refines the surface.',
    howToUse: 'Mist or pat onto clean skin morning and night, then follow with serum and moisturiser.',
    suitableFor: 'Oily, combination and acne-prone skin.',
    badges: 'Alcohol free | Non-comedogenic | Oil control | Dermatologically tested',
    ingredients: [
      ['tea', 'Camellia Sinensis Leaf Extract — antioxidant that balances oil'],
      ['mineral', 'Zinc Gluconate — reduces visible shine'],
      ['leaf', 'Hamamelis Virginiana Water — refines the look of pores'],
    ],
  },
  {
    slug: 'centella-soothing-face-mist',
    name: 'Centella Soothing Face Mist',
    category: 'toners',
    concern: 'sensitivity',
    container: 'mist',
    texture: 'mist',
    packs: [pack(100, 425, 379, 48)],
    description:
      'A calming mist for skin that flushes in heat, after workouts or after shaving. Cools instantly and takes the edge off redness.',
    howItWorks: 'Centella, madecassoside and allantoin calm the skin while beta-glucan restores comfort.',
    howToUse:
      'Mist over the face and neck whenever skin feels hot or irritated. Let it absorb or press in with palms.',
    suitableFor: 'Sensitive, reactive and rosacea-prone skin.',
    badges: 'Fragrance free | Alcohol free | Vegan | Dermatologically tested',
    ingredients: [
      ['centella', 'Madecassoside — calms redness and supports repair'],
      ['grain', 'Oat Beta-Glucan — soothes and hydrates'],
      ['leaf', 'Allantoin — softens and comforts irritated areas'],
    ],
  },
];
