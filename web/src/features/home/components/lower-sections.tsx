// The home page's sections below its first two screens, loaded as a chunk of their own (home-page.tsx).
import { BlogTeaser } from './blog-teaser.tsx';
import { BrandStory } from './brand-story.tsx';
import { FaqSection } from './faq-section.tsx';
import { OurSpecialities } from './our-specialities.tsx';
import { OurStandard } from './our-standard.tsx';
import { ShopByConcern } from './shop-by-concern.tsx';

export default function LowerSections() {
  return (
    <>
      <ShopByConcern />
      <BrandStory />
      <OurStandard />
      <OurSpecialities />
      <FaqSection />
      <BlogTeaser />
    </>
  );
}
