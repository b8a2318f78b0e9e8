import { createBrowserRouter, RouterProvider } from 'react-router'
import { paths } from '@/config/paths'
import { AppLayout } from './layout/app-layout'
import { ComingSoonRoute } from './routes/coming-soon-route'
import { CommunityProfileIndexRoute, CommunityProfileRoute } from './routes/community-profile'
import { EventDetailRoute } from './routes/event-detail'
import { EventsRoute } from './routes/events'
import { GlobalXRankingRoute } from './routes/global-x-ranking'
import { HomeRoute } from './routes/home'
import { ModerationRoute } from './routes/moderation'
import { NotFoundRoute } from './routes/not-found'
import { PartnersRoute } from './routes/partners'
import { PlayersRoute } from './routes/players'
import { ProfileRoute } from './routes/profile'
import { ProtectedRoute } from './routes/protected-route'
import { RankingsRoute } from './routes/rankings'
import { RegisterRoute } from './routes/register'
import { ResetPasswordRoute } from './routes/reset-password'
import { RunRoute } from './routes/run'
import { StartXLevelRoute } from './routes/start-x-level'
import { TermsRoute } from './routes/terms'

const BANNER_ONLY = [paths.emulator, paths.test, paths.community]

export const routes = [
  {
    element: <AppLayout />,
    children: [
      { path: paths.home.path, element: <HomeRoute /> },
      {
        path: paths.profile.path,
        element: (
          <ProtectedRoute>
            <ProfileRoute />
          </ProtectedRoute>
        ),
      },
      {
        path: paths.startXLevel.path,
        element: (
          <ProtectedRoute>
            <StartXLevelRoute />
          </ProtectedRoute>
        ),
      },
      {
        path: paths.rankings.path,
        element: (
          <ProtectedRoute>
            <RankingsRoute />
          </ProtectedRoute>
        ),
      },
      {
        path: paths.register.path,
        element: (
          <ProtectedRoute>
            <RegisterRoute />
          </ProtectedRoute>
        ),
      },
      {
        path: paths.moderation.path,
        element: (
          <ProtectedRoute>
            <ModerationRoute />
          </ProtectedRoute>
        ),
      },
      { path: paths.run.path, element: <RunRoute /> },
      { path: paths.events.path, element: <EventsRoute /> },
      { path: paths.eventDetail.path, element: <EventDetailRoute /> },
      { path: paths.partners.path, element: <PartnersRoute /> },
      { path: paths.globalXRanking.path, element: <GlobalXRankingRoute /> },
      { path: paths.players.path, element: <PlayersRoute /> },
      { path: paths.communityProfile.path, element: <CommunityProfileIndexRoute /> },
      { path: paths.communityPilot.path, element: <CommunityProfileRoute /> },
      { path: paths.terms.path, element: <TermsRoute /> },
      { path: paths.resetPassword.path, element: <ResetPasswordRoute /> },
      ...BANNER_ONLY.map((entry) => ({ path: entry.path, element: <ComingSoonRoute /> })),
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]

const router = createBrowserRouter(routes)

export function AppRouter() {
  return <RouterProvider router={router} />
}
