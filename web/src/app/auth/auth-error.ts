/** Cognito/Amplify failures carry a readable `message`; anything else gets a plain sentence. */
export function authErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
