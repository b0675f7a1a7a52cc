import { CompanyInformationDetails } from '@/features/company/CompanyInformationDetails'
import { screenRoute } from '@/features/content/screenRoute'

const route = screenRoute('companyInformation', CompanyInformationDetails)

export const generateMetadata = route.generateMetadata
export default route.Page
