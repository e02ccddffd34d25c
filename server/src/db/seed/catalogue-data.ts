// The shape of the demo catalogue: categories with their packaging finish, concerns with their
// icons, and the type every product entry follows.
import type { ContainerKind } from '../../demo-images/containers.ts';
import type { IconName } from '../../demo-images/line-icons.ts';
import { darken, mix, palette, type Finish } from '../../demo-images/palette.ts';
import type { Texture } from '../../demo-images/product-shots.ts';
import type { NewPackSize } from '../factories.ts';

export const demoCategories = {
  cleansers: {
    name: 'Cleansers',
    finish: {
      body: palette.mist,
      cap: palette.green,
      accent: mix(palette.green, palette.mist, 0.35),
      glass: false,
    },
  },
  serums: {
    name: 'Serums',
    finish: { body: darken(palette.clay, 0.12), cap: palette.green, accent: palette.clay, glass: true },
  },
  moisturisers: {
    name: 'Moisturisers',
    finish: { body: palette.white, cap: palette.green, accent: palette.green, glass: false },
  },
  sunscreens: {
    name: 'Sunscreens',
    finish: { body: palette.sand, cap: palette.clay, accent: palette.clay, glass: false },
  },
  toners: {
    name: 'Toners & Mists',
    finish: {
      body: mix(palette.mist, palette.green, 0.22),
      cap: palette.white,
      accent: mix(palette.green, palette.mist, 0.45),
      glass: true,
    },
  },
  treatments: {
    name: 'Masks & Treatments',
    finish: { body: palette.green, cap: palette.sand, accent: palette.clay, glass: false },
  },
  body: {
    name: 'Body Care',
    finish: {
      body: mix(palette.clay, palette.sand, 0.6),
      cap: palette.green,
      accent: palette.clay,
      glass: false,
    },
  },
} satisfies Record<string, { name: string; finish: Finish }>;

export type CategoryKey = keyof typeof demoCategories;

// The first concern is the one the home page opens with, so it must have products.
export const demoConcerns = {
  acne: { name: 'Acne', icon: 'acne' },
  pigmentation: { name: 'Pigmentation', icon: 'pigmentation' },
  dryness: { name: 'Dryness', icon: 'dryness' },
  ageing: { name: 'Ageing', icon: 'ageing' },
  dullness: { name: 'Dullness', icon: 'dullness' },
  sensitivity: { name: 'Sensitivity', icon: 'sensitivity' },
  oil: { name: 'Oil Control', icon: 'oil' },
  sun: { name: 'Sun Protection', icon: 'sunProtection' },
} satisfies Record<string, { name: string; icon: IconName }>;

export type ConcernKey = keyof typeof demoConcerns;

/** Icons an ingredient may be drawn with. */
export type IngredientIcon = Extract<
  IconName,
  | 'molecule'
  | 'leaf'
  | 'flower'
  | 'drop'
  | 'citrus'
  | 'mineral'
  | 'grain'
  | 'aloe'
  | 'centella'
  | 'tea'
  | 'barrier'
  | 'sun'
  | 'chain'
  | 'berry'
>;

export const ingredientIcons: IngredientIcon[] = [
  'molecule',
  'leaf',
  'flower',
  'drop',
  'citrus',
  'mineral',
  'grain',
  'aloe',
  'centella',
  'tea',
  'barrier',
  'sun',
  'chain',
  'berry',
];

export interface DemoProduct {
  slug: string;
  name: string;
  category: CategoryKey;
  concern: ConcernKey;
  container: ContainerKind;
  texture: Texture;
  packs: NewPackSize[];
  bestSellerRank?: number;
  upcoming?: true;
  description: string;
  howItWorks: string;
  howToUse: string;
  suitableFor: string;
  /** Feature badges, separated by bars. */
  badges: string;
  /** Icon, then "Name strength — what it does". The first one is pictured with the product. */
  ingredients: [IngredientIcon, string][];
}

/** A pack size: grams, MRP and price in rupees, units in stock. */
export const pack = (grams: number, mrp: number, price: number, stock: number): NewPackSize => ({
  grams,
  mrp,
  price,
  stock,
});
