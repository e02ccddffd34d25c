import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ResponsiveImage } from './responsive-image.tsx';

const path = 'uploads/demo/products/vitamin-c-serum-1.webp';
const sizes = '(min-width: 900px) 300px, 50vw';

afterEach(() => document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove()));

describe('ResponsiveImage', () => {
  it('offers the AVIF and WebP copies at the given widths, with the slot sizes and a reserved box', () => {
    const { container } = render(
      <ResponsiveImage
        src={path}
        alt="Vitamin C Serum"
        width={270}
        height={270}
        sizes={sizes}
        widths={[640, 320]}
      />,
    );
    const source = container.querySelector('picture > source')!;
    expect(source.getAttribute('type')).toBe('image/avif');
    expect(source.getAttribute('srcset')).toBe(`/img/320/${path}.avif 320w, /img/640/${path}.avif 640w`);
    expect(source.getAttribute('sizes')).toBe(sizes);
    const img = screen.getByRole('img', { name: 'Vitamin C Serum' });
    expect(img.getAttribute('srcset')).toBe(`/img/320/${path}.webp 320w, /img/640/${path}.webp 640w`);
    expect(img).toHaveAttribute('sizes', sizes);
    expect(img).toHaveAttribute('src', `/img/640/${path}.webp`);
    expect(img).toHaveAttribute('width', '270');
    expect(img).toHaveAttribute('height', '270');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img).not.toHaveAttribute('elementtiming');
  });

  it('offers every listed width by default, and none that is not listed', () => {
    const { container } = render(
      // @ts-expect-error 700 is not a listed width: refused by the type, and dropped at run time too.
      <ResponsiveImage src={path} alt="" width={1600} height={700} sizes="100vw" widths={[700, 1600]} />,
    );
    expect(container.querySelector('source')!.getAttribute('srcset')).toBe(`/img/1600/${path}.avif 1600w`);
    const all = render(<ResponsiveImage src={path} alt="" width={1600} height={700} sizes="100vw" />);
    const widths = [
      ...all.container
        .querySelector('source')!
        .getAttribute('srcset')!
        .matchAll(/ (\d+)w/g),
    ];
    expect(widths.map((match) => Number(match[1]))).toEqual([160, 320, 480, 640, 800, 1080, 1600]);
  });

  it('loads the page’s largest image at once, with high priority, preloaded from the head', () => {
    render(
      <ResponsiveImage
        src={path}
        alt="Banner"
        width={1600}
        height={700}
        sizes="100vw"
        widths={[800, 1600]}
        priority
      />,
    );
    const img = screen.getByRole('img', { name: 'Banner' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    // Marked for the browser to report when it is on screen: the app starts after that (main.tsx).
    expect(img).toHaveAttribute('elementtiming', 'largest-image');
    const link = document.head.querySelector('link[rel="preload"][as="image"]')!;
    expect(link.getAttribute('imagesrcset')).toBe(`/img/800/${path}.avif 800w, /img/1600/${path}.avif 1600w`);
    expect(link.getAttribute('imagesizes')).toBe('100vw');
    expect(link.getAttribute('type')).toBe('image/avif');
    expect(link.getAttribute('fetchpriority')).toBe('high');
  });

  it('puts the preload before the image in server-rendered HTML', () => {
    const html = renderToString(
      <main>
        <ResponsiveImage
          src={path}
          alt="Banner"
          width={1600}
          height={700}
          sizes="100vw"
          widths={[800]}
          priority
        />
      </main>,
    );
    const preload = html.indexOf('<link rel="preload"');
    expect(preload).toBeGreaterThanOrEqual(0);
    expect(preload).toBeLessThan(html.indexOf('<img'));
    expect(html).toContain(`imageSrcSet="/img/800/${path}.avif 800w"`);
  });

  it('shows an image outside the uploads folder as it is, and the fallback when there is none', () => {
    render(<ResponsiveImage src="/Homepages.png" alt="Home" width={1600} height={700} sizes="100vw" />);
    expect(screen.getByRole('img', { name: 'Home' })).toHaveAttribute('src', '/Homepages.png');
    expect(screen.getByRole('img', { name: 'Home' })).not.toHaveAttribute('srcset');
    render(<ResponsiveImage src="" alt="Nothing" width={10} height={10} sizes="10px" />);
    expect(screen.getByRole('img', { name: 'Nothing' })).toHaveAttribute(
      'src',
      '/images/default-product.png',
    );
  });

  it('shows the fallback image, without copies, when the image fails to load', () => {
    const { container } = render(
      <ResponsiveImage src={path} alt="Serum" width={270} height={270} sizes={sizes} />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Serum' }));
    expect(container.querySelector('source')).toBeNull();
    const img = screen.getByRole('img', { name: 'Serum' });
    expect(img).toHaveAttribute('src', '/images/default-product.png');
    expect(img).not.toHaveAttribute('srcset');
  });
});
