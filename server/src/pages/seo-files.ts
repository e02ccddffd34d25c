// robots.txt and sitemap.xml: what search engines may crawl, and every public page to find.
import type { Product } from '@prime/contract';
import type { Db } from '../db/client.ts';
import { listCategories, listConcerns, listProducts } from '../modules/catalogue/index.ts';
import { listBlogPosts } from '../modules/content/index.ts';
import { escapeText } from './html-text.ts';

/**
 * The shop is open to crawlers; the account area, admin console, API, payment steps and orders (an
 * order's page opens to whoever has its link) are not.
 */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /MainLayout',
    'Disallow: /admin',
    'Disallow: /prime/',
    'Disallow: /pay/',
    'Disallow: /thank-you',
    'Disallow: /payment-failed',
    'Disallow: /orders/',
    'Disallow: /grievances/',
    'Disallow: /track-order',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The canonical URL of the home page, every active product, every listing, the blog and its posts. */
export async function sitemapXml(db: Db, publicUrl: string): Promise<string> {
  const [products, categories, concerns, posts] = await Promise.all([
    listProducts(db, {}) as Promise<Product[]>,
    listCategories(db),
    listConcerns(db),
    listBlogPosts(db),
  ]);
  const urls = [
    `${publicUrl}/`,
    ...categories.map((category) => `${publicUrl}/category/${category.c_id}`),
    ...concerns.map((concern) => `${publicUrl}/concern/${concern.cc_id}`),
    ...products.map((product) => `${publicUrl}/products/${encodeURIComponent(product.p_slug)}`),
    `${publicUrl}/my-blog`,
    ...posts.map((post) => `${publicUrl}/my-blog/${post.bl_id}`),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `  <url><loc>${escapeText(url)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}
