/** What front-end tests share: rendering a page as the shell does, fake answers, a signed-in user, documents. */
export * from './render-page';
export * from './fake-response';
export * from './signed-in-user';
export * from './study-documents';
export * from './fake-api';
