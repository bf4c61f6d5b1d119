import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LineIcon } from '../icons/LineIcon';
import { SidebarNav, type SidebarNavItem } from './SidebarNav';

const ICONS = {
  companies: (
    <LineIcon path="M4 21V5l8-3v19M12 8h8v13M8 9v.01M8 13v.01M8 17v.01M16 12v.01M16 16v.01M2 21h20" />
  ),
  coupons: <LineIcon path="M3 7h18v4a2 2 0 0 0 0 4v4H3v-4a2 2 0 0 0 0-4zM9 7v12" />,
  links: (
    <LineIcon path="M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6l-1 1M14 10a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6l1-1" />
  ),
};

/** Spec §2.8: the back-office sidebar. */
function backOffice(labels: readonly [string, string, string]): readonly SidebarNavItem[] {
  return [
    { id: 'companies', label: labels[0], href: '#empresas', icon: ICONS.companies },
    { id: 'coupons', label: labels[1], href: '#cupons', icon: ICONS.coupons },
    { id: 'links', label: labels[2], href: '#gerador-de-link', icon: ICONS.links },
  ];
}

const PHONE = { viewport: { value: 'mobile1', isRotated: false } };

const meta = {
  title: 'UI/SidebarNav',
  component: SidebarNav,
  args: {
    label: 'Back-office',
    current: 'companies',
    items: backOffice(['Empresas', 'Cupons de desconto', 'Gerador de link SaaS']),
  },
  parameters: {
    localeArgs: {
      es: {
        label: 'Back-office',
        items: backOffice(['Empresas', 'Cupones de descuento', 'Generador de enlaces SaaS']),
      },
    },
  },
  argTypes: {
    items: { control: false },
    renderLink: { control: false },
    current: { control: 'inline-radio', options: ['companies', 'coupons', 'links'] },
  },
} satisfies Meta<typeof SidebarNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wide screens: the list always shows; the current page is marked. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links[0]).toHaveAttribute('aria-current', 'page');
  },
};

export const CouponsCurrent: Story = { args: { current: 'coupons' } };

/** A phone: the list folded behind the Menu button. */
export const Collapsed: Story = { globals: PHONE };

/** A phone, with the list shown. */
export const Expanded: Story = { globals: PHONE, args: { defaultExpanded: true } };

/** The Menu button shows the list; Escape folds it and gives the focus back to the button. */
export const Toggle: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
  },
};

const navigate = fn();

/** Links rendered by the page (a router's Link in a remote): here they report instead of going. */
export const CustomLinks: Story = {
  args: {
    renderLink: ({ href, children, ...props }) => (
      <a
        href={href}
        {...props}
        onClick={(event) => {
          event.preventDefault();
          navigate(href);
        }}
      >
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getAllByRole('link')[1]!);
    await expect(navigate).toHaveBeenCalledWith('#cupons');
  },
};
