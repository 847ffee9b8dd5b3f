/** Only same-site paths are followed after sign-in (no `//evil.example` open redirects). */
export function safeRedirect(value: string | null): string {
  return value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/login') ? value : '/';
}
