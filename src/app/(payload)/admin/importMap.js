import { ScheduledCell as ScheduledCell_0cbd95d215c11fd7b77b1f3714d6e268 } from '../../../features/admin/scheduling/ScheduledCell'
import { BlockDescription as BlockDescription_9c41af4d804968c72c85c18b230b8106 } from '../../../features/admin/BlockDescription'
import { BlockRowLabel as BlockRowLabel_dbaedc7f063deb8bc5920149c247643b } from '../../../features/admin/BlockRowLabel'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { DepartmentField as DepartmentField_5130dc63a57faece1d28545e3c21fe80 } from '../../../features/admin/DepartmentField'
import { OverviewComponent as OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaTitleComponent as MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { FieldDescription as FieldDescription_3817bf644402e67bfe6577f60ef982de } from '@payloadcms/ui'
import { MetaDescriptionComponent as MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaImageComponent as MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { PreviewComponent as PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { SlugField as SlugField_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { PostingTitleCell as PostingTitleCell_fcf4de4e620596f1fa3efeca876bc696 } from '../../../features/admin/PostingTitleCell'
import { ReportView as ReportView_ea3c70e010c4de49eb902986472a2dcf } from '../../../features/reports/admin/ReportView'
import { E2bDownload as E2bDownload_b300a60a0d725d001fe8a8e628a6f19b } from '../../../features/reports/admin/E2bDownload'
import { DeadlineCell as DeadlineCell_d8254c999bb740a364e7c037779750f1 } from '../../../features/reports/admin/DeadlineCell'
import { DueSoonFilter as DueSoonFilter_f5a2ee6e28f50bf29cffdb46dc05ba6a } from '../../../features/reports/admin/DueSoonFilter'
import { ReportExport as ReportExport_8aa0eef3b829d3ba3adcb324e3a87728 } from '../../../features/reports/admin/ReportExport'
import { CurrentPasswordField as CurrentPasswordField_462c48967cf42670ac58282c7874c3a7 } from '../../../features/staffAccount/CurrentPasswordField'
import { MenuRowLabel as MenuRowLabel_39278ae0d0123eaa477c1eb45e5b9bbb } from '../../../features/admin/MenuRowLabel'
import { ContentLocaleNotice as ContentLocaleNotice_641802dd814760f8e08d03a5e4c742b6 } from '../../../features/admin/ContentLocaleNotice'
import { StaffWork as StaffWork_e7ac68b9c00570aeba106aa168ac0d93 } from '../../../features/admin/dashboard/StaffWork'
import { ScheduleGuard as ScheduleGuard_51fd2a6204de7ea953c6662236a16a6a } from '../../../features/admin/scheduling/ScheduleGuard'
import { DatePickerLanguage as DatePickerLanguage_e37cdf1ac60cbf3510be85f5bc7fd2e7 } from '../../../features/admin/DatePickerLanguage'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/features/admin/scheduling/ScheduledCell#ScheduledCell": ScheduledCell_0cbd95d215c11fd7b77b1f3714d6e268,
  "/features/admin/BlockDescription#BlockDescription": BlockDescription_9c41af4d804968c72c85c18b230b8106,
  "/features/admin/BlockRowLabel#BlockRowLabel": BlockRowLabel_dbaedc7f063deb8bc5920149c247643b,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/features/admin/DepartmentField#DepartmentField": DepartmentField_5130dc63a57faece1d28545e3c21fe80,
  "@payloadcms/plugin-seo/client#OverviewComponent": OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaTitleComponent": MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/ui#FieldDescription": FieldDescription_3817bf644402e67bfe6577f60ef982de,
  "@payloadcms/plugin-seo/client#MetaDescriptionComponent": MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaImageComponent": MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#PreviewComponent": PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/next/client#SlugField": SlugField_2b8867833a34864a02ddf429b0728a40,
  "/features/admin/PostingTitleCell#PostingTitleCell": PostingTitleCell_fcf4de4e620596f1fa3efeca876bc696,
  "/features/reports/admin/ReportView#ReportView": ReportView_ea3c70e010c4de49eb902986472a2dcf,
  "/features/reports/admin/E2bDownload#E2bDownload": E2bDownload_b300a60a0d725d001fe8a8e628a6f19b,
  "/features/reports/admin/DeadlineCell#DeadlineCell": DeadlineCell_d8254c999bb740a364e7c037779750f1,
  "/features/reports/admin/DueSoonFilter#DueSoonFilter": DueSoonFilter_f5a2ee6e28f50bf29cffdb46dc05ba6a,
  "/features/reports/admin/ReportExport#ReportExport": ReportExport_8aa0eef3b829d3ba3adcb324e3a87728,
  "/features/staffAccount/CurrentPasswordField#CurrentPasswordField": CurrentPasswordField_462c48967cf42670ac58282c7874c3a7,
  "/features/admin/MenuRowLabel#MenuRowLabel": MenuRowLabel_39278ae0d0123eaa477c1eb45e5b9bbb,
  "/features/admin/ContentLocaleNotice#ContentLocaleNotice": ContentLocaleNotice_641802dd814760f8e08d03a5e4c742b6,
  "/features/admin/dashboard/StaffWork#StaffWork": StaffWork_e7ac68b9c00570aeba106aa168ac0d93,
  "/features/admin/scheduling/ScheduleGuard#ScheduleGuard": ScheduleGuard_51fd2a6204de7ea953c6662236a16a6a,
  "/features/admin/DatePickerLanguage#DatePickerLanguage": DatePickerLanguage_e37cdf1ac60cbf3510be85f5bc7fd2e7,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
