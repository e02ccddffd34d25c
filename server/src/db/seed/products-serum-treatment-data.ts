// Demo products: serums, masks and targeted treatments.
import { pack, type DemoProduct } from './catalogue-data.ts';

export const serumTreatmentProducts: DemoProduct[] = [
  {
    slug: 'vitamin-c-brightening-serum',
    name: 'Vitamin C 15% Brightening Serum',
    category: 'serums',
    concern: 'pigmentation',
    container: 'dropper',
    texture: 'drops',
    packs: [pack(15, 699, 599, 70), pack(30, 1099, 899, 95)],
    bestSellerRank: 1,
    description:
      'Our best-loved serum: a silky, fast-absorbing vitamin C that fades tan and dark spots and brings back an even glow. Packed in amber glass so it stays potent to the last drop.',
    howItWorks:
      'Ethyl ascorbic acid, a stable form of vitamin C, slows excess melanin and neutralises the free radicals made by sun and pollution; ferulic acid and vitamin E double its protection.',
    howToUse:
      'Every morning, smooth 3–4 drops over clean, dry skin before moisturiser. Always finish with SPF 50 sunscreen.',
    suitableFor: 'All skin types with dullness, tan, dark spots or uneven tone.',
    badges: 'Fragrance free | Non-comedogenic | Stable vitamin C | Dermatologically tested',
    ingredients: [
      ['citrus', 'Ethyl Ascorbic Acid 15% — fades dark spots and brightens'],
      ['berry', 'Ferulic Acid 0.5% — boosts and stabilises vitamin C'],
      ['drop', 'Tocopherol (Vitamin E) — antioxidant that softens skin'],
      ['drop', 'Sodium Hyaluronate — light hydration without stickiness'],
    ],
  },
  {
    slug: 'niacinamide-zinc-serum',
    name: 'Niacinamide 10% + Zinc 1% Serum',
    category: 'serums',
    concern: 'acne',
    container: 'dropper',
    texture: 'drops',
    packs: [pack(15, 449, 399, 110), pack(30, 649, 549, 130), pack(50, 949, 799, 60)],
    bestSellerRank: 3,
    description:
      'A water-light serum that tackles oiliness, acne marks and large-looking pores at once. The first serum most of our customers add to their routine.',
    howItWorks:
      'Niacinamide regulates sebum, fades post-acne marks and strengthens the barrier; zinc PCA reduces shine and the bacteria that feed on it.',
    howToUse:
      'Apply 2–3 drops to the whole face, morning and night, after toner and before moisturiser. Layers well under sunscreen.',
    suitableFor: 'Oily, acne-prone and combination skin; gentle enough for sensitive skin.',
    badges: 'Vegan | Non-comedogenic | Fragrance free | Dermatologically tested',
    ingredients: [
      ['molecule', 'Niacinamide 10% — regulates sebum and refines the look of pores'],
      ['mineral', 'Zinc PCA 1% — controls shine and calms breakouts'],
      ['leaf', 'Tamarind Seed Extract — hydrates and firms'],
    ],
  },
  {
    slug: 'retinol-night-serum',
    name: 'Retinol 0.3% Night Serum',
    category: 'serums',
    concern: 'ageing',
    container: 'dropper',
    texture: 'drops',
    packs: [pack(30, 1299, 1099, 45)],
    description:
      'An encapsulated retinol serum that smooths fine lines and refines texture while you sleep, with far less dryness than plain retinol.',
    howItWorks:
      'Encapsulated retinol releases slowly through the night to speed up cell renewal; bakuchiol and squalane keep skin calm and supple.',
    howToUse:
      'At night, apply 3 drops to dry skin twice a week, then build up to every night. Avoid using with acids on the same night. Use sunscreen daily.',
    suitableFor: 'Normal, combination and oily skin from the late twenties on; not during pregnancy.',
    badges: 'Encapsulated retinol | Fragrance free | Night use | Dermatologically tested',
    ingredients: [
      ['molecule', 'Encapsulated Retinol 0.3% — smooths fine lines and texture'],
      ['leaf', 'Bakuchiol 1% — plant retinol alternative that adds firmness'],
      ['drop', 'Squalane — replenishes moisture lost to retinol'],
      ['centella', 'Centella Asiatica — reduces irritation'],
    ],
  },
  {
    slug: 'alpha-arbutin-spot-serum',
    name: 'Alpha Arbutin 2% Spot Serum',
    category: 'serums',
    concern: 'pigmentation',
    container: 'dropper',
    texture: 'drops',
    packs: [pack(30, 799, 699, 66)],
    description:
      'A targeted serum for stubborn dark spots, acne marks and patchy pigmentation. Works quietly alongside your other actives, morning or night.',
    howItWorks:
      'Alpha arbutin slows the enzyme that makes pigment; licorice and niacinamide spread the brightening across the face.',
    howToUse:
      'Apply 2–3 drops to the whole face or press onto spots, twice a day. Follow with moisturiser and sunscreen.',
    suitableFor: 'All skin types with dark spots, melasma-prone or post-acne marks.',
    badges: 'Fragrance free | Vegan | Non-comedogenic | Dermatologically tested',
    ingredients: [
      ['molecule', 'Alpha Arbutin 2% — fades dark spots and evens tone'],
      ['leaf', 'Licorice Root Extract — brightens and calms'],
      ['molecule', 'Niacinamide 3% — reduces the transfer of pigment'],
    ],
  },
  {
    slug: 'hyaluronic-acid-b5-serum',
    name: 'Hyaluronic Acid 2% + B5 Hydrating Serum',
    category: 'serums',
    concern: 'dryness',
    container: 'dropper',
    texture: 'drops',
    packs: [pack(30, 649, 549, 90), pack(50, 949, 799, 44)],
    bestSellerRank: 6,
    description:
      'A plumping serum with three weights of hyaluronic acid that draw water into every layer of the skin. Skin looks bouncy, lines from dehydration soften.',
    howItWorks:
      'High, medium and low molecular weight hyaluronic acid hydrate the surface and below; vitamin B5 locks the water in.',
    howToUse: 'Pat 3–4 drops onto damp skin morning and night, then seal with moisturiser.',
    suitableFor: 'All skin types, especially dehydrated and dry skin.',
    badges: 'Fragrance free | Oil free | Vegan | Dermatologically tested',
    ingredients: [
      ['drop', 'Hyaluronic Acid 2% (multi-weight) — deep, lasting hydration'],
      ['drop', 'Panthenol (Vitamin B5) — repairs and softens'],
      ['aloe', 'Aloe Vera — soothes and refreshes'],
    ],
  },
  {
    slug: 'peptide-firming-serum',
    name: 'Multi-Peptide Firming Serum',
    category: 'serums',
    concern: 'ageing',
    container: 'dropper',
    texture: 'drops',
    packs: [pack(30, 1899, 1599, 0)],
    upcoming: true,
    description:
      'Coming soon: a lightweight serum with five peptides for firmer-looking skin and softer expression lines, made to pair with our retinol.',
    howItWorks: 'Signal peptides encourage collagen support while copper tripeptide helps skin recover.',
    howToUse: 'Apply 3 drops morning and night before moisturiser.',
    suitableFor: 'All skin types showing early signs of ageing.',
    badges: 'Fragrance free | Vegan | Dermatologically tested',
    ingredients: [
      ['chain', 'Matrixyl 3000 — signal peptides for firmer-looking skin'],
      ['chain', 'Copper Tripeptide-1 — supports recovery and radiance'],
      ['drop', 'Sodium Hyaluronate — hydrates and plumps'],
    ],
  },
  {
    slug: 'salicylic-spot-corrector-gel',
    name: 'Salicylic Acid Spot Corrector Gel',
    category: 'treatments',
    concern: 'acne',
    container: 'tube',
    texture: 'gel',
    packs: [pack(15, 349, 299, 140)],
    bestSellerRank: 8,
    description:
      'A clear, fast-drying gel that you dab on a pimple the moment it appears. Flattens and calms a spot overnight without flaking the skin around it.',
    howItWorks:
      'Salicylic acid clears the clogged pore, tea tree fights bacteria and niacinamide fades the mark left behind.',
    howToUse:
      'Dab a small amount onto the spot up to twice daily after cleansing. Do not rub in over wide areas.',
    suitableFor: 'Oily and acne-prone skin, teenagers and adults.',
    badges: 'Non-comedogenic | Quick drying | Invisible finish | Dermatologically tested',
    ingredients: [
      ['molecule', 'Salicylic Acid 2% — unclogs the pore behind the spot'],
      ['leaf', 'Tea Tree Oil 0.5% — reduces acne-causing bacteria'],
      ['molecule', 'Niacinamide 4% — fades post-acne marks'],
    ],
  },
  {
    slug: 'kaolin-clay-pore-detox-mask',
    name: 'Kaolin Clay Pore Detox Mask',
    category: 'treatments',
    concern: 'oil',
    container: 'jar',
    texture: 'cream',
    packs: [pack(50, 499, 429, 58), pack(100, 849, 729, 36)],
    description:
      'A creamy white-clay mask that draws out oil and grime from congested areas in ten minutes. Skin feels clean and smooth, never parched.',
    howItWorks:
      'Kaolin and bentonite absorb excess sebum; a touch of lactic acid smooths while glycerin keeps the mask from over-drying.',
    howToUse:
      'Apply an even layer to clean skin, leave for 10 minutes, then rinse with warm water. Use 1–2 times a week.',
    suitableFor: 'Oily and combination skin; apply to the T-zone only if your cheeks are dry.',
    badges: 'No drying alcohol | Vegan | Weekly care | Dermatologically tested',
    ingredients: [
      ['mineral', 'Kaolin — gentle clay that absorbs excess oil'],
      ['mineral', 'Bentonite — draws impurities out of pores'],
      ['molecule', 'Lactic Acid 2% — smooths texture'],
      ['drop', 'Glycerin — prevents tightness'],
    ],
  },
  {
    slug: 'aha-bha-peeling-solution',
    name: 'AHA 10% + BHA 2% Peeling Solution',
    category: 'treatments',
    concern: 'dullness',
    container: 'dropper',
    texture: 'drops',
    packs: [pack(30, 749, 649, 50)],
    description:
      'A ten-minute weekly peel that leaves skin visibly smoother and brighter. Buffered for Indian skin with soothing botanicals.',
    howItWorks:
      'Glycolic and lactic acids resurface; salicylic acid clears pores; centella and panthenol keep the skin comfortable.',
    howToUse:
      'Once a week at night, spread over dry, clean skin, avoiding the eyes. Leave no longer than 10 minutes, rinse well and moisturise. Patch test first.',
    suitableFor:
      'Experienced acid users with normal, oily or combination skin; not for sensitive or broken skin.',
    badges: 'Weekly use | Patch test first | Fragrance free | Dermatologically tested',
    ingredients: [
      ['molecule', 'Glycolic Acid + Lactic Acid 10% — resurface for an even glow'],
      ['molecule', 'Salicylic Acid 2% — decongests pores'],
      ['centella', 'Centella Asiatica — calms after the peel'],
    ],
  },
  {
    slug: 'overnight-hydrating-sleeping-mask',
    name: 'Overnight Hydrating Sleeping Mask',
    category: 'treatments',
    concern: 'dryness',
    container: 'jar',
    texture: 'gel',
    packs: [pack(50, 799, 699, 0)],
    upcoming: true,
    description:
      'Coming soon: a cooling gel-cream mask that works through the night so you wake up to plump, rested-looking skin.',
    howItWorks:
      'Hyaluronic acid and trehalose hydrate while a light occlusive film stops water escaping overnight.',
    howToUse:
      'As the last step of your night routine, smooth a thin layer over the face. Rinse in the morning.',
    suitableFor: 'Dry and dehydrated skin of all types.',
    badges: 'Fragrance free | Overnight | Vegan | Dermatologically tested',
    ingredients: [
      ['drop', 'Hyaluronic Acid — holds water through the night'],
      ['grain', 'Trehalose — protects skin from dehydration'],
      ['aloe', 'Aloe Vera — cools and soothes'],
    ],
  },
];
