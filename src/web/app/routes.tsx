import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { ACCOUNT_DELETED_ROUTE } from '../lib/auth/account-deleted';
import { RequireAdmin, RequireAuth, RequireProvider } from './guards';
import { RootLayout } from './root-layout';
import { adminRoute } from './routes/admin-routes';
import { dashboardRoute } from './routes/dashboard-routes';
import { ImpersonationRoute } from './routes/impersonation-route';
import { LandingRoute } from './routes/landing-route';
import {
  AboutPage,
  AccountDeletedPage,
  ApiDocsPage,
  BlogArticlePage,
  BlogPage,
  BookingPage,
  CancelBookingPage,
  CguPage,
  ConfirmEmailPage,
  ContactPage,
  DashboardLayout,
  DpaSignaturePage,
  ForgotPasswordPage,
  LeaveWaitlistPage,
  LegalPage,
  ManageBookingPage,
  PrivacyPage,
  RequireDpa,
  ResetPasswordPage,
  RgpdDocumentsPage,
  RgpdPage,
  VerifyEmailPage,
} from './routes/lazy-screens';
import { PublicPage } from './routes/public-page';
import { RouteError } from './routes/route-error';

const redirect = (to: string): ReactNode => <Navigate to={to} replace />;
const publicPage = (path: string, page: ReactNode): RouteObject => ({
  path,
  element: <PublicPage>{page}</PublicPage>,
});

/** Every route of SPEC §2 with its access rule. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <LandingRoute /> },
      { path: 'auth', element: redirect('/?auth=login') },
      { path: 'auth/login', element: redirect('/?auth=login') },
      { path: 'auth/register', element: redirect('/?auth=register') },
      { path: 'login', element: redirect('/?auth=login') },

      publicPage('verify-email/success', <VerifyEmailPage preset="success" />),
      publicPage('verify-email/failed', <VerifyEmailPage preset="error" />),
      publicPage('verify-email/:token', <VerifyEmailPage />),
      publicPage('forgot-password', <ForgotPasswordPage />),
      publicPage('reset-password/:token', <ResetPasswordPage />),
      publicPage('confirm-email/:token', <ConfirmEmailPage />),

      publicPage('about', <AboutPage />),
      // Issue 36: the public API's keys, scopes and limits, and its OpenAPI document.
      publicPage('documentation-api', <ApiDocsPage />),
      publicPage('contact', <ContactPage />),
      publicPage('cgu', <CguPage />),
      publicPage('privacy', <PrivacyPage />),
      publicPage('rgpd', <RgpdPage />),
      publicPage('legal', <LegalPage />),
      publicPage('blog', <BlogPage />),
      // Issue 37: the last page of « Supprimer mon compte », for the tab that asked.
      publicPage(ACCOUNT_DELETED_ROUTE.slice(1), <AccountDeletedPage />),
      publicPage('blog/:slug', <BlogArticlePage />),

      // The client's booking pages bring their own slim frame (the provider's name, not our marketing header).
      { path: 'booking/:providerId', element: <BookingPage /> },
      { path: 'booking/:providerId/:token', element: <ManageBookingPage /> },
      { path: 'cancel-booking/:bookingId/:token', element: <CancelBookingPage /> },
      { path: 'waitlist/:entryId/:token', element: <LeaveWaitlistPage /> },

      {
        element: <RequireAuth />,
        children: [
          { path: 'impersonation', element: <ImpersonationRoute /> },
          {
            // Admins are sent to /admin before the dashboard code is even downloaded.
            element: <RequireProvider />,
            children: [
              {
                element: <DashboardLayout />,
                children: [
                  {
                    element: <RequireDpa />,
                    children: [dashboardRoute],
                  },
                  { path: 'dpa-signature', element: <DpaSignaturePage /> },
                ],
              },
            ],
          },
          {
            // Outside the DPA gate: exporting or deleting one's data never waits for a signature.
            element: <DashboardLayout />,
            children: [{ path: 'rgpd/documents', element: <RgpdDocumentsPage /> }],
          },
          {
            element: <RequireAdmin />,
            children: [adminRoute],
          },
        ],
      },
      { path: '*', element: redirect('/') },
    ],
  },
];
