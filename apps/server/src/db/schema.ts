export * from '../modules/users/users.schema.ts'
