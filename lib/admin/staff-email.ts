/** Staff e-mail addresses are kept and compared trimmed and in lower case. */
export const normalEmail = (email: string) => email.trim().toLowerCase();
