// Client routes the web app answers. The server uses the list to send the app with 200 for these and
// 404 for anything else (the app then shows 'Page Not Found').

export const clientRoutePatterns: readonly RegExp[] = [
  /^\/$/,
  /^\/services$/,
  /^\/services\/(screen-repair|battery-replacement|water-damage|charging-port|speaker-mic)$/,
  /^\/devices$/,
  /^\/devices\/[a-z0-9-]+$/,
  /^\/book$/,
  /^\/booking$/,
  /^\/booking-confirmation$/,
  /^\/(about|contact|blog|faq|privacy|terms|warranty|cookies|referrals)$/,
  /^\/blog\/[a-z0-9-]+$/,
  /^\/(auth|auth-confirmation|reset-password)$/,
  /^\/dashboard(\/(profile|history))?$/,
  /^\/admin(\/(auth|content|users))?$/,
  /^\/users_location$/,
  /^\/technician\/(auth|dashboard|blog|about|guidelines)$/,
];

export function isClientRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return clientRoutePatterns.some((pattern) => pattern.test(path));
}
