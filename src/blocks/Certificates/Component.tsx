import { Section } from '@/components/content/Section'
import { SiteLink } from '@/components/site/SiteLink'
import { screenHref } from '@/i18n/paths'
import { listCertificates } from '@/lib/cms/company'
import type { CertificatesBlock } from '@/payload-types'
import type { BlockContext } from '../types'

export async function CertificatesBlockComponent({
  block,
  context,
}: {
  block: CertificatesBlock
  context: BlockContext
}) {
  const certificates = await listCertificates(context.locale)
  if (certificates.length === 0) return null
  const fileScreen = screenHref('file', context.locale)
  return (
    <Section heading={block.heading}>
      <ul className="flex flex-wrap gap-4">
        {certificates.map((certificate) => {
          const documentId = typeof certificate.document === 'object' ? certificate.document?.id : certificate.document
          const label = <span className="text-lg font-semibold">{certificate.text}</span>
          const className =
            'flex items-center gap-3 rounded-xl border border-brand-100 bg-brand-50 px-5 py-4 text-brand-900'
          return (
            <li key={certificate.id}>
              {documentId ? (
                <SiteLink
                  href={`${fileScreen}?id=${documentId}`}
                  className={`${className} underline-offset-4 hover:underline`}
                >
                  {label}
                </SiteLink>
              ) : certificate.link ? (
                <a href={certificate.link} className={`${className} underline-offset-4 hover:underline`}>
                  {label}
                </a>
              ) : (
                <span className={className}>{label}</span>
              )}
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
