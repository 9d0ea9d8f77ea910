/** What the remote's route table says while a page's chunk loads. */
export const appTexts = {
  loadingPage: 'Loading page',
};
