import { USER_MESSAGES, USER_PERMISSIONS, usersList, type ApiUser } from '../contract/users';
import {
  userCreateSchema,
  userPatchSchema,
  usersBulkSchema,
  type UserCreate,
  type UserPatch,
} from '../contract/users-schemas';
import { users, usersAudit } from '../db/schema';
import { defineResource } from '../resource';
import type { DemoUserRecord } from '../seed';

/** A row of the users table as the API answers it. */
export function toApiUser(row: DemoUserRecord): ApiUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    score: row.score,
    address: { city: row.city, country: row.country },
  };
}

/** The users resource: reads are public, writes need a session and a role that may do them. */
export const usersResource = defineResource({
  name: 'users',
  table: users,
  audit: usersAudit,
  columns: {
    id: users.id,
    name: users.name,
    email: users.email,
    city: users.city,
    country: users.country,
    score: users.score,
  },
  toApi: toApiUser,
  toValues: (input: UserCreate) => ({
    name: input.name,
    email: input.email,
    city: input.address.city,
    country: input.address.country,
    score: input.score,
  }),
  patchValues: (_before, patch: UserPatch) => ({
    name: patch.name,
    email: patch.email,
    city: patch.address?.city,
    country: patch.address?.country,
    score: patch.score,
  }),
  historyFields: [
    ['name', 'name'],
    ['email', 'email'],
    ['score', 'score'],
    ['address.city', 'city'],
    ['address.country', 'country'],
  ],
  list: usersList,
  search: [users.name, users.email, users.city],
  sortColumns: {
    id: users.id,
    name: users.name,
    email: users.email,
    city: users.city,
    score: users.score,
  },
  permissions: USER_PERMISSIONS,
  schemas: { create: userCreateSchema, patch: userPatchSchema, bulk: usersBulkSchema },
  unique: [{ column: 'email', field: 'email', message: USER_MESSAGES.emailTaken }],
  messages: { notFound: 'No such user.' },
});
