import { botCheckClientConfig } from '@/features/forms/botCheck'
import type { Locale } from '@/i18n/locales'
import { screenHref } from '@/i18n/paths'
import { ReportWizard } from './ReportWizard'
import { reportStrings } from './strings'

/** The report page's form, below the editor's introduction; its texts travel to the client as props. */
export function ReportSection({ locale }: { locale: Locale }) {
  return (
    <ReportWizard
      locale={locale}
      strings={reportStrings(locale)}
      botCheck={botCheckClientConfig()}
      homeHref={screenHref('home', locale)}
      privacyHref={screenHref('privacyPolicy', locale)}
    />
  )
}
