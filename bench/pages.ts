/** The five pages the size and Lighthouse budgets are measured on (issue 16), also checked for clean hydration (tests/e2e). */
export const budgetPages = [
  '/',
  '/platform/jobs/how-to-guides/scripts',
  '/cli/commands',
  '/api/reference',
  '/getting-started/create-job-submission-intro',
];
