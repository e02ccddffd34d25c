// Home banners: active ones only, fading every 4 s (BANNER_INTERVAL_MS). It holds still while the
// pointer or focus is on it, when the shopper pauses it, and when they prefer reduced motion.
import { BANNER_INTERVAL_MS, type Banner } from '@prime/contract';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ResponsiveImage } from '../../../ui/responsive-image.tsx';
import { useActiveBanners } from '../api/get-banners.ts';
import { CATEGORY_SECTION_ID } from './shop-by-category.tsx';
import styles from './banner-carousel.module.css';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

// The banner covers a box 440 px tall on phones and 560 px from 900 px on, at 16:7: drawn that
// high, it is 1006 and 1280 px wide, wider than most screens.
const BANNER_SIZES = '(min-width: 1280px) 100vw, (min-width: 900px) 1280px, 1006px';
const BANNER_WIDTHS = [640, 800, 1080, 1600] as const;

/** True once the page has loaded (never during the server's render or the first frame in the browser). */
function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const markLoaded = () => setLoaded(true);
    if (document.readyState === 'complete') markLoaded();
    else window.addEventListener('load', markLoaded, { once: true });
    return () => window.removeEventListener('load', markLoaded);
  }, []);
  return loaded;
}

function scrollToCategories() {
  document
    .getElementById(CATEGORY_SECTION_ID)
    ?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
}

export function BannerCarousel() {
  const { data: banners = [] } = useActiveBanners();
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  // The other banners' images are asked for once the page has loaded: they fade in 4 s later at the
  // earliest, and would otherwise share a phone's bandwidth with the first one, the page's largest.
  const pageLoaded = usePageLoaded();
  const count = banners.length;
  const shown = count ? current % count : 0;

  // Asked once the page is in the browser: the server draws it as the browser's first frame does.
  useEffect(() => {
    if (prefersReducedMotion()) setStopped(true);
  }, []);

  useEffect(() => {
    if (count < 2 || hovered || focused || stopped) return;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % count), BANNER_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [count, hovered, focused, stopped]);

  if (!count) return <div className={styles.placeholder} aria-hidden="true" />;

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label="Featured"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {banners.map((banner, index) => (
        <Slide
          key={banner.b_id}
          banner={banner}
          active={index === shown}
          first={index === 0}
          showImage={index === 0 || index === shown || pageLoaded}
          position={`${index + 1} of ${count}`}
        />
      ))}
      {count > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.pause}
            onClick={() => setStopped((value) => !value)}
            aria-label={stopped ? 'Play banners' : 'Pause banners'}
          >
            {stopped ? '▶' : '❚❚'}
          </button>
          {banners.map((banner, index) => (
            <button
              key={banner.b_id}
              type="button"
              className={styles.dot}
              aria-label={`Show banner ${index + 1} of ${count}`}
              aria-current={index === shown ? 'true' : undefined}
              onClick={() => setCurrent(index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}

function Slide({
  banner,
  active,
  first,
  showImage,
  position,
}: {
  banner: Banner;
  active: boolean;
  first: boolean;
  showImage: boolean;
  position: string;
}) {
  return (
    <div
      className={`${styles.slide} ${active ? styles.active : ''}`}
      role="group"
      aria-roledescription="slide"
      aria-label={position}
      aria-hidden={!active}
      inert={!active}
    >
      {showImage && (
        <ResponsiveImage
          className={styles.image}
          src={banner.b_image}
          fallback="/Homepages.png"
          alt=""
          width={1600}
          height={700}
          sizes={BANNER_SIZES}
          widths={BANNER_WIDTHS}
          priority={first}
        />
      )}
      <div className={`container ${styles.copy}`}>
        {banner.b_title && <p className={styles.eyebrow}>{banner.b_title}</p>}
        <h2 className={styles.heading}>{banner.b_heading}</h2>
        {banner.b_description && <p className={styles.description}>{banner.b_description}</p>}
        {banner.b_link ? (
          <Link to={banner.b_link} className="btn btn-clay">
            BUY NOW
          </Link>
        ) : (
          <button type="button" className="btn btn-clay" onClick={scrollToCategories}>
            BUY NOW
          </button>
        )}
      </div>
    </div>
  );
}
