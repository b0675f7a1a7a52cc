import Link from 'next/link'
import type React from 'react'
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
    <Link href={link.href} className={className}>
      {children}
    </Link>
  )
}
