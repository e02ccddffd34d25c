// Home: its sections in the order the seed client's home page shows them.
import { BannerCarousel } from './components/banner-carousel.tsx';
import { BlogTeaser } from './components/blog-teaser.tsx';
import { BrandStory } from './components/brand-story.tsx';
import { DiscoverPrime } from './components/discover-prime.tsx';
import { FaqSection } from './components/faq-section.tsx';
import { OurSpecialities } from './components/our-specialities.tsx';
import { OurStandard } from './components/our-standard.tsx';
import { ShopByCategory } from './components/shop-by-category.tsx';
import { ShopByConcern } from './components/shop-by-concern.tsx';

export default function HomePage() {
  return (
    <>
      <h1 className="visually-hidden">PRIME dermacosmetic skincare</h1>
      <BannerCarousel />
      <DiscoverPrime />
      <ShopByCategory />
      <ShopByConcern />
      <BrandStory />
      <OurStandard />
      <OurSpecialities />
      <FaqSection />
      <BlogTeaser />
    </>
  );
}
