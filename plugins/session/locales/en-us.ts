/** The session plugin's namespace, en-us: the source every other locale must match key for key. */
const messages = {
  profile: {
    forgot_title: 'Reset your password',
    new_password: 'New password',
    save_password: 'Save the new password',
    password_changed: 'Your password was changed. You can sign in now.',
    email_verified: 'Your e-mail address is confirmed. Thank you!',
    verify_title: 'Confirming your e-mail address',
    avatar_missing: 'Choose a picture first.',
    name_missing: 'Enter a name first.',
    refused: {
      disabled_by_settings: 'This site has turned this off.',
      other: 'This is not possible with your account.',
    },
  },
}

/** The shape every locale's session namespace has. */
export type SessionMessages = typeof messages

export default messages
