import { AccessibilityStatement } from '@/features/accessibility/AccessibilityStatement'
import { screenRoute } from '@/features/content/screenRoute'

const route = screenRoute('accessibilityStatement', AccessibilityStatement)

export const generateMetadata = route.generateMetadata
export default route.Page
