import * as yup from 'yup';
import { fileListErrors, type FileLike } from './file-rules';

export function filesSchema({ required }: { required: boolean }) {
  const base = yup
    .array<FileLike>()
    .default([])
    .test('file-rules', 'fileBadExtension', function check(value) {
      const problem = fileListErrors(value ?? []);
      return problem ? this.createError({ message: problem }) : true;
    });
  return required ? base.min(1, 'filesRequired') : base;
}
