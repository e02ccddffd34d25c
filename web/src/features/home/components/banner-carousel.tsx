// Home banners (shopping-flow §2): active ones only, fading every 4 s. It holds still while the
// pointer or focus is on it, when the shopper pauses it, and when they prefer reduced motion.
import { BANNER_INTERVAL_MS, type Banner } from '@prime/contract';
import { useEffect, useState } from 'react';
import { imageUrl } from '../../../lib/image-url.ts';
import { useActiveBanners } from '../api/get-banners.ts';
import { CATEGORY_SECTION_ID } from './shop-by-category.tsx';
import styles from './banner-carousel.module.css';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

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
  const [stopped, setStopped] = useState(prefersReducedMotion);
  const count = banners.length;
  const shown = count ? current % count : 0;

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

function Slide({ banner, active, position }: { banner: Banner; active: boolean; position: string }) {
  return (
    <div
      className={`${styles.slide} ${active ? styles.active : ''}`}
      role="group"
      aria-roledescription="slide"
      aria-label={position}
      aria-hidden={!active}
      inert={!active}
    >
      <img
        className={styles.image}
        src={imageUrl(banner.b_image, '/Homepages.png')}
        alt=""
        width={1440}
        height={560}
        fetchPriority={active ? 'high' : 'low'}
      />
      <div className={`container ${styles.copy}`}>
        {banner.b_title && <p className={styles.eyebrow}>{banner.b_title}</p>}
        <h2 className={styles.heading}>{banner.b_heading}</h2>
        {banner.b_description && <p className={styles.description}>{banner.b_description}</p>}
        <button type="button" className="btn btn-clay" onClick={scrollToCategories}>
          BUY NOW
        </button>
      </div>
    </div>
  );
}
