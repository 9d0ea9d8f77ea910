/** Words more than one marketing page uses. */
export const sharedTexts = {
  notAffiliated:
    'NursePrep Academy is an independent tutoring and study-support service. We are not affiliated with, endorsed by or sponsored by any school named on this site; school names identify the courses our materials help with.',
  examOwners: 'TEAS and ATI are trademarks of ATI; HESI is Elsevier’s; NCLEX is NCSBN’s. We are not affiliated with any exam owner.',
  tutoringPriceNote: 'Prices depend on the exam and the tutor; we confirm yours before you book anything.',
};

/** The spinner's words while a page's code downloads. */
export const routeLoadingLabel = 'Loading page';
