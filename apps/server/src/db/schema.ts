export * from '../modules/users/users.schema.ts'
export * from '../modules/submissions/submissions.schema.ts'
export * from '../modules/auth/auth.schema.ts'
