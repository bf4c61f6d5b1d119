import './global.css';

export { vars } from './theme.css';
export { Button } from './Button/Button';
export type { ButtonProps, ButtonTone } from './Button/Button';
export { StatusPanel } from './StatusPanel/StatusPanel';
export type { StatusPanelProps } from './StatusPanel/StatusPanel';
export { Loading } from './Loading/Loading';
export { Frame, FooterBar, HeaderBar, InlineSelect } from './Frame/Frame';
export type { FrameProps, SelectOption } from './Frame/Frame';
export { PageHeader } from './PageHeader/PageHeader';
export { TitleOnlyPage } from './PageHeader/TitleOnlyPage';
export { TextDisclosure } from './Disclosure/Disclosure';
