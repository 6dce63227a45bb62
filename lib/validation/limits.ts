/** What visitors may send (spec sections 5 and 9). Shared by the forms and the route handlers. */
export const CONTENT_MAX_LENGTH = 500;
export const MAX_FILES = 3;
export const MAX_FILE_BYTES = 10_485_760;
export const ALLOWED_FILE_EXTENSIONS = [
  'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'hwp', 'txt', 'pdf',
  'jpg', 'jpeg', 'png', 'gif', 'bmp', 'tif',
  'ndoc', 'nxls', 'nppt',
] as const;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

/** The lower-cased extension of a file name, or '' when it has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

export function hasAllowedExtension(name: string): boolean {
  return (ALLOWED_FILE_EXTENSIONS as readonly string[]).includes(fileExtension(name));
}
