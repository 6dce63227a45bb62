// API tests sign lookup cookies with a fixed key, and never write one into the project's data folder.
process.env.SESSION_SECRET ??= 'api-tests-only-0123456789abcdef0123456789abcdef';
