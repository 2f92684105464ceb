/**
 * Makes the parent app installable (docs/product/parent-app.md#install-and-offline): its manifest, icon and theme
 * colour are in the page only while a /parent page is open (the staff app is not an installable app), and its
 * service worker — scoped to /parent/ — is registered in production builds.
 */
export function installFamilyApp(): () => void {
  const added: Element[] = [];
  if (!document.querySelector('link[rel="manifest"]')) {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/parent/manifest.webmanifest';
    added.push(link);
  }
  const icon = document.createElement('link');
  icon.rel = 'apple-touch-icon';
  icon.href = '/parent/icon-192.png';
  added.push(icon);
  for (const element of added) document.head.append(element);
  const theme = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  const staffTheme = theme?.content;
  if (theme) theme.content = '#2f7d6d';
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    navigator.serviceWorker.register('/parent/sw.js', { scope: '/parent/' }).catch(() => undefined);
  }
  return () => {
    for (const element of added) element.remove();
    if (theme && staffTheme !== undefined) theme.content = staffTheme;
  };
}
