export * from './routes';
export * from './site-config';
