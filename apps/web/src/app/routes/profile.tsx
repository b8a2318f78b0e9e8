import { BadgeList } from '@/features/events/components/badge-list'
import { ProfilePage } from '@/features/profile/components/profile-page'

/** /profile: the pilot's card, stats, badges (Season 0 pioneer) and Upload History. */
export function ProfileRoute() {
  return (
    <ProfilePage
      extra={(profile) => (
        <section className="panel">
          <BadgeList userId={profile.userId} />
        </section>
      )}
    />
  )
}
