/** Upcoming-events carousel rotation (SPEC.md section 9). */
export const CAROUSEL_INTERVAL_MS = 5000
