import { lazy } from 'react';

/*
 * Code splitting: the entry holds the router and the public frame (the landing page's sections are
 * in landing-page-loader); each area below is one chunk fetched on first use (several screens of
 * an area share its chunk, so moving between them costs nothing more).
 */
const loadAccount = () => import('./account-bundle');
export const AuthModal = lazy(() => loadAccount().then((m) => ({ default: m.AuthModal })));
export const ConfirmEmailPage = lazy(() => loadAccount().then((m) => ({ default: m.ConfirmEmailPage })));
export const ForgotPasswordPage = lazy(() => loadAccount().then((m) => ({ default: m.ForgotPasswordPage })));
export const ResetPasswordPage = lazy(() => loadAccount().then((m) => ({ default: m.ResetPasswordPage })));
export const VerifyEmailPage = lazy(() => loadAccount().then((m) => ({ default: m.VerifyEmailPage })));

const loadPublic = () => import('./public-bundle');
export const AboutPage = lazy(() => loadPublic().then((m) => ({ default: m.AboutPage })));
export const ContactPage = lazy(() => loadPublic().then((m) => ({ default: m.ContactPage })));
export const CguPage = lazy(() => loadPublic().then((m) => ({ default: m.CguPage })));
export const PrivacyPage = lazy(() => loadPublic().then((m) => ({ default: m.PrivacyPage })));
export const RgpdPage = lazy(() => loadPublic().then((m) => ({ default: m.RgpdPage })));
export const LegalPage = lazy(() => loadPublic().then((m) => ({ default: m.LegalPage })));
export const BlogPage = lazy(() => loadPublic().then((m) => ({ default: m.BlogPage })));
export const BlogArticlePage = lazy(() => loadPublic().then((m) => ({ default: m.BlogArticlePage })));

export const BookingPage = lazy(() => import('./booking-bundle').then((m) => ({ default: m.BookingPage })));
const loadBookingLinks = () => import('./booking-links-bundle');
export const ManageBookingPage = lazy(() =>
  loadBookingLinks().then((m) => ({ default: m.ManageBookingPage })),
);
export const CancelBookingPage = lazy(() =>
  loadBookingLinks().then((m) => ({ default: m.CancelBookingPage })),
);

const loadDashboard = () => import('./dashboard-bundle');
export const DashboardLayout = lazy(() => loadDashboard().then((m) => ({ default: m.DashboardLayout })));
export const RgpdDocumentsPage = lazy(() => loadDashboard().then((m) => ({ default: m.RgpdDocumentsPage })));
export const DpaSignaturePage = lazy(() => loadDashboard().then((m) => ({ default: m.DpaSignaturePage })));
export const RequireDpa = lazy(() => loadDashboard().then((m) => ({ default: m.RequireDpa })));

export const SupportChatWidget = lazy(() =>
  import('./support-chat-bundle').then((m) => ({ default: m.SupportChatWidget })),
);
