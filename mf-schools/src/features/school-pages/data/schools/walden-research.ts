import type { TabbedArea } from '../school-page-types';
import { practiceQuestions } from '../shared/practice-questions';

/** Walden's evidence-based practice tabs: EBP Frameworks first and open by default (ebp-guide). */
export const waldenResearchTabs: TabbedArea = {
  label: 'Evidence-based practice and research topics',
  defaultTab: 'ebp-guide',
  tabs: [
    {
      id: 'ebp-guide',
      label: 'EBP Frameworks',
      blocks: [
        {
          kind: 'documents',
          heading: 'Evidence-based practice guides',
          intro: 'Four PDF guides: EBP frameworks, writing a PICO(T) question, levels of evidence and critical appraisal.',
          query: { section: 'ebp-guide' },
        },
        {
          kind: 'topics',
          heading: 'The models you will meet',
          topics: [
            {
              title: 'Iowa Model',
              points: ['Starts from a problem- or knowledge-focused trigger and asks whether it is an organisational priority', 'Strong on piloting a change before adopting it'],
            },
            {
              title: 'Johns Hopkins EBP Model',
              points: ['Three phases: practice question, evidence, translation (PET)', 'Comes with tools for rating evidence strength and quality'],
            },
            {
              title: 'ACE Star Model',
              points: ['Five points: discovery, evidence summary, translation into guidelines, practice integration, evaluation', 'Useful for showing how research becomes routine care'],
            },
            {
              title: 'Choosing one for your paper',
              points: ['Pick the model that fits your question and setting, and say why', 'Use its steps as the structure of your plan'],
            },
          ],
        },
      ],
    },
    {
      id: 'research-methods',
      label: 'Research Methods',
      blocks: [
        {
          kind: 'topics',
          heading: 'Designs and what they can show',
          topics: [
            {
              title: 'Experimental and quasi-experimental',
              points: [
                'Randomised controlled trials test whether an intervention causes an outcome',
                'Quasi-experimental designs compare groups without random assignment: weaker for cause and effect',
              ],
            },
            {
              title: 'Observational',
              points: ['Cohort studies follow exposed and unexposed groups forward in time', 'Case-control studies look back from an outcome; cross-sectional studies take one snapshot'],
            },
            {
              title: 'Qualitative',
              points: ['Phenomenology (lived experience), grounded theory (building a theory), ethnography (culture)', 'Judged by credibility, transferability, dependability and confirmability'],
            },
            {
              title: 'Quality and ethics',
              points: ['Validity (measuring the right thing) and reliability (measuring it consistently)', 'Informed consent and review by an institutional review board (IRB)'],
            },
          ],
        },
      ],
    },
    {
      id: 'literature-reviews',
      label: 'Literature Reviews',
      blocks: [
        {
          kind: 'steps',
          heading: 'A literature review in six steps',
          steps: [
            { title: 'Frame the question', points: ['Turn your topic into a PICO(T) question', 'List the key concepts and their synonyms'] },
            { title: 'Search systematically', points: ['Use CINAHL, PubMed/MEDLINE and the Cochrane Library through your library', 'Combine subject headings and keywords with AND, OR and NOT; save each search string'] },
            { title: 'Screen against criteria', points: ['Set inclusion and exclusion criteria before you read (dates, population, design)', 'Record how many records you found, screened and kept (a PRISMA-style flow)'] },
            { title: 'Appraise each source', points: ['Rate its level of evidence and its quality with one appraisal tool', 'Note limits that affect how far you can trust it'] },
            { title: 'Synthesise, do not summarise', points: ['Build a matrix: one row per study, columns for design, sample, findings and limits', 'Write by theme: where studies agree, disagree and what is missing'] },
            { title: 'Write and cite', points: ['Introduction, methods of the search, themes, gaps, conclusion', 'APA 7 citations for every claim taken from a source'] },
          ],
        },
      ],
    },
    {
      id: 'data-analysis',
      label: 'Data Analysis',
      blocks: [
        {
          kind: 'topics',
          heading: 'Reading the results section',
          topics: [
            {
              title: 'Describing data',
              points: ['Mean, median and mode; standard deviation for spread', 'Use the median when data are skewed (length of stay, costs)'],
            },
            {
              title: 'Choosing a test',
              points: [
                'Two group means: t-test; three or more: ANOVA',
                'Categories (yes/no outcomes): chi-square; relationship between two measures: correlation; prediction: regression',
              ],
            },
            {
              title: 'p-values and confidence intervals',
              points: [
                'p < 0.05 means a result this large would be unlikely if there were no real difference; it does not measure importance',
                'A 95% confidence interval for a difference that crosses zero (or a ratio that crosses 1) is not statistically significant',
              ],
            },
            {
              title: 'Clinical significance',
              points: ['Look at the effect size: how big is the change, and does it matter to patients?', 'A tiny effect can be significant in a huge sample; a useful one can be missed in a small sample'],
            },
          ],
        },
        {
          kind: 'questions',
          heading: 'Check yourself',
          intro: 'Two questions on evidence and PICO(T).',
          questions: practiceQuestions['evidence-based-practice'],
        },
      ],
    },
  ],
};
