import { ReportSection } from '@/features/reports/ReportSection'
import { screenRoute } from '@/lib/routes/screenRoute'

const route = screenRoute('reportingSideEffects', ReportSection)

export const generateMetadata = route.generateMetadata
export default route.Page
