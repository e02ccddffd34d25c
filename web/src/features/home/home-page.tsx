// Home: its sections in the order the seed client's home page shows them.
import { lazy, Suspense } from 'react';
import { BannerCarousel } from './components/banner-carousel.tsx';
import { DiscoverPrime } from './components/discover-prime.tsx';
import { ShopByCategory } from './components/shop-by-category.tsx';

// The sections below the first two screens are a chunk of their own, so a phone's first load parses
// and runs less script (docs/decisions/0016-images-fonts-and-page-speed.md). The server renders them
// into the page like the rest, styled from the first paint; the browser shows that HTML until their
// chunk arrives and then takes them over.
const LowerSections = lazy(() => import('./components/lower-sections.tsx'));

export default function HomePage() {
  return (
    <>
      <h1 className="visually-hidden">PRIME dermacosmetic skincare</h1>
      <BannerCarousel />
      <DiscoverPrime />
      <ShopByCategory />
      <Suspense fallback={null}>
        <LowerSections />
      </Suspense>
    </>
  );
}
