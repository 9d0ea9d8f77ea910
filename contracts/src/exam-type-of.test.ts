import { examTypeNamedIn } from './exam-type-of';
import { tutoringSubjects } from './options';

describe('examTypeNamedIn', () => {
  it('maps each tutoring subject to the exam it names', () => {
    expect(Object.fromEntries(tutoringSubjects.map((subject) => [subject, examTypeNamedIn(subject)]))).toEqual({
      'HESI A2 Exam': 'HESI',
      'ATI Exam': 'ATI',
      'TEAS Exam': 'TEAS',
      'GRE for Nursing': 'GRE',
      'GED Preparation': 'GED',
      'Nursing Coursework': 'Coursework',
      'Chamberlain University Coursework': 'Coursework',
      'Walden University Coursework': 'Coursework',
      'Grand Canyon University Coursework': 'Coursework',
      'University of Phoenix Coursework': 'Coursework',
      'Chatham University Coursework': 'Coursework',
      'Other (please specify)': null,
    });
  });

  it('finds no exam in a service type or a general subject', () => {
    expect(examTypeNamedIn('exam-prep')).toBeNull();
    expect(examTypeNamedIn('General Inquiry')).toBeNull();
  });
});
