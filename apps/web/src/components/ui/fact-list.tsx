import type { ReactNode } from 'react'

/** Labelled facts as a description list, each pair in its own box (for grid layouts). */
export function FactList({
  className,
  facts,
}: {
  className: string
  facts: readonly (readonly [label: string, value: ReactNode])[]
}) {
  return (
    <dl className={className}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
