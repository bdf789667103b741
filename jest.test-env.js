// Environment every Jest test file starts with (jest.preset.js setupFiles).
// Passwords are hashed with argon2id at its test cost (svc-auth src/domain/passwords.ts): hundreds of
// sign-ins a suite at 400 ms each were a large part of the unit step (issue 27). Only honoured with
// NODE_ENV=test, which Jest sets; a test of the standard cost passes its own environment.
process.env.HUB_PASSWORD_HASH_COST ??= 'test';
