/** External destinations shared by the footer, error pages and search. */
export const siteLinks = {
  company: 'https://vantagecompute.ai',
  app: 'https://app.vantagecompute.ai',
  support: 'https://vantagecompute.ai/contact',
  supportEmail: 'support@vantagecompute.ai',
  chat: 'https://vantagecompute.slack.com',
  codeHost: 'https://github.com/vantagecompute',
} as const;
