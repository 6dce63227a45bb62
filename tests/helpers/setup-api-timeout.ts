// Services hash passwords and migrate databases: on a busy two-core machine a hook or a test
// may take far over jest's 5 s. (A project's own `testTimeout` is not what jest-circus reads.)
jest.setTimeout(60_000);
