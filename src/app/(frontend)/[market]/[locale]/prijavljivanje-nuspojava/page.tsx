import { screenRoute } from '@/features/content/screenRoute'
import { ReportSection } from '@/features/reports/ReportSection'

const route = screenRoute('reportingSideEffects', ReportSection)

export const generateMetadata = route.generateMetadata
export default route.Page
