export const tutorCardTexts = {
  specialties: 'Specialties',
  exams: 'Exams coached',
  book: (name: string) => `Book a session with ${name.split(' ')[0]}`,
};
