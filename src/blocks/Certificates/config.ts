import { headedBlock } from '../headedBlock'

export const CertificatesBlock = headedBlock('certificates', 'CertificatesBlock', 'Certificates')
