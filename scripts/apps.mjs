/** The front-end apps, in build order: the shell first, then every remote. */
export const apps = ['shell', 'mf-marketing-site', 'mf-exams', 'mf-study', 'mf-schools', 'mf-checkout', 'mf-staff-dashboard'];
