import { graphql } from '../../graphql/generated';

export const ViewerFragment = graphql(`
  fragment Viewer_user on User {
    id
    userName
    email
    role
  }
`);

/** The startup check-auth: who the stored token (or session cookie) belongs to, if anyone. */
export const MeDocument = graphql(`
  query Me {
    me {
      ...Viewer_user
    }
  }
`);

export const LoginDocument = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      user {
        ...Viewer_user
      }
      token
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export const LogoutDocument = graphql(`
  mutation Logout {
    logout {
      success
    }
  }
`);

/** Creates a shopper account. It never signs in: the visitor signs in afterwards (spec section 4). */
export const RegisterDocument = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      user {
        id
      }
      message
      userErrors {
        code
        field
        message
      }
    }
  }
`);

/** "Forgot password?": the answer is the same whether or not an account has that e-mail (issue 19). */
export const RequestPasswordResetDocument = graphql(`
  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      message
      userErrors {
        code
        field
        message
      }
    }
  }
`);

/** Sets a new password with the token from the reset e-mail; every existing session ends. */
export const ResetPasswordDocument = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      ok
      userErrors {
        code
        field
        message
      }
    }
  }
`);
