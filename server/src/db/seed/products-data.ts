// Every demo product, and how each one's packaging is drawn.
import { packSizeLabel } from '@prime/contract';
import type { ContainerSpec } from '../../demo-images/containers.ts';
import type { ProductShot } from '../../demo-images/product-shots.ts';
import { demoCategories, type CategoryKey, type DemoProduct } from './catalogue-data.ts';
import { demoDeclarations } from './declarations-data.ts';
import { cleanseToneProducts } from './products-cleanse-tone-data.ts';
import { protectProducts } from './products-protect-data.ts';
import { serumTreatmentProducts } from './products-serum-treatment-data.ts';

export const demoProducts: DemoProduct[] = [
  ...serumTreatmentProducts,
  ...cleanseToneProducts,
  ...protectProducts,
];

export function containerOf(product: DemoProduct): ContainerSpec {
  return {
    kind: product.container,
    finish: demoCategories[product.category].finish,
    name: product.name,
    caption: packSizeLabel(product.packs[0]!.grams, demoDeclarations[product.slug]?.unit),
  };
}

export function shotOf(product: DemoProduct): ProductShot {
  return {
    key: product.slug,
    container: containerOf(product),
    texture: product.texture,
    motif: product.ingredients[0]![0],
  };
}

/** The packaging that stands for a category in banners and other scenes: its first product's. */
export function containerOfCategory(category: CategoryKey): ContainerSpec {
  return containerOf(demoProducts.find((product) => product.category === category)!);
}
