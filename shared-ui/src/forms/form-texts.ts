/** Words every form shares (the per-form titles live with each form). */
export const formTexts = {
  rateLimited: (minutes: number) =>
    `You have sent this form several times in a short while. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`,
};
