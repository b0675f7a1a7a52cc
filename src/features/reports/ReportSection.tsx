import { botCheckClientConfig } from '@/features/forms/botCheck'
import type { Locale } from '@/i18n/locales'
import { screenHref } from '@/i18n/paths'
import { getReportLegalNotice } from '@/lib/cms/siteSettings'
import { requestContext } from '@/lib/request/context'
import { ReportWizard } from './ReportWizard'
import { reportStrings } from './strings'

/**
 * The report page's form, below the editor's introduction; its texts travel to the client as props, the
 * legal information from the running market's site settings (each country's law and authority).
 */
export async function ReportSection({ locale }: { locale: Locale }) {
  const legalNotice = await getReportLegalNotice(requestContext().market.id, locale)
  return (
    <ReportWizard
      locale={locale}
      strings={reportStrings(locale)}
      legalNotice={legalNotice}
      botCheck={botCheckClientConfig()}
      homeHref={screenHref('home', locale)}
      privacyHref={screenHref('privacyPolicy', locale)}
    />
  )
}
