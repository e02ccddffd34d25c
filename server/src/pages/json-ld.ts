// Structured data for search engines (schema.org as JSON-LD): the product on its page with its offer
// and rating, the way to it from the home page, and the shop itself on the home page.
import type { BlogPost, Product } from '@prime/contract';

const SCHEMA = 'https://schema.org';

/** InStock while any pack size has units; an upcoming product cannot be bought yet. */
export function availability(product: Product): string {
  const buyable = product.p_upcoming !== 1 && product.product_price.some((pack) => pack.pp_stocks > 0);
  return `${SCHEMA}/${buyable ? 'InStock' : 'OutOfStock'}`;
}

/** A declared maker (`Name, address…`) as an Organization: its name, then the address as written. */
function organisationOf(declared: string): object {
  const comma = declared.indexOf(',');
  if (comma === -1) return { '@type': 'Organization', name: declared };
  return {
    '@type': 'Organization',
    name: declared.slice(0, comma).trim(),
    address: declared.slice(comma + 1).trim(),
  };
}

export function productJsonLd(product: Product, page: { url: string; images: string[] }): object {
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.p_productname,
    image: page.images,
    description: product.p_description,
    sku: String(product.p_id),
    brand: { '@type': 'Brand', name: 'PRIME' },
    countryOfOrigin: product.p_country_of_origin,
    ...(product.p_manufacturer ? { manufacturer: organisationOf(product.p_manufacturer) } : {}),
    offers: {
      '@type': 'Offer',
      // The first pack size's selling price, as the page shows it first.
      price: product.product_price[0]?.pp_discount_prize ?? product.p_discount_prize,
      priceCurrency: 'INR',
      availability: availability(product),
      url: page.url,
    },
    ...(product.reviewcount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.p_rating,
            reviewCount: product.reviewcount,
          },
        }
      : {}),
  };
}

export function breadcrumbJsonLd(steps: { name: string; url: string }[]): object {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

export function blogPostingJsonLd(post: BlogPost, page: { url: string; image: string }): object {
  return {
    '@context': SCHEMA,
    '@type': 'BlogPosting',
    headline: post.bl_heading,
    image: [page.image],
    datePublished: post.bl_created_at,
    author: { '@type': 'Person', name: post.bl_name },
    publisher: { '@type': 'Organization', name: 'PRIME' },
    mainEntityOfPage: page.url,
  };
}

export function organizationJsonLd(publicUrl: string): object {
  return {
    '@context': SCHEMA,
    '@type': 'Organization',
    name: 'PRIME',
    description: 'Dermacosmetic skincare formulated for Indian skin.',
    url: `${publicUrl}/`,
    logo: `${publicUrl}/favicon.svg`,
  };
}
