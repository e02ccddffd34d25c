// The public pages as a search engine or a browser without JavaScript reads them: content, status,
// head tags, JSON-LD, the query cache handed to the browser, robots.txt and sitemap.xml.
import { REVIEWS_PER_PAGE } from '@prime/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertConcern, insertProduct, insertReview } from '../db/factories.ts';
import { banners, blogPosts, offerBanners, products } from '../db/schema.ts';
import { builtWebDir, WEB_BUILD_TIMEOUT_MS } from '../test/built-web.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { get, jsonLd, linkHref, metaContent, queryState, textOf } from '../test/page-helpers.ts';

const SHOP = 'https://shop.example.in';
let t: TestApp;
const ids = { serums: 0, sunscreens: 0, pigmentation: 0, serum: 0, cream: 0, upcoming: 0, hidden: 0 };

beforeAll(async () => {
  t = await createTestApp({ publicUrl: SHOP }, { webDir: builtWebDir() });
  const db = t.database.db;
  ids.serums = await insertCategory(db, 'Serums');
  ids.sunscreens = await insertCategory(db, 'Sunscreens');
  ids.pigmentation = await insertConcern(db, 'Pigmentation', 'uploads/demo/concerns/pigmentation.webp');
  ids.serum = (
    await insertProduct(db, {
      name: 'Vitamin C 15% Brightening Serum',
      slug: 'vitamin-c-15-brightening-serum',
      categoryId: ids.serums,
      concernId: ids.pigmentation,
      image: 'uploads/demo/products/vitamin-c-1.webp',
      gallery: ['uploads/demo/products/vitamin-c-2.webp'],
      description: 'A light serum with 15% vitamin C that evens out dark spots in eight weeks.',
      bestSellerRank: 1,
      packs: [
        { grams: 30, mrp: 899, price: 749, stock: 12 },
        { grams: 50, mrp: 1299, price: 1099, stock: 4 },
      ],
    })
  ).id;
  ids.cream = (
    await insertProduct(db, {
      name: 'Ceramide Barrier Cream',
      slug: 'ceramide-barrier-cream',
      categoryId: ids.serums,
      packs: [{ grams: 50, mrp: 699, price: 599, stock: 0 }],
    })
  ).id;
  ids.upcoming = (
    await insertProduct(db, {
      name: 'Retinal Night Serum',
      slug: 'retinal-night-serum',
      categoryId: ids.serums,
      upcoming: 1,
      packs: [{ grams: 30, mrp: 1499, price: 1299, stock: 40 }],
    })
  ).id;
  ids.hidden = (
    await insertProduct(db, {
      name: 'Retired Toner',
      slug: 'retired-toner',
      categoryId: ids.serums,
      packs: [{ grams: 100, mrp: 499, price: 399, stock: 9 }],
    })
  ).id;
  await db.update(products).set({ status: 0 }).where(eq(products.id, ids.hidden));
  for (const rating of [5, 4]) {
    await insertReview(db, { productId: ids.serum, rating, heading: 'Spots faded', comment: 'Works.' });
  }
  await db.insert(banners).values({
    title: 'NEW',
    heading: 'Glow that lasts all day',
    image: 'uploads/demo/banners/glow.webp',
  });
  await db.insert(offerBanners).values({ text: 'Free shipping on orders above ₹499' });
  await db.insert(blogPosts).values({
    image: 'uploads/demo/blog/spf.webp',
    author: 'Dr. Meera Iyer',
    heading: 'How much sunscreen is enough?',
    description: 'Two finger lengths for face and neck.',
  });
}, WEB_BUILD_TIMEOUT_MS);
afterAll(() => t.close());

const page = (url: string) => get(t.app, url);

describe('public pages', () => {
  it('home: the banner, categories and best sellers in the HTML, the shop as Organization', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    const text = textOf(response.body);
    expect(text).toContain('Glow that lasts all day');
    expect(text).toContain('SERUMS');
    expect(text).toContain('Vitamin C 15% Brightening Serum');
    expect(text).toContain('₹749');
    expect(text).toContain('Free shipping on orders above ₹499');
    expect(text).toContain('How much sunscreen is enough?');
    expect(response.body).toMatch(/<title>PRIME — Science for your skin<\/title>/);
    expect(linkHref(response.body, 'canonical')).toBe(`${SHOP}/`);
    expect(metaContent(response.body, 'og:url')).toBe(`${SHOP}/`);
    expect(metaContent(response.body, 'og:type')).toBe('website');
    expect(metaContent(response.body, 'og:image')).toBe(`${SHOP}/uploads/demo/banners/glow.webp`);
    expect(jsonLd(response.body, 'Organization')).toMatchObject({ name: 'PRIME', url: `${SHOP}/` });
    // The largest image is asked for from the head, before any script runs.
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    expect(head).toMatch(/<link rel="preload" as="image"[^>]*glow\.webp/);
    // And the body and heading fonts, before the CSS that names them: the rules the page shows, in the
    // head.
    const fonts = [...head.matchAll(/<link rel="preload" href="([^"]+\.woff2)" as="font"/g)].map((m) => m[1]);
    expect(fonts).toEqual([expect.stringMatching(/inter-400/), expect.stringMatching(/fraunces-600/)]);
    expect(head.indexOf('.woff2')).toBeLessThan(head.indexOf('<style data-critical-css>'));
    // The stylesheets and the page's modules wait, inert, for the browser entry to add them once the
    // banner is on screen: nothing holds back the first paint or shares the bandwidth with the banner.
    const deferred = /<template id="prime-deferred-assets">([\s\S]*?)<\/template>/.exec(response.body)?.[1];
    const outside = response.body.replace(/<template[\s\S]*?<\/template>/, '');
    expect(outside).not.toContain('rel="stylesheet"');
    expect(outside).not.toContain('rel="modulepreload"');
    const hrefs = (rel: string) =>
      [...(deferred ?? '').matchAll(new RegExp(`<link rel="${rel}"[^>]*href="([^"]+)"`, 'g'))].map(
        (m) => m[1],
      );
    // The app's one stylesheet: it applies whole, never a part of the rules before the rest.
    expect(hrefs('stylesheet')).toEqual([expect.stringMatching(/^\/assets\/[^/]+\.css$/)]);
    expect(hrefs('modulepreload')).toContainEqual(expect.stringMatching(/\/assets\/home-page-[^/]+\.js$/));
    // Parts the page loads lazily (the footer, the lower sections) are drawn styled from the first
    // paint too: their rules are in the inlined CSS.
    const inlined = /<style data-critical-css>([\s\S]*?)<\/style>/.exec(head)?.[1] ?? '';
    const footerClass = /<footer class="([^"\s]+)/.exec(response.body)?.[1];
    expect(footerClass).toBeDefined();
    expect(inlined).toContain(`.${footerClass}`);
    // The entry script itself stays: it is what adds them.
    expect(head).toMatch(/<script type="module" crossorigin src="\/assets\/index-[^"]+\.js"><\/script>/);
  });

  it('product page at its slug: name, price, stock and first image, with Product and BreadcrumbList', async () => {
    const response = await page('/products/vitamin-c-15-brightening-serum');
    expect(response.statusCode).toBe(200);
    const text = textOf(response.body);
    expect(response.body).toMatch(/<h1[^>]*>Vitamin C 15% Brightening Serum<\/h1>/);
    expect(text).toContain('₹749');
    expect(text).toContain('In stock');
    expect(response.body).toContain('uploads/demo/products/vitamin-c-1.webp');
    expect(response.body).toContain('<title>Vitamin C 15% Brightening Serum — PRIME</title>');
    expect(metaContent(response.body, 'description')).toBe(
      'A light serum with 15% vitamin C that evens out dark spots in eight weeks.',
    );
    const canonical = `${SHOP}/products/vitamin-c-15-brightening-serum`;
    expect(linkHref(response.body, 'canonical')).toBe(canonical);
    expect(metaContent(response.body, 'og:url')).toBe(canonical);
    expect(metaContent(response.body, 'og:type')).toBe('product');
    expect(metaContent(response.body, 'og:image')).toBe(`${SHOP}/uploads/demo/products/vitamin-c-1.webp`);

    expect(jsonLd(response.body, 'Product')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Vitamin C 15% Brightening Serum',
      image: [
        `${SHOP}/uploads/demo/products/vitamin-c-1.webp`,
        `${SHOP}/uploads/demo/products/vitamin-c-2.webp`,
      ],
      description: 'A light serum with 15% vitamin C that evens out dark spots in eight weeks.',
      sku: String(ids.serum),
      brand: { '@type': 'Brand', name: 'PRIME' },
      countryOfOrigin: 'India',
      manufacturer: {
        '@type': 'Organization',
        name: 'PRIME Test Labs Pvt. Ltd.',
        address: 'Plot 1, MIDC, Pune, Maharashtra 411019',
      },
      offers: {
        '@type': 'Offer',
        price: 749,
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        url: canonical,
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    });
    expect(jsonLd(response.body, 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home', item: `${SHOP}/` },
        { position: 2, name: 'Serums', item: `${SHOP}/category/${ids.serums}` },
        { position: 3, name: 'Vitamin C 15% Brightening Serum', item: canonical },
      ],
    });
  });

  it('hands the browser the same product the API answers, under the key the web app reads', async () => {
    const response = await page('/products/vitamin-c-15-brightening-serum');
    const api = await t.post('product/list', { p_slug: 'vitamin-c-15-brightening-serum' });
    const state = queryState(response.body);
    const product = state.queries.find(
      (query) => JSON.stringify(query.queryKey) === '["product","slug","vitamin-c-15-brightening-serum"]',
    );
    expect(product?.state.data).toEqual(api.body.list[0]);
    // The first page of reviews and their summary, as the browser asks for them: no second fetch.
    const reviews = state.queries.find(
      (query) => JSON.stringify(query.queryKey) === `["reviews",${ids.serum},{"page":1,"withPhotos":false}]`,
    );
    const { list, total, summary } = (
      await t.post('list/review', { p_id: ids.serum, page: 1, page_size: REVIEWS_PER_PAGE })
    ).body;
    expect(reviews?.state.data).toEqual({ list, total, summary });
    expect(textOf(response.body)).toContain('4.50 out of 5 Based on 2 reviews');
    expect(textOf(response.body)).toContain('Spots faded Works. Anonymous');
  });

  it('/product-details?p_id= is the same page, naming the slug page as canonical', async () => {
    const response = await page(`/product-details?p_id=${ids.serum}&utm_source=whatsapp`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<h1[^>]*>Vitamin C 15% Brightening Serum<\/h1>/);
    expect(linkHref(response.body, 'canonical')).toBe(`${SHOP}/products/vitamin-c-15-brightening-serum`);
    expect(jsonLd(response.body, 'Product')).toMatchObject({ sku: String(ids.serum) });
  });

  it('a sold-out product and an upcoming one are OutOfStock; without reviews there is no rating', async () => {
    const soldOut = await page('/products/ceramide-barrier-cream');
    expect(textOf(soldOut.body)).toContain('Out of stock');
    const product = jsonLd(soldOut.body, 'Product');
    expect(product.offers).toMatchObject({ price: 599, availability: 'https://schema.org/OutOfStock' });
    expect(product).not.toHaveProperty('aggregateRating');

    const upcoming = jsonLd((await page('/products/retinal-night-serum')).body, 'Product');
    expect(upcoming.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });

  it('category and concern listings: heading, products and prices', async () => {
    const category = await page(`/category/${ids.serums}`);
    expect(category.statusCode).toBe(200);
    expect(category.body).toMatch(/<h1[^>]*>Serums<\/h1>/);
    const text = textOf(category.body);
    expect(text).toContain('Vitamin C 15% Brightening Serum');
    expect(text).toContain('Ceramide Barrier Cream');
    expect(text).toContain('₹749');
    expect(text).not.toContain('Retired Toner');
    expect(category.body).toContain('<title>Serums — PRIME</title>');
    expect(linkHref(category.body, 'canonical')).toBe(`${SHOP}/category/${ids.serums}`);

    const concern = await page(`/concern/${ids.pigmentation}`);
    expect(concern.statusCode).toBe(200);
    expect(concern.body).toMatch(/<h1[^>]*>Pigmentation<\/h1>/);
    expect(textOf(concern.body)).toContain('Vitamin C 15% Brightening Serum');
    expect(metaContent(concern.body, 'og:image')).toBe(`${SHOP}/uploads/demo/concerns/pigmentation.webp`);

    // An empty category is still a page of the shop.
    expect((await page(`/category/${ids.sunscreens}`)).statusCode).toBe(200);
  });

  it('listings and product pages show the way back as breadcrumbs, and say it as BreadcrumbList', async () => {
    const category = await page(`/category/${ids.serums}`);
    expect(jsonLd(category.body, 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home', item: `${SHOP}/` },
        { position: 2, name: 'Serums', item: `${SHOP}/category/${ids.serums}` },
      ],
    });
    expect(category.body).toMatch(/<nav aria-label="Breadcrumb"[^>]*>.*Home.*Serums.*<\/nav>/s);
    const concern = await page(`/concern/${ids.pigmentation}`);
    expect(jsonLd(concern.body, 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { name: 'Home' },
        { name: 'Pigmentation', item: `${SHOP}/concern/${ids.pigmentation}` },
      ],
    });
    const product = await page('/products/vitamin-c-15-brightening-serum');
    expect(product.body).toMatch(
      /<nav aria-label="Breadcrumb"[^>]*>.*Serums.*Vitamin C 15% Brightening Serum.*<\/nav>/s,
    );
  });

  it('the header’s Categories and Concerns menus reach every listing from any page', async () => {
    const response = await page('/products/vitamin-c-15-brightening-serum');
    const menu = /<nav aria-label="Shop"[^>]*>(.*?)<\/nav>/s.exec(response.body)?.[1] ?? '';
    expect(menu).toContain('Categories');
    expect(menu).toContain(`href="/category/${ids.sunscreens}"`);
    expect(menu).toContain(`href="/concern/${ids.pigmentation}"`);
  });

  it('blog: its posts in the HTML', async () => {
    const response = await page('/my-blog');
    expect(response.statusCode).toBe(200);
    expect(textOf(response.body)).toContain('How much sunscreen is enough?');
    expect(response.body).toContain('<title>Insights — PRIME</title>');
    expect(linkHref(response.body, 'canonical')).toBe(`${SHOP}/my-blog`);
  });

  it('a blog post has a page of its own: rendered, with its words, a canonical link and BlogPosting', async () => {
    const blog = await page('/my-blog');
    const href = /href="(\/my-blog\/\d+)"/.exec(blog.body)?.[1];
    expect(href).toBeDefined();
    const response = await page(href!);
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<h1[^>]*>How much sunscreen is enough\?<\/h1>/);
    expect(textOf(response.body)).toContain('Two finger lengths for face and neck.');
    expect(response.body).toContain('<title>How much sunscreen is enough? — PRIME</title>');
    expect(linkHref(response.body, 'canonical')).toBe(`${SHOP}${href}`);
    expect(metaContent(response.body, 'og:type')).toBe('article');
    expect(jsonLd(response.body, 'BlogPosting')).toMatchObject({
      headline: 'How much sunscreen is enough?',
      author: { name: 'Dr. Meera Iyer' },
    });
    expect((await page('/sitemap.xml')).body).toContain(`<loc>${SHOP}${href}</loc>`);
  });

  it.each([
    ['/my-blog/999999', 'Post not found'],
    ['/products/no-such-serum', 'Product not found'],
    ['/product-details?p_id=abc', 'Product not found'],
    ['/product-details?p_id=999999', 'Product not found'],
    ['/products/retired-toner', 'Product not found'],
    ['/category/999999', 'Category not found'],
    ['/concern/skin', 'Concern not found'],
    ['/no/such/page', 'Page not found'],
  ])('%s answers 404 with the not-found page, kept out of search results', async (url, title) => {
    const response = await page(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(textOf(response.body)).toContain('Back to home');
    expect(metaContent(response.body, 'robots')).toBe('noindex');
    expect(linkHref(response.body, 'canonical')).toBeUndefined();
  });

  it('the hidden product is not answered by its id either', async () => {
    expect((await page(`/product-details?p_id=${ids.hidden}`)).statusCode).toBe(404);
  });

  it.each([
    '/MainLayout/profile',
    '/login',
    '/register',
    '/favourites',
    '/thank-you?order_id=3',
    '/admin',
    `/orders/${'ab'.repeat(32)}`,
    '/track-order',
  ])('%s is drawn in the browser, with noindex', async (url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(metaContent(response.body, 'robots')).toBe('noindex');
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('prime-query-state');
  });

  it('every page: a strict CSP and no script that runs inline', async () => {
    for (const url of [
      '/',
      `/category/${ids.serums}`,
      '/products/vitamin-c-15-brightening-serum',
      '/my-blog',
      '/nope',
      '/login',
    ]) {
      const response = await page(url);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain("unsafe-inline' ; script");
      for (const [tag] of response.body.matchAll(/<script\b[^>]*>/g)) {
        // Data (JSON, JSON-LD) or a file: nothing the CSP would have to allow inline.
        expect(tag).toMatch(/type="application\/(ld\+)?json"|src="\/assets\//);
      }
    }
  });

  it('answers 304 to a browser that holds the current page', async () => {
    const first = await page('/my-blog');
    const again = await t.app.inject({
      method: 'GET',
      url: '/my-blog',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('compresses the page for a browser that accepts it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength((await page('/')).body) / 3);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt allows the shop, keeps out the account, admin, API and payment pages, and names the sitemap', async () => {
    const response = await page('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    for (const line of [
      'User-agent: *',
      'Allow: /',
      'Disallow: /MainLayout',
      'Disallow: /admin',
      'Disallow: /prime/',
      'Disallow: /pay/',
      'Disallow: /orders/',
      'Disallow: /grievances/',
      'Disallow: /track-order',
    ]) {
      expect(lines).toContain(line);
    }
    expect(lines).toContain(`Sitemap: ${SHOP}/sitemap.xml`);
  });

  it('sitemap.xml lists the home page, every active product, every listing and the blog', async () => {
    const response = await page('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urls = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const active = await t.post('product/list', {});
    expect(active.body.list).toHaveLength(3);
    expect(urls.sort()).toEqual(
      [
        `${SHOP}/`,
        `${SHOP}/my-blog`,
        ...urls.filter((url) => /\/my-blog\/\d+$/.test(url ?? '')),
        `${SHOP}/category/${ids.serums}`,
        `${SHOP}/category/${ids.sunscreens}`,
        `${SHOP}/concern/${ids.pigmentation}`,
        ...active.body.list.map((product: { p_slug: string }) => `${SHOP}/products/${product.p_slug}`),
      ].sort(),
    );
    expect(urls).not.toContain(`${SHOP}/products/retired-toner`);
  });
});
