import { headedBlock } from '../headedBlock'

export const DistributorsBlock = headedBlock('distributors', 'DistributorsBlock', 'Distributor links')
