/** Texts of the jobs API; docs/api.md fixes the ones the web app shows or matches on. */
export const jobMessages = {
  idFree: 'JobID is available',
  idTaken: 'JobID is already taken',
  idReserved: 'JobID reserved',
  idReleased: 'JobID reservation deleted',
  noSuchId: 'No such jobID',
  notIdHolder: 'This jobID is reserved by another recruiter',
  /** Two spaces: the text the reference client shows (docs/product.md §4). */
  createTaken: 'JobID  is already taken',
  created: 'Job created successfully',
  noSuchJob: 'No such job exists',
  notOwner: 'Only the recruiter who posted this job can do this',
  deleted: 'Job deleted successfully',
  recruiterMissing: 'Recruiter profile not found',
  noSuchRecruiter: 'No such recruiter',
  notSelf: 'You can only act for your own account',
} as const;
