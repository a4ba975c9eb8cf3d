// Texts of the page shown for an address the site does not have: loaded with that page.

export const notFound = {
  metaTitle: 'Page Not Found',
  title: 'Page Not Found',
  body: 'The page you are looking for does not exist or has moved.',
  home: 'Return to Home',
  devices: 'View Devices',
};
