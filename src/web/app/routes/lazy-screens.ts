import { lazy } from 'react';
import { lazyScreen } from '../lazy-screen';

/*
 * Code splitting: the entry holds the router and the public frame (the landing page's sections are
 * in landing-page-loader); each area below is one chunk fetched on first use (several screens of
 * an area share its chunk, so moving between them costs nothing more).
 */
const loadAccount = () => import('./account-bundle');
export const AuthModal = lazyScreen(() => loadAccount().then((m) => ({ default: m.AuthModal })));
export const ConfirmEmailPage = lazyScreen(() =>
  loadAccount().then((m) => ({ default: m.ConfirmEmailPage })),
);
export const ForgotPasswordPage = lazyScreen(() =>
  loadAccount().then((m) => ({ default: m.ForgotPasswordPage })),
);
export const ResetPasswordPage = lazyScreen(() =>
  loadAccount().then((m) => ({ default: m.ResetPasswordPage })),
);
export const VerifyEmailPage = lazyScreen(() => loadAccount().then((m) => ({ default: m.VerifyEmailPage })));

const loadPublic = () => import('./public-bundle');
export const AboutPage = lazyScreen(() => loadPublic().then((m) => ({ default: m.AboutPage })));
export const ApiDocsPage = lazyScreen(() => loadPublic().then((m) => ({ default: m.ApiDocsPage })));
export const ContactPage = lazyScreen(() => loadPublic().then((m) => ({ default: m.ContactPage })));
export const AccountDeletedPage = lazyScreen(() =>
  loadPublic().then((m) => ({ default: m.AccountDeletedPage })),
);
export const CguPage = lazyScreen(() => loadPublic().then((m) => ({ default: m.CguPage })));
export const PrivacyPage = lazyScreen(() => loadPublic().then((m) => ({ default: m.PrivacyPage })));
export const RgpdPage = lazyScreen(() => loadPublic().then((m) => ({ default: m.RgpdPage })));
export const LegalPage = lazyScreen(() => loadPublic().then((m) => ({ default: m.LegalPage })));
export const BlogPage = lazyScreen(() => loadPublic().then((m) => ({ default: m.BlogPage })));
export const BlogArticlePage = lazyScreen(() => loadPublic().then((m) => ({ default: m.BlogArticlePage })));

export { BookingPage } from './booking-page-loader';

const loadBookingLinks = () => import('./booking-links-bundle');
export const ManageBookingPage = lazyScreen(() =>
  loadBookingLinks().then((m) => ({ default: m.ManageBookingPage })),
);
export const CancelBookingPage = lazyScreen(() =>
  loadBookingLinks().then((m) => ({ default: m.CancelBookingPage })),
);
export const LeaveWaitlistPage = lazyScreen(() =>
  import('./waitlist-bundle').then((m) => ({ default: m.LeaveWaitlistPage })),
);

const loadDashboard = () => import('./dashboard-bundle');
export const DashboardLayout = lazyScreen(() =>
  loadDashboard().then((m) => ({ default: m.DashboardLayout })),
);
export const RgpdDocumentsPage = lazyScreen(() =>
  loadDashboard().then((m) => ({ default: m.RgpdDocumentsPage })),
);
export const DpaSignaturePage = lazyScreen(() =>
  loadDashboard().then((m) => ({ default: m.DpaSignaturePage })),
);
export const RequireDpa = lazyScreen(() => loadDashboard().then((m) => ({ default: m.RequireDpa })));

// A widget, not a screen: without its code the page simply has no chat button (no 120 s limit).
export const SupportChatWidget = lazy(() =>
  import('./support-chat-bundle').then((m) => ({ default: m.SupportChatWidget })),
);
