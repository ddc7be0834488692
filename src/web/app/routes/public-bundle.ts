/** The public pages other than the landing page, fetched when a visitor opens one of them. */

export { BlogArticlePage } from '../../features/blog/blog-article-page';
export { BlogPage } from '../../features/blog/blog-list-page';
export { AccountDeletedPage } from '../../features/gdpr/pages/account-deleted-page';
export { AboutPage } from '../../features/info-pages/about-page';
export { CguPage } from '../../features/info-pages/cgu-page';
export { ContactPage } from '../../features/info-pages/contact-page';
export { LegalPage } from '../../features/info-pages/legal-page';
export { PrivacyPage } from '../../features/info-pages/privacy-page';
export { RgpdPage } from '../../features/info-pages/rgpd-page';
export { ApiDocsPage } from '../../features/integrations/pages/api-docs-page';
