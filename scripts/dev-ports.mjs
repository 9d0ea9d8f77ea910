const fromEnv = (name, fallback) => Number(process.env[name] ?? fallback);

/** Ports for `npm run dev`; each can be moved with its variable when another process holds it. */
export const devPorts = {
  shell: fromEnv('SHELL_DEV_PORT', 3000),
  api: fromEnv('API_DEV_PORT', 3010),
  remotes: {
    marketing: { folder: 'mf-marketing-site', variable: 'MARKETING_DEV_PORT', port: fromEnv('MARKETING_DEV_PORT', 3101) },
    exams: { folder: 'mf-exams', variable: 'EXAMS_DEV_PORT', port: fromEnv('EXAMS_DEV_PORT', 3102) },
    study: { folder: 'mf-study', variable: 'STUDY_DEV_PORT', port: fromEnv('STUDY_DEV_PORT', 3106) },
    schools: { folder: 'mf-schools', variable: 'SCHOOLS_DEV_PORT', port: fromEnv('SCHOOLS_DEV_PORT', 3103) },
    checkout: { folder: 'mf-checkout', variable: 'CHECKOUT_DEV_PORT', port: fromEnv('CHECKOUT_DEV_PORT', 3104) },
    staff_dashboard: { folder: 'mf-staff-dashboard', variable: 'STAFF_DASHBOARD_DEV_PORT', port: fromEnv('STAFF_DASHBOARD_DEV_PORT', 3105) },
  },
};
