import { CtaBand } from '../../../components/cta-band';
import { useKeepHashTargetInView } from '../../../components/use-keep-hash-target-in-view';
import { homeTexts } from '../data/home-texts';
import { BlogTeaser } from './blog-teaser';
import { SchoolsSection } from './schools-section';
import { StudyMaterialsSection } from './study-materials-section';
import { TestimonialsSection } from './testimonials-section';
import { TutoringSection } from './tutoring-section';

/** Everything below the exam tabs: its own chunk, loaded when the visitor gets near it. */
export function HomeLowerSections() {
  // /#tutoring and /#testimonials: the articles and stories above load after the anchor first appears.
  useKeepHashTargetInView();
  return (
    <>
      <SchoolsSection />
      <BlogTeaser />
      <StudyMaterialsSection />
      <TutoringSection />
      <TestimonialsSection />
      <CtaBand id="home-closing-heading" {...homeTexts.closing} />
    </>
  );
}

export default HomeLowerSections;
