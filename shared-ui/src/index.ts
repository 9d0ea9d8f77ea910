export { theme, type Theme } from './theme/theme';
export { GlobalStyle } from './theme/global-style';
export { errorMessageOf, statusOf } from './data/api-request';
export { ApiError, apiErrorOf, parseRetryAfter } from './data/api-error';
export { request, endpointQuery, endpointUrl, type RequestOptions } from './data/request';
export { createQueryClient } from './data/query-client';
export {
  useToastStore,
  toast,
  TOAST_LIMIT,
  TOAST_DEFAULT_DURATION,
  TOAST_REMOVE_DELAY,
  type Toast,
  type ToastInput,
  type ToastVariant,
} from './toast/toast-store';
export { AppProviders } from './providers/app-providers';
export { useSiteConfig, fetchSiteConfig, SITE_CONFIG_PATH } from './data/use-site-config';
export { useDocumentTitle, useBrandName, BRAND_NAME } from './hooks/use-document-title';
export { PageHeader, type PageHeaderProps } from './components/page-header';
export { NotFoundScreen, NotFoundRoute } from './components/not-found-screen';
export { PageReadyMark } from './components/page-ready-mark';
export { PageLoading } from './components/page-loading';
export { PageHeaderBySlug, type PageIntro } from './components/page-header-by-slug';
export * from './icons';
export { Button, type ButtonProps } from './components/button';
export { ButtonLink, isInternalPath, type ButtonLinkProps } from './components/button-link';
export { type ButtonVariant, type ButtonSize, type ButtonOptions } from './components/button-variants';
export {
  Tabs,
  TabsList,
  TabsTrigger,
  TabsLink,
  TabsContent,
  type TabsProps,
  type TabsListProps,
  type TabsTriggerProps,
  type TabsLinkProps,
  type TabsContentProps,
} from './components/tabs';
export { Select, type SelectProps, type SelectOption } from './components/select';
export { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter, type CardTitleProps } from './components/card';
export { Badge, badgeVariants, type BadgeProps, type BadgeVariant } from './components/badge';
export { LetterFilter, ALPHABET, alphabetLetterOf, type LetterFilterProps } from './components/letter-filter';
export { Skeleton, type SkeletonProps } from './components/skeleton';
export { Spinner, type SpinnerProps, type SpinnerSize } from './components/spinner';
export { Container } from './components/container';
export { Section, sectionTones, type SectionTone } from './components/section';
export { VisuallyHidden } from './components/visually-hidden';
export { useControllableValue } from './hooks/use-controllable-value';
export { disclosurePart, disclosureParts, earlyDialogOpener, useEarlyAnswer, useEarlyDisclosure } from './hooks/use-early-answer';
export {
  useSearchParamState,
  type SearchParamChanges,
  type SearchParamUpdateOptions,
  type SearchParamLinkOptions,
  type SearchParamLinkProps,
} from './hooks/use-search-param-state';
export { isPlainLeftClick } from './lib/plain-click';
export { TextField, type TextFieldProps } from './components/text-field';
export { TextArea, type TextAreaProps } from './components/text-area';
export { SelectField, type SelectFieldProps, type SelectFieldOption } from './components/select-field';
export { type FieldOptions } from './components/field';
export { Dialog, type DialogProps } from './components/dialog';
export { Toaster, TOAST_HOTKEY } from './components/toaster';
export { TOAST_SWIPE_THRESHOLD } from './components/toast-item';
export { Tooltip, type TooltipProps, type TooltipSide } from './components/tooltip';
export { useAccountDialogs, type AccountDialog } from './account/account-dialogs-store';
export { useCurrentUser, currentUserQueryKey, CURRENT_USER_PATH } from './account/use-current-user';
export { useSignOut, useSignOutEverywhere, SIGN_OUT_PATH, SIGN_OUT_EVERYWHERE_PATH } from './account/use-sign-out';
export { whatsappChatUrl, telHref, mailtoHref } from './lib/contact-links';
export { optionLetter } from './lib/option-letter';
export { lazyPart, observeLazyParts, type LazyPartObserver } from './lib/lazy-part';
export * from './forms';
export { useSeo, DEFAULT_DESCRIPTION, type SeoOptions } from './seo/use-seo';
export {
  buildPageHead,
  pageHeadHtml,
  PageHeadCollectorContext,
  type PageHead,
  type PageHeadCollector,
} from './seo/page-head';
export {
  organizationJsonLd,
  breadcrumbJsonLd,
  articleJsonLd,
  faqPageJsonLd,
  courseJsonLd,
  productJsonLd,
  absoluteUrl,
  type JsonLd,
  type BreadcrumbItem,
  type ArticleJsonLdInput,
  type PricedOffer,
} from './seo/json-ld';
export { useStudyDocuments, studyDocumentsPath, STUDY_DOCUMENTS_PATH } from './documents/use-study-documents';
export { StudyDocumentCard, type StudyDocumentCardProps } from './documents/study-document-card';
export { StudyDocumentList, type StudyDocumentListProps } from './documents/study-document-list';
export { DocumentPreviewDialog, type DocumentPreviewDialogProps } from './documents/document-preview-dialog';
export { DocumentDownloadAction, DocumentDownloadLink, type DocumentDownloadActionProps, type DocumentDownloadLinkProps } from './documents/document-download-action';
export { FreeFileCard, type FreeFileCardProps } from './documents/free-file-card';
export { documentTexts, MAX_CARD_TOPICS } from './documents/document-texts';
