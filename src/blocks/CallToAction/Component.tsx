import { SmartLink } from '@/components/content/SmartLink'
import { ContactButton } from '@/features/contact/ContactButton'
import { resolveLink } from '@/lib/cms/links'
import { requestContext } from '@/lib/request/context'
import type { CallToActionBlock } from '@/payload-types'
import type { BlockContext } from '../types'

const buttonClass = 'button button-secondary shrink-0'

export async function CallToActionBlockComponent({
  block,
  context,
}: {
  block: CallToActionBlock
  context: BlockContext
}) {
  const link =
    block.action === 'link' ? await resolveLink(block.link, requestContext().market.id, context.locale) : null
  return (
    <section className="mx-auto max-w-7xl px-4 sm:px-6">
      <div className="flex flex-col items-start gap-4 rounded-2xl bg-brand-800 px-6 py-10 text-white md:flex-row md:items-center md:justify-between md:px-12">
        <div>
          <h2 className="text-2xl font-bold md:text-3xl">{block.heading}</h2>
          {block.text && <p className="mt-2 max-w-2xl text-lg text-brand-100">{block.text}</p>}
        </div>
        {block.action === 'contact' ? (
          <ContactButton className={buttonClass} department={block.department || undefined}>
            {block.buttonLabel}
          </ContactButton>
        ) : (
          link && (
            <SmartLink link={link} className={buttonClass}>
              {block.buttonLabel}
            </SmartLink>
          )
        )}
      </div>
    </section>
  )
}
