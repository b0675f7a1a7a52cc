import { headedBlock } from '../headedBlock'

export const LocationsBlock = headedBlock('locations', 'LocationsBlock', 'Locations')
