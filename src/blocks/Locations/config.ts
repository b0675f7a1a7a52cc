import { headedBlock } from '../headedBlock'

export const LocationsBlock = headedBlock('locations', 'LocationsBlock', 'Locations', "The market's locations.")
