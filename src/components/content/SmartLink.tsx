import type React from 'react'
import { SiteLink } from '@/components/site/SiteLink'
import type { ResolvedLink } from '@/lib/cms/links'

/** A site link through the router, an external one as a plain anchor. */
export function SmartLink({
  link,
  className,
  children,
}: {
  link: ResolvedLink
  className?: string
  children: React.ReactNode
}) {
  if (link.external) {
    return (
      <a href={link.href} className={className} rel="noopener">
        {children}
      </a>
    )
  }
  return (
    <SiteLink href={link.href} className={className}>
      {children}
    </SiteLink>
  )
}
