import { Field, InputType, ObjectType } from 'type-graphql';
import { UserError } from '../../shared/user-error.js';
import { User } from '../users/user.entity.js';

@InputType({ description: 'Credentials to sign in with.' })
export class LoginInput {
  @Field(() => String)
  email!: string;

  @Field(() => String)
  password!: string;
}

@ObjectType({ description: 'The result of signing in.' })
export class LoginPayload {
  @Field(() => User, { nullable: true, description: 'The signed-in account; null when refused.' })
  user!: User | null;

  @Field(() => String, {
    nullable: true,
    description:
      'A bearer token for the `Authorization` header; the same token is also set as the httpOnly `token` cookie. Null when refused.',
  })
  token!: string | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}

@ObjectType({ description: 'The result of signing out.' })
export class LogoutPayload {
  @Field(() => Boolean, { description: 'True once the session cookie is cleared.' })
  success!: boolean;
}
