// Which page a URL names, whether it exists, and what its <head> says: title, description, canonical
// URL (from PUBLIC_URL), Open Graph and JSON-LD. The body is rendered by the web app itself
// (web/src/entry-server.tsx); this decides the status and the tags around it.
import { eq } from 'drizzle-orm';
import {
  listingFilterParams,
  readListingFilters,
  searchPageText,
  type Banner,
  type BlogPost,
  type Category,
  type Concern,
  type Product,
  type QueryParams,
} from '@prime/contract';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { productOldSlugs } from '../db/schema.ts';
import { listCategories, listConcerns, listProducts } from '../modules/catalogue/index.ts';
import { listBanners, listBlogPosts } from '../modules/content/index.ts';
import type { DocumentTemplate } from './document.ts';
import type { PageHead } from './head.ts';
import { blogPostingJsonLd, breadcrumbJsonLd, organizationJsonLd, productJsonLd } from './json-ld.ts';
import type { PageRenderer } from './web-build.ts';

export type PageKind =
  | 'home'
  | 'product'
  | 'category'
  | 'concern'
  | 'search'
  | 'blog'
  | 'blog-post'
  | 'grievance'
  | 'not-found'
  | 'private';

/**
 * A listing's or the search page's address with only what it shows: the search text, then the sort
 * and filters in one order (contract/src/listing-filters.ts). Its rendered page is kept under it.
 */
export function pageAddress(path: string, params: QueryParams): string {
  const query = new URLSearchParams(listingFilterParams(readListingFilters(params)));
  const text = path === '/search' ? searchPageText(params.get('q')) : '';
  const all = text ? `q=${encodeURIComponent(text)}${query.size ? '&' : ''}${query}` : String(query);
  return all ? `${path}?${all}` : path;
}

export interface ResolvedPage {
  kind: PageKind;
  status: 200 | 404;
  /** Rendered on the server with its data; otherwise the shell the browser draws. */
  serverRendered: boolean;
  /** The key its rendered HTML is kept under; absent for pages not kept (not found: any URL). */
  cacheKey?: string;
  head: PageHead;
  /** The stored path of the page's largest image, for head extras that preload it. */
  lcpImage?: string;
}

/** A product page at a slug staff have since changed: answered with 301 to the page's address now. */
export interface MovedPage {
  kind: 'moved';
  location: string;
  cacheKey: string;
}

export interface PageContext {
  db: Db;
  config: Config;
  template: DocumentTemplate;
  renderer: PageRenderer | undefined;
}

const MAX_DESCRIPTION = 160;

/** At most 160 characters, cut at a word, for search results and link previews. */
export function shortDescription(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= MAX_DESCRIPTION) return plain;
  const cut = plain.slice(0, MAX_DESCRIPTION - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 80)).replace(/[\s,.;:–—-]+$/, '')}…`;
}

export const pageTitle = (name: string) => `${name} — PRIME`;

/** An image path as the API gives it (`uploads/…`), as an absolute URL. */
export function absoluteImage(config: Config, image: string | null | undefined): string {
  if (!image) return `${config.publicUrl}/Homepages.png`;
  if (/^https?:\/\//.test(image)) return image;
  const base = /^https?:\/\//.test(config.fileHost) ? config.fileHost : config.publicUrl;
  return `${base}/${image.replace(/^\/+/, '')}`;
}

const ID = /^[1-9]\d{0,8}$/;

/**
 * The paths of the public pages, rendered here and each kept under its own address: one list for
 * `resolvePage` and for the key a page is looked up under before it is resolved (routes.ts). Any
 * other path is a private page, sent as the one shell they share (`PRIVATE_SHELL`), or unknown.
 */
const PUBLIC_PATH =
  /^\/(?:|my-blog|search|grievance|product-details|(?:my-blog|products|category|concern)\/[^/]+)$/;
export const isPublicPath = (path: string) => PUBLIC_PATH.test(path);

/** The path a page is known by: the address's, without a trailing slash. */
export const pagePathOf = (url: URL) =>
  url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;

function decodedSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

export async function resolvePage(ctx: PageContext, url: URL): Promise<ResolvedPage | MovedPage> {
  const path = pagePathOf(url);
  if (!isPublicPath(path)) {
    return ctx.renderer?.matchPage(path).notFound ? notFound(ctx, 'Page not found') : privatePage(ctx);
  }
  if (path === '/') return homePage(ctx);
  if (path === '/my-blog') return blogPage(ctx);
  if (path === '/search') return searchPage(ctx, url);
  if (path === '/grievance') return grievancePage(ctx);
  const [, section, param, ...rest] = path.split('/');
  if (rest.length === 0 && param) {
    if (section === 'products') {
      const slug = decodedSegment(param);
      const [product] = slug ? ((await listProducts(ctx.db, { p_slug: slug })) as Product[]) : [];
      if (product) return productPage(ctx, product, `/products/${param}`);
      const moved = slug ? await movedProduct(ctx.db, slug) : undefined;
      return moved
        ? { kind: 'moved', location: productPath(moved), cacheKey: `/products/${param}` }
        : notFound(ctx, 'Product not found');
    }
    if (section === 'my-blog') {
      const post = ID.test(param)
        ? (await listBlogPosts(ctx.db)).find((candidate) => candidate.bl_id === Number(param))
        : undefined;
      return post ? blogPostPage(ctx, post) : notFound(ctx, 'Post not found');
    }
    if (section === 'category') {
      const category = ID.test(param)
        ? (await listCategories(ctx.db)).find((c) => c.c_id === Number(param))
        : undefined;
      return category
        ? { ...categoryPage(ctx, category), cacheKey: pageAddress(path, url.searchParams) }
        : notFound(ctx, 'Category not found');
    }
    if (section === 'concern') {
      const concern = ID.test(param)
        ? (await listConcerns(ctx.db)).find((c) => c.cc_id === Number(param))
        : undefined;
      return concern
        ? { ...concernPage(ctx, concern), cacheKey: pageAddress(path, url.searchParams) }
        : notFound(ctx, 'Concern not found');
    }
  }
  if (path === '/product-details') {
    const id = url.searchParams.get('p_id');
    // Without p_id the seed's links name the product in navigation state, which only the browser has.
    if (id === null) return privatePage(ctx);
    const [product] = ID.test(id) ? ((await listProducts(ctx.db, { p_id: Number(id) })) as Product[]) : [];
    return product
      ? productPage(ctx, product, `/product-details?p_id=${product.p_id}`)
      : notFound(ctx, 'Product not found');
  }
  return notFound(ctx, 'Page not found');
}

function homePage(ctx: PageContext): Promise<ResolvedPage> {
  return listBanners(ctx.db).then((banners: Banner[]) => {
    const first = banners.find((banner) => banner.b_status === 1);
    return {
      kind: 'home',
      status: 200,
      serverRendered: true,
      cacheKey: '/',
      lcpImage: first?.b_image,
      head: {
        title: ctx.template.shopTitle,
        description: ctx.template.shopDescription,
        canonical: `${ctx.config.publicUrl}/`,
        openGraph: { type: 'website', image: absoluteImage(ctx.config, first?.b_image) },
        jsonLd: [organizationJsonLd(ctx.config.publicUrl)],
      },
    };
  });
}

const productPath = (product: Product) => `/products/${encodeURIComponent(product.p_slug)}`;

/** The shown product whose page was once at `slug`; undefined when none (or it is hidden now). */
async function movedProduct(db: Db, slug: string): Promise<Product | undefined> {
  const [old] = await db
    .select({ productId: productOldSlugs.productId })
    .from(productOldSlugs)
    .where(eq(productOldSlugs.slug, slug));
  if (!old) return undefined;
  const [product] = (await listProducts(db, { p_id: old.productId })) as Product[];
  return product;
}

async function productPage(ctx: PageContext, product: Product, cacheKey: string): Promise<ResolvedPage> {
  const { publicUrl } = ctx.config;
  const canonical = `${publicUrl}${productPath(product)}`;
  const paths = [product.p_image, ...product.productimage.map((image) => image.pi_image)].filter(Boolean);
  const images = [...new Set(paths)].map((image) => absoluteImage(ctx.config, image));
  const category = (await listCategories(ctx.db)).find((c) => c.c_id === product.p_category);
  const steps = [
    { name: 'Home', url: `${publicUrl}/` },
    ...(category ? [{ name: category.c_name, url: `${publicUrl}/category/${category.c_id}` }] : []),
    { name: product.p_productname, url: canonical },
  ];
  return {
    kind: 'product',
    status: 200,
    serverRendered: true,
    cacheKey,
    lcpImage: product.p_image,
    head: {
      title: pageTitle(product.p_productname),
      description: shortDescription(product.p_description || `${product.p_productname} by PRIME.`),
      canonical,
      openGraph: { type: 'product', image: images[0] ?? absoluteImage(ctx.config, '') },
      jsonLd: [productJsonLd(product, { url: canonical, images }), breadcrumbJsonLd(steps)],
    },
  };
}

function listingPage(
  ctx: PageContext,
  kind: 'category' | 'concern',
  path: string,
  name: string,
  description: string,
  image?: string,
): ResolvedPage {
  return {
    kind,
    status: 200,
    serverRendered: true,
    cacheKey: path,
    head: {
      title: pageTitle(name),
      description,
      canonical: `${ctx.config.publicUrl}${path}`,
      openGraph: { type: 'website', image: absoluteImage(ctx.config, image) },
      // The page's breadcrumbs (web/src/ui/breadcrumbs.tsx) as search engines read them.
      jsonLd: [
        breadcrumbJsonLd([
          { name: 'Home', url: `${ctx.config.publicUrl}/` },
          { name, url: `${ctx.config.publicUrl}${path}` },
        ]),
      ],
    },
  };
}

const categoryPage = (ctx: PageContext, category: Category) =>
  listingPage(
    ctx,
    'category',
    `/category/${category.c_id}`,
    category.c_name,
    `Shop PRIME ${category.c_name.toLowerCase()}: dermacosmetic skincare formulated for Indian skin.`,
  );

const concernPage = (ctx: PageContext, concern: Concern) =>
  listingPage(
    ctx,
    'concern',
    `/concern/${concern.cc_id}`,
    concern.cc_name,
    `PRIME skincare for ${concern.cc_name.toLowerCase()}: dermacosmetic products formulated for Indian skin.`,
    concern.cc_image,
  );

/**
 * `/search?q=`: rendered with its results like the public pages, with a title of its own, kept out of
 * search engines' results (`noindex`), its canonical address the search text alone.
 */
function searchPage(ctx: PageContext, url: URL): ResolvedPage {
  const text = searchPageText(url.searchParams.get('q'));
  return {
    kind: 'search',
    status: 200,
    serverRendered: true,
    cacheKey: pageAddress('/search', url.searchParams),
    head: {
      title: pageTitle(text ? `Search results for “${text}”` : 'Search'),
      description: text
        ? `PRIME skincare matching “${text}”: serums, cleansers, moisturisers and sunscreens.`
        : 'Search PRIME skincare by product, ingredient or skin concern.',
      canonical: `${ctx.config.publicUrl}/search${text ? `?q=${encodeURIComponent(text)}` : ''}`,
      noindex: true,
      openGraph: { type: 'website', image: absoluteImage(ctx.config, '') },
    },
  };
}

async function blogPage(ctx: PageContext): Promise<ResolvedPage> {
  const [newest]: BlogPost[] = await listBlogPosts(ctx.db);
  return {
    kind: 'blog',
    status: 200,
    serverRendered: true,
    cacheKey: '/my-blog',
    head: {
      title: pageTitle('Insights'),
      description: 'Insights from PRIME: stories and interviews on skincare, ingredients and routines.',
      canonical: `${ctx.config.publicUrl}/my-blog`,
      openGraph: { type: 'website', image: absoluteImage(ctx.config, newest?.bl_image) },
    },
  };
}

/** `/grievance`: the grievance officer and the form, rendered with the officer's details (decision 0029). */
function grievancePage(ctx: PageContext): ResolvedPage {
  return {
    kind: 'grievance',
    status: 200,
    serverRendered: true,
    cacheKey: '/grievance',
    head: {
      title: pageTitle('Grievance Redressal'),
      description:
        'File a grievance with PRIME’s Grievance Officer: acknowledged within 48 hours, resolved within a month.',
      canonical: `${ctx.config.publicUrl}/grievance`,
      openGraph: { type: 'website', image: absoluteImage(ctx.config, '') },
    },
  };
}

/** A blog post's own page, `/my-blog/<bl_id>`: an article, on the way Home › Insights › the post. */
function blogPostPage(ctx: PageContext, post: BlogPost): ResolvedPage {
  const { publicUrl } = ctx.config;
  const path = `/my-blog/${post.bl_id}`;
  const image = absoluteImage(ctx.config, post.bl_image);
  return {
    kind: 'blog-post',
    status: 200,
    serverRendered: true,
    cacheKey: path,
    lcpImage: post.bl_image,
    head: {
      title: pageTitle(post.bl_heading),
      description: shortDescription(post.bl_description),
      canonical: `${publicUrl}${path}`,
      openGraph: { type: 'article', image },
      jsonLd: [
        blogPostingJsonLd(post, { url: `${publicUrl}${path}`, image }),
        breadcrumbJsonLd([
          { name: 'Home', url: `${publicUrl}/` },
          { name: 'Insights', url: `${publicUrl}/my-blog` },
          { name: post.bl_heading, url: `${publicUrl}${path}` },
        ]),
      ],
    },
  };
}

function notFound(ctx: PageContext, title: string): ResolvedPage {
  return {
    kind: 'not-found',
    status: 404,
    serverRendered: ctx.renderer !== undefined,
    head: {
      title: pageTitle(title),
      description: 'The page you are looking for does not exist or has moved.',
      noindex: true,
    },
  };
}

/** The key of the shell every private page shares (account, checkout, an order's link). */
export const PRIVATE_SHELL = 'private-shell';

/** Account, checkout, payment results, login: drawn in the browser, kept out of search results. */
function privatePage(ctx: PageContext): ResolvedPage {
  return {
    kind: 'private',
    status: 200,
    serverRendered: false,
    cacheKey: PRIVATE_SHELL,
    head: { title: ctx.template.shopTitle, description: ctx.template.shopDescription, noindex: true },
  };
}
