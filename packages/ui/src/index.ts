export { vars } from './theme.css';
/** The one set of breakpoints: media queries (`media.narrow`, `.medium`, `.wide`) and widths. */
export { breakpoints, media } from './breakpoints';
export type { MediaQuery } from './breakpoints';
/** A class for text read by screen readers and not shown (e.g. which row a button acts on). */
export { visuallyHidden } from './a11y.css';
/** The look of a link in running text, for the router's Link. */
export { textLink } from './TextLink/TextLink.css';
/**
 * The look of a button for a link that leaves the page (a document in a new tab, say):
 * `<a className={buttonLink.secondary} href=…>`. A link, not a button, since it goes somewhere.
 */
export { button as buttonLink } from './Button/Button.css';
export { Button } from './Button/Button';
export type { ButtonProps, ButtonTone } from './Button/Button';
export { StatusPanel } from './StatusPanel/StatusPanel';
export type { StatusPanelProps } from './StatusPanel/StatusPanel';
export { Loading } from './Loading/Loading';
export { Frame, FooterBar, HeaderBar } from './Frame/Frame';
export type { FrameProps } from './Frame/Frame';
export { PageHeader } from './PageHeader/PageHeader';
export { TitleOnlyPage } from './PageHeader/TitleOnlyPage';
export { PageContentPlaceholder, PageFrame, PageLayout } from './PageLayout/PageLayout';
export type { PageLayoutProps, PageWidth } from './PageLayout/PageLayout';
export { Stack } from './Stack/Stack';
export type { Space, StackElement, StackProps } from './Stack/Stack';
export { Inline } from './Inline/Inline';
export type { InlineAlign, InlineJustify, InlineProps } from './Inline/Inline';
export { Tiles } from './Tiles/Tiles';
export type { TilesProps } from './Tiles/Tiles';
export { Box } from './Box/Box';
export type { BoxProps } from './Box/Box';
export { Text } from './Text/Text';
export type { TextProps, TextSize, TextTone } from './Text/Text';
export { Heading } from './Heading/Heading';
export type { HeadingProps } from './Heading/Heading';
export { List } from './List/List';
export type { ListProps } from './List/List';
export { Badge } from './Badge/Badge';
export type { BadgeProps, BadgeTone } from './Badge/Badge';
export { SplitLayout } from './SplitLayout/SplitLayout';
export type { SplitLayoutProps } from './SplitLayout/SplitLayout';
export { SidebarLayout } from './SidebarLayout/SidebarLayout';
export type { SidebarLayoutProps } from './SidebarLayout/SidebarLayout';
export { Panel } from './Panel/Panel';
export type { PanelProps } from './Panel/Panel';
export { DescriptionList } from './DescriptionList/DescriptionList';
export type { DescriptionListItem, DescriptionListProps } from './DescriptionList/DescriptionList';
export { TextDisclosure } from './Disclosure/Disclosure';
export type { FieldOption } from './Field/Field';
export { FieldGroup } from './FieldGroup/FieldGroup';
export type { FieldGroupProps } from './FieldGroup/FieldGroup';
export { TextField } from './TextField/TextField';
export type { TextFieldMask, TextFieldProps } from './TextField/TextField';
export { PasswordField } from './PasswordField/PasswordField';
export type { PasswordFieldProps } from './PasswordField/PasswordField';
export { Select } from './Select/Select';
export type { SelectProps } from './Select/Select';
export { Checkbox } from './Checkbox/Checkbox';
export type { CheckboxProps } from './Checkbox/Checkbox';
export { Switch } from './Switch/Switch';
export type { SwitchProps } from './Switch/Switch';
export { RadioGroup } from './RadioGroup/RadioGroup';
export type { RadioGroupProps, RadioOption } from './RadioGroup/RadioGroup';
export { ErrorSummary } from './ErrorSummary/ErrorSummary';
export type { ErrorSummaryItem, ErrorSummaryProps } from './ErrorSummary/ErrorSummary';
export { FormActions } from './FormActions/FormActions';
export type { FormActionsProps } from './FormActions/FormActions';
export { SubmitActions } from './FormActions/SubmitActions';
export type { SubmitActionsProps } from './FormActions/SubmitActions';
export { Dialog } from './Dialog/Dialog';
export type { DialogProps } from './Dialog/Dialog';
export { ConfirmDialog } from './Dialog/ConfirmDialog';
export { FormDialog, FormDialogForm } from './Dialog/FormDialog';
export type { DialogFormState, FormDialogFormProps, FormDialogProps } from './Dialog/FormDialog';
export type { ConfirmDialogProps } from './Dialog/ConfirmDialog';
export { OutcomeDialog } from './Dialog/OutcomeDialog';
export type { OutcomeDialogProps, OutcomeStatus } from './Dialog/OutcomeDialog';
export { ToastProvider, useToast, TOAST_DURATION_MS } from './Toast/Toast';
export { PortalToasts } from './Toast/PortalToasts';
export type { ToastApi, ToastOptions, ToastProviderProps, ToastTone } from './Toast/Toast';
export { Tooltip } from './Tooltip/Tooltip';
export type { TooltipProps } from './Tooltip/Tooltip';
export { Tabs } from './Tabs/Tabs';
export type { TabItem, TabsProps } from './Tabs/Tabs';
export { Accordion } from './Accordion/Accordion';
export type { AccordionItem, AccordionProps } from './Accordion/Accordion';
export { CopyButton, COPY_STEP_MS } from './CopyButton/CopyButton';
export type { CopyButtonProps, CopyStep } from './CopyButton/CopyButton';
export { ServiceCard } from './ServiceCard/ServiceCard';
export type { ServiceCardProps } from './ServiceCard/ServiceCard';
export { Avatar } from './Avatar/Avatar';
export type { AvatarProps, AvatarSize } from './Avatar/Avatar';
export { ImageUpload } from './ImageUpload/ImageUpload';
export type { ImageRejection, ImageUploadProps, ImageUploadShape } from './ImageUpload/ImageUpload';
export { EmptyState } from './EmptyState/EmptyState';
export type { EmptyStateProps } from './EmptyState/EmptyState';
export { Skeleton, SkeletonGroup } from './Skeleton/Skeleton';
export type {
  SkeletonGroupProps,
  SkeletonHeight,
  SkeletonProps,
  SkeletonShape,
  SkeletonWidth,
} from './Skeleton/Skeleton';
export { Alert } from './Alert/Alert';
export { LoadFailure } from './LoadFailure/LoadFailure';
export type { LoadFailureProps, RetryableQuery } from './LoadFailure/LoadFailure';
export type { AlertProps, AlertTone } from './Alert/Alert';
export { Table } from './Table/Table';
export type { TableAlign, TableColumn, TableLayout, TableProps } from './Table/Table';
export { PagedTable } from './Table/PagedTable';
export type { PagedTableProps, RowAction, RowActions, TablePaging } from './Table/PagedTable';
export { Pagination } from './Table/Pagination';
export type { PaginationProps } from './Table/Pagination';
export { pageItems, paginate } from './Table/pageItems';
export type { PageItem, PageSlice } from './Table/pageItems';
export { Stepper } from './Stepper/Stepper';
export type { StepperProps } from './Stepper/Stepper';
export { StepHeading } from './Stepper/StepHeading';
export type { StepHeadingProps } from './Stepper/StepHeading';
export { ChoiceCard, ChoiceCardHighlight, ChoiceCardList } from './ChoiceCard/ChoiceCard';
export type { ChoiceCardProps, ChoiceCardRadio } from './ChoiceCard/ChoiceCard';
export { BottomSheet, SheetLayout } from './BottomSheet/BottomSheet';
export type { BottomSheetProps, SheetLayoutProps } from './BottomSheet/BottomSheet';
export { AmountList } from './AmountList/AmountList';
export type { AmountLine, AmountListProps } from './AmountList/AmountList';
export { Carousel } from './Carousel/Carousel';
export type { CarouselProps, CarouselSlide } from './Carousel/Carousel';
export { SidebarNav } from './SidebarNav/SidebarNav';
export type { SidebarLinkProps, SidebarNavItem, SidebarNavProps } from './SidebarNav/SidebarNav';
export { BrandPanel } from './BrandPanel/BrandPanel';
export type { BrandPanelProps } from './BrandPanel/BrandPanel';
export { LanguageSwitch } from './LanguageSwitch/LanguageSwitch';
export type { LanguageOption, LanguageSwitchProps } from './LanguageSwitch/LanguageSwitch';
export { ActionMenu, ChoiceMenu } from './ActionMenu/ActionMenu';
export type {
  ActionMenuItem,
  ActionMenuProps,
  ChoiceMenuGroup,
  ChoiceMenuProps,
} from './ActionMenu/ActionMenu';
