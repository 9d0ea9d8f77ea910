import { PageHeader } from '@nurseprep/shared-ui';
import { examIntros } from '../../exam-pages/data/exam-intros';
import { ClinicalSkillsSection } from './clinical-skills-section';

/** The coursework page: its introduction and the clinical skills area (the target of /exams/coursework#clinical). */
export function CourseworkPage() {
  return (
    <>
      <PageHeader {...examIntros.coursework} />
      <ClinicalSkillsSection />
    </>
  );
}
