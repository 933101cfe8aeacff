/** The tray's namespace, en-us: the source every other locale must match key for key. */
const messages = {
  tray: {
    title: 'Your profile and notifications',
    open: 'Open your profile and notifications',
    close: 'Close the panel',
    unread: 'New notifications: {{n}}',
    tabs: { profile: 'Profile', account: 'Account' },
  },
  profile: {
    title: 'Your profile',
    sign_in_title: 'Sign in to join the conversation',
    email: 'E-mail',
    password: 'Password',
    password_hint: 'At least 8 characters.',
    name: 'Name',
    comments_made: 'Comments',
    likes_received: 'Likes received',
    likes_given: 'Likes given',
    activity: 'Your activity',
    activity_failed: 'Your activity could not be loaded.',
    sign_up_title: 'Create your account',
    create_account: 'Create account',
    no_account: 'New here? Create an account',
    have_account: 'Already have an account? Sign in',
    forgot: 'Forgot your password?',
    forgot_title: 'Reset your password',
    send_link: 'Send the link',
    reset_sent: 'If an account exists for this address, we have sent it a link to reset the password.',
    human: 'I am not a robot',
    new_password: 'New password',
    save_password: 'Save the new password',
    password_changed: 'Your password was changed. You can sign in now.',
    email_verified: 'Your e-mail address is confirmed. Thank you!',
    verify_title: 'Confirming your e-mail address',
    change_avatar: 'Change picture',
    remove_avatar: 'Remove picture',
    avatar_changed: 'Your new picture is saved.',
    avatar_removed: 'Your picture was removed.',
    avatar_missing: 'Choose a picture first.',
    sign_in_elsewhere: 'Sign in with your account on this site to join the conversation.',
    refused: {
      disabled_by_settings: 'This site has turned this off.',
      other: 'This is not possible with your account.',
    },
  },
  account: {
    signed_out: 'Sign in to see your account.',
    verify_email: 'Check your inbox to confirm your e-mail address.',
    name_pending: 'Your new name, {{name}}, is waiting for a moderator’s approval. Until then, others see you as {{current}}.',
    name_rejected: 'A moderator did not approve your new name. You still appear as {{current}}; you can choose another name in Settings.',
  },
}

/** The shape every locale's tray namespace has. */
export type TrayMessages = typeof messages

export default messages
