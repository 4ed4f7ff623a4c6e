import { DomainError } from '@fx/service-kit';

const NO_SUCH_BRANCH = 'There is no such branch';

/** Staff named a branch the bureau does not have (or no longer has). */
export const unknownBranch = () =>
  new DomainError('BRANCH_UNKNOWN', NO_SUCH_BRANCH, [
    { field: 'branchId', message: NO_SUCH_BRANCH },
  ]);
