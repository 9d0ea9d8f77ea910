export * from './routes';
export * from './site-config';
export * from './catalogue';
