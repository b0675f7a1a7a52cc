import type { CollectionConfig } from 'payload'
import { AdverseReactionReports } from './AdverseReactionReports'
import { ContactDirectory } from './ContactDirectory'
import { ContactMessages } from './ContactMessages'
import { Certificates, CompanyInformation, DistributorLinks, HistoryEntries, Locations, Memberships } from './company'
import { Documents } from './Documents'
import { JobApplicationFiles, JobApplications } from './JobApplications'
import { JobPostings } from './JobPostings'
import { MailOutbox } from './MailOutbox'
import { Media } from './Media'
import { News } from './News'
import { NewsCategories } from './NewsCategories'
import { Pages } from './Pages'
import { Redirects } from './Redirects'
import { Screens } from './Screens'
import { SearchEntries } from './SearchEntries'
import { SearchMisses } from './SearchMisses'
import { SearchSynonyms } from './SearchSynonyms'
import { SiteSettings } from './SiteSettings'
import { Users } from './Users'

/** Every collection, in the admin's order. */
export const collections: CollectionConfig[] = [
  Pages,
  Screens,
  News,
  NewsCategories,
  Media,
  Documents,
  Locations,
  HistoryEntries,
  Certificates,
  Memberships,
  DistributorLinks,
  CompanyInformation,
  SiteSettings,
  Redirects,
  JobPostings,
  JobApplications,
  JobApplicationFiles,
  ContactDirectory,
  ContactMessages,
  MailOutbox,
  AdverseReactionReports,
  Users,
  SearchEntries,
  SearchSynonyms,
  SearchMisses,
]
