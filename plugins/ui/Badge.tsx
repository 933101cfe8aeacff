/**
 * A badge beside a name: the moderator's and the trusted member's are worded by the kit (base namespace,
 * `badge.*`) and coloured too; any other is the caller's text. Always text, so the role is never told by
 * colour alone, and read in the flow of the line ("Ada Lovelace Moderator").
 */
import type { ReactNode } from 'react'
import { useT } from '../../kernel/react/hooks'

export type BadgeKind = 'moderator' | 'trusted'

export interface BadgeProps {
  /** A role the kit words; without it the badge shows `children`. */
  kind?: BadgeKind
  /** The text of a generic badge, or another wording of a role's. */
  children?: ReactNode
  className?: string
}

export function Badge({ kind, children, className }: BadgeProps) {
  const { t } = useT()
  return (
    <span className={className ? `vf-badge ${className}` : 'vf-badge'} data-kind={kind}>
      {children ?? (kind ? t(`badge.${kind}`) : null)}
    </span>
  )
}
