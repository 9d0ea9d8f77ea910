/** The words of this remote's shared blocks (each page's own copy lives in its feature's data/). */
export const uiTexts = {
  showAnswer: 'Show answer and explanation',
  answer: (letter: string, option: string) => `Answer: ${letter}. ${option}`,
  practiceHeading: (tab: string) => `Practice: ${tab}`,
  bookTutor: 'Book a Tutor',
  studyMaterials: {
    heading: 'Study Materials',
    loading: 'Loading study materials...',
    failed: 'The study materials could not be loaded.',
    retry: 'Try again',
  },
  prices: {
    getStarted: 'Get Started',
    choosePremium: 'Choose Premium',
    bookTutor: 'Book a Tutor',
    mostPopular: 'Most popular',
    /** The link's accessible name: its words, then which offer and price. */
    actionName: (action: string, offer: string, price: string) => `${action}: ${offer}, ${price}`,
  },
};
