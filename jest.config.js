const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** Front-end packages run in jsdom; the API runs in node against PGlite and PostgreSQL. */
export default {
  // Jest's default is one worker fewer than the cores: one on these two-core machines. The API tests wait on
  // PostgreSQL and on servers they start as often as they compute, so two workers finish about a third sooner.
  maxWorkers: 2,
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/build', '<rootDir>/contracts', '<rootDir>/shared-ui', '<rootDir>/shell', '<rootDir>/mf-marketing-site', '<rootDir>/mf-exams', '<rootDir>/mf-study', '<rootDir>/mf-schools', '<rootDir>/mf-checkout', '<rootDir>/mf-staff-dashboard'],
      testMatch: ['**/src/**/*.test.ts?(x)', '<rootDir>/build/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/jest.setup.web.ts'],
      transform: { '^.+\\.[jt]sx?$': swc },
      moduleNameMapper: {
        '\\.(png|jpe?g|svg|webp)$': '<rootDir>/types/file-stub.cjs',
        '^react-router-production-build$': 'react-router',
      },
      globals: { __BUILD_ID__: 'test-build' },
    },
    {
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/api'],
      testMatch: ['**/test/**/*.test.ts'],
      transform: {
        '^.+\\.[jt]sx?$': swc,
        '^.+\\.cjs$': ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
      },
      // Jest runs CommonJS without vm modules: ESM-only dependencies (content-disposition 3 under
      // @fastify/static, cookie 2) and CommonJS files that call import() (@fastify/cookie, PGlite and its utils) go through
      // swc like our own files, which turns import() into require(). Everything else loads as it is.
      transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie|@fastify/cookie|@electric-sql/pglite[a-z-]*)/)'],
    },
  ],
};
