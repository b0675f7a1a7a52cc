import { headedBlock } from '../headedBlock'

export const TimelineBlock = headedBlock('timeline', 'TimelineBlock', 'History timeline')
