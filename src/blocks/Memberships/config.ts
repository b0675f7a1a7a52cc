import { headedBlock } from '../headedBlock'

export const MembershipsBlock = headedBlock('memberships', 'MembershipsBlock', 'Memberships')
