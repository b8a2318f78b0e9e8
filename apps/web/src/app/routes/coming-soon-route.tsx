import { ComingSoon } from '@/components/ui/coming-soon'

/** Banner-only screens of the spec (/emulator, /test, /register, ...): the banner and a notice. */
export function ComingSoonRoute() {
  return <ComingSoon />
}
