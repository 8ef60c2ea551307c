/** The header's and footer's links (SPEC section 2, and the portfolio: the owner's proof). */
export const HEADER_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/services', label: 'Services' },
  { to: '/blog', label: 'Blog' },
  { to: '/portfolio', label: 'Portfolio' },
  { to: '/contact', label: 'Contact' },
] as const;

export const FOOTER_COLUMNS = [
  {
    title: 'Company',
    links: [
      { to: '/', label: 'About Us' },
      { to: '/services', label: 'Careers' },
      { to: '/contact', label: 'Contact' },
    ],
  },
  {
    title: 'Services',
    links: [
      { to: '/services', label: 'Rapid MVP' },
      { to: '/services', label: 'Web Development' },
      { to: '/services', label: 'Mobile Apps' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { to: '/blog', label: 'Blog' },
      { to: '/portfolio', label: 'Portfolio' },
      { to: '/calculator', label: 'Cost Calculator' },
    ],
  },
] as const;
